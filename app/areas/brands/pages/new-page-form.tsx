import { useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { inputPropsOf } from "~/ui/field-props";
import { Field } from "~/ui/forms";
import { DashboardForm } from "~/areas/dashboard/dashboard-form";
import { PAGE_LIMITS } from "./pages-text";

type Fields = { name: string; title: string };

/** A new page: its name (the last part of its public address) and its title. */
export function NewPageForm({ action, username, lastResult }: { action: string; username: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useFormReply<Fields>({ lastResult, shouldValidate: "onSubmit" });
  return (
    <DashboardForm action={action} form={form} className="grid gap-4 sm:max-w-xl" submit={{ label: "Create page", pendingLabel: "Creating..." }}>
      <Field
        label="Name"
        hint={`Letters, digits or hyphens: the page will be at /b/${username}/<name>.`}
        errors={fields.name.errors}
        inputProps={{ ...inputPropsOf(fields.name, "text"), autoComplete: "off", maxLength: PAGE_LIMITS.name }}
      />
      <Field label="Title" errors={fields.title.errors} inputProps={{ ...inputPropsOf(fields.title, "text"), maxLength: PAGE_LIMITS.title }} />
    </DashboardForm>
  );
}
