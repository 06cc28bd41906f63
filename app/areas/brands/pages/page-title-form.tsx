import { useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { inputPropsOf } from "~/ui/field-props";
import { Field } from "~/ui/forms";
import { DashboardForm } from "~/areas/dashboard/dashboard-form";
import { PAGE_LIMITS } from "./pages-text";

/** The page's title (PUT /account/business/pages/{name}); the builder's other forms say `intent` too. */
export function PageTitleForm({ action, title, lastResult }: { action: string; title: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useFormReply<{ title: string }>({ lastResult, defaultValue: { title }, shouldValidate: "onSubmit" });
  return (
    <DashboardForm action={action} form={form} className="grid gap-3 sm:max-w-xl" submit={{ label: "Save title", pendingLabel: "Saving..." }}>
      <input type="hidden" name="intent" value="title" />
      <Field label="Page title" errors={fields.title.errors} inputProps={{ ...inputPropsOf(fields.title, "text"), maxLength: PAGE_LIMITS.title }} />
    </DashboardForm>
  );
}
