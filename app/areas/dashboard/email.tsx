import { useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { useOutlet } from "react-router";
import type { Route } from "./+types/email";
import { EMAIL_MAX_LENGTH } from "#contract/email";
import { ERROR_CODES } from "#contract/error-codes";
import { PASSWORD_MAX_LENGTH } from "#contract/password";
import { FormRefusal } from "~/.server/forms/submission";
import { PlatformError } from "~/.server/platform";
import { inputPropsOf } from "~/ui/field-props";
import { Field } from "~/ui/forms";
import { PasswordField } from "~/ui/password-field";
import { memberOf, submitDashboardForm } from "./member.server";
import { ConfirmEmailForm } from "./confirm-email-form";
import { DashboardForm, replyOf } from "./dashboard-form";
import { Section, useFreshFormKey } from "./dashboard-ui";
import { DASHBOARD_MESSAGES, DASHBOARD_PATHS, NOTICES } from "./dashboard-text";
import { pageMeta } from "~/areas/shell/meta";
import { changeEmailSchema, type ChangeEmailFields } from "./email.schema";
import { profileCalls } from "~/areas/account/profile-calls.server";

/*
 * /dashboard/email: a new address and the current password (this route's form) get a 6-digit
 * code; the code (its child's form, /dashboard/email/confirm) makes the change and ends the
 * account's other sessions. Nothing changes before the code is confirmed.
 */

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Email address | Dashboard", "Change the email address you sign in with.");

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = memberOf(context);
  return { email: user.email, pendingEmail: user.pendingEmail ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitDashboardForm(request, context, {
    schema: changeEmailSchema,
    hideFields: ["currentPassword"],
    async submit({ email, currentPassword }, { platform }) {
      await profileCalls(platform).changeEmail(email, currentPassword).catch(wrongPasswordAtItsField);
      return { notice: NOTICES.codeSent(email), to: DASHBOARD_PATHS.email };
    },
  });
}

/** The platform's `wrong_password`: said at the password field, in the site's words. */
function wrongPasswordAtItsField(error: unknown): never {
  if (!(error instanceof PlatformError) || error.code !== ERROR_CODES.wrongPassword) throw error;
  const message = DASHBOARD_MESSAGES.wrongPassword;
  throw new FormRefusal(message, 400, { currentPassword: [message] });
}

export default function Email({ loaderData, actionData }: Route.ComponentProps) {
  const { email, pendingEmail } = loaderData;
  // At /dashboard/email/confirm the code form is its child's, with that form's answer.
  const confirmForm = useOutlet();
  const lastResult = replyOf(actionData);
  return (
    <Section id="email" title="Email address">
      <p className="text-sm">
        Signed in as <strong>{email}</strong>.
      </p>
      {confirmForm ?? (pendingEmail ? <ConfirmEmailForm pendingEmail={pendingEmail} /> : null)}
      <ChangeEmailForm key={useFreshFormKey(lastResult)} lastResult={lastResult} />
    </Section>
  );
}

function ChangeEmailForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useFormReply<ChangeEmailFields>({ lastResult, shouldValidate: "onSubmit" });
  return (
    <DashboardForm
      action={DASHBOARD_PATHS.email}
      form={form}
      className="mt-4 grid gap-3"
      submit={{ label: "Send confirmation code", pendingLabel: "Sending Code...", className: "btn-secondary" }}
    >
      <Field
        label="New email address"
        errors={fields.email.errors}
        inputProps={{ ...inputPropsOf(fields.email, "email"), autoComplete: "email", maxLength: EMAIL_MAX_LENGTH }}
      />
      <PasswordField
        label="Current password"
        errors={fields.currentPassword.errors}
        inputProps={{ ...inputPropsOf(fields.currentPassword, "text"), autoComplete: "current-password", maxLength: PASSWORD_MAX_LENGTH }}
      />
    </DashboardForm>
  );
}
