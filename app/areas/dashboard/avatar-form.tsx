import { useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { MAX_AVATAR_BYTES } from "#contract/limits";
import { inputPropsOf } from "~/ui/field-props";
import { Field } from "~/ui/forms";
import { DASHBOARD_PATHS } from "./dashboard-text";
import { DashboardForm } from "./dashboard-form";

const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif";

/**
 * The profile picture upload, on the profile page. It posts to /dashboard/profile/avatar, which
 * shows the profile page again with this form's answer.
 */
export function AvatarForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useFormReply<{ avatar: File }>({ lastResult, shouldValidate: "onSubmit" });
  return (
    <DashboardForm
      action={DASHBOARD_PATHS.avatar}
      encType="multipart/form-data"
      form={form}
      className="mt-6 grid gap-3 border-t border-line pt-6"
      submit={{ label: "Upload picture", pendingLabel: "Uploading…", className: "btn-secondary" }}
    >
      <Field
        label="Profile picture"
        hint={`PNG, JPEG, WebP or GIF, up to ${MAX_AVATAR_BYTES / (1024 * 1024)} MB.`}
        errors={fields.avatar.errors}
        inputProps={{ ...inputPropsOf(fields.avatar, "file"), accept: IMAGE_TYPES }}
      />
    </DashboardForm>
  );
}
