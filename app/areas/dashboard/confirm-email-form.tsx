import { useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { useState } from "react";
import { typedCode } from "#contract/verification-code";
import { VerificationCodeField } from "~/ui/forms";
import { DASHBOARD_PATHS } from "./dashboard-text";
import { DashboardForm } from "./dashboard-form";

/**
 * The 6-digit code mailed to the new address, on the email page while a change waits for it.
 * It posts to /dashboard/email/confirm, which shows the email page again with this form's answer.
 */
export function ConfirmEmailForm({ pendingEmail, lastResult }: { pendingEmail: string | null; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useFormReply<{ code: string }>({ lastResult, shouldValidate: "onSubmit" });
  const [code, setCode] = useState(() => typedCode(String(fields.code.initialValue ?? "")));
  return (
    <DashboardForm
      action={DASHBOARD_PATHS.confirmEmail}
      form={form}
      className="mt-4 grid gap-3"
      submit={{ label: "Confirm new email", pendingLabel: "Confirming..." }}
    >
      <VerificationCodeField
        label={pendingEmail ? `Code sent to ${pendingEmail}` : "Verification code"}
        value={code}
        onValueChange={setCode}
        errors={fields.code.errors}
        inputProps={{ id: fields.code.id, name: fields.code.name }}
      />
    </DashboardForm>
  );
}
