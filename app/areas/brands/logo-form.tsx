import { MAX_LOGO_BYTES } from "#contract/limits";
import { useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { inputPropsOf } from "~/ui/field-props";
import { Field } from "~/ui/forms";
import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { DashboardForm } from "~/areas/dashboard/dashboard-form";

const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif";

/** The logo upload, on the Settings page. It posts to …/settings/logo, which shows Settings again with this form's answer. */
export function LogoForm({ brandId, lastResult }: { brandId: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useFormReply<{ logo: File }>({ id: "logo", lastResult, shouldValidate: "onSubmit" });
  return (
    <DashboardForm
      action={BRAND_PATHS.logo(brandId)}
      encType="multipart/form-data"
      form={form}
      className="mt-4 grid gap-3"
      submit={{ label: "Upload logo", pendingLabel: "Uploading…", className: "btn-secondary" }}
    >
      <Field
        label="New logo"
        hint={`PNG, JPEG, WebP or GIF, up to ${MAX_LOGO_BYTES / (1024 * 1024)} MB. It is resized to at most 512 pixels a side.`}
        errors={fields.logo.errors}
        inputProps={{ ...inputPropsOf(fields.logo, "file"), accept: IMAGE_TYPES }}
      />
    </DashboardForm>
  );
}
