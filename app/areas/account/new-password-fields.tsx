import type { FormReplyField, FormReplyForm } from "~/ui/form-reply";
import { errorPropsOf, inputPropsOf } from "~/ui/field-props";
import { PasswordField } from "~/ui/password-field";

type ConformField = FormReplyField;

/** A new password and its retype (create account, reset): the spec's rule as the hint, never sent back to the page. */
export function NewPasswordFields({
  form,
  password,
  confirmPassword,
  labels,
}: {
  form: FormReplyForm;
  password: ConformField;
  confirmPassword: ConformField;
  labels: [password: string, retype: string];
}) {
  return (
    <>
      <PasswordField
        label={labels[0]}
        hint="At least 8 characters, with an uppercase letter and a number."
        {...errorPropsOf(password, form)}
        inputProps={{ ...inputPropsOf(password, "text"), autoComplete: "new-password" }}
      />
      <PasswordField
        label={labels[1]}
        {...errorPropsOf(confirmPassword, form)}
        inputProps={{ ...inputPropsOf(confirmPassword, "text"), autoComplete: "new-password" }}
      />
    </>
  );
}
