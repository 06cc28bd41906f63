import { useFormReply, type SubmissionResult } from "~/ui/form-reply";
import type { Route } from "./+types/password";
import { PASSWORD_MAX_LENGTH } from "#contract/password";
import { inputPropsOf } from "~/ui/field-props";
import { PasswordField } from "~/ui/password-field";
import { submitDashboardForm } from "./member.server";
import { DashboardForm, replyOf } from "./dashboard-form";
import { Section, useFreshFormKey } from "./dashboard-ui";
import { DASHBOARD_PATHS, NOTICES } from "./dashboard-text";
import { pageMeta } from "~/areas/shell/meta";
import { passwordSchema, type PasswordFields } from "./password.schema";
import { profileCalls } from "~/areas/account/profile-calls.server";

/* /dashboard/password: a new password; this session stays signed in, the others end. */

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Change Password | Dashboard", "Change the password you sign in with.");

const PASSWORDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  return submitDashboardForm(request, context, {
    schema: passwordSchema,
    hideFields: [...PASSWORDS],
    async submit({ currentPassword, newPassword }, { platform }) {
      await profileCalls(platform).changePassword(currentPassword, newPassword);
      return { notice: NOTICES.passwordChanged, to: DASHBOARD_PATHS.password };
    },
  });
}

const labels: Record<(typeof PASSWORDS)[number], [label: string, autoComplete: string]> = {
  currentPassword: ["Current password", "current-password"],
  newPassword: ["New password", "new-password"],
  confirmPassword: ["Retype new password", "new-password"],
};

export default function Password({ actionData }: Route.ComponentProps) {
  const lastResult = replyOf(actionData);
  return (
    <Section id="password" title="Change Password">
      <PasswordForm key={useFreshFormKey(lastResult)} lastResult={lastResult} />
    </Section>
  );
}

function PasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useFormReply<PasswordFields>({ lastResult, shouldValidate: "onSubmit" });
  return (
    <DashboardForm
      action={DASHBOARD_PATHS.password}
      form={form}
      className="grid gap-4"
      submit={{ label: "Change password", pendingLabel: "Changing Password..." }}
    >
      {PASSWORDS.map((name) => (
        <PasswordField
          key={name}
          label={labels[name][0]}
          errors={fields[name].errors}
          inputProps={{ ...inputPropsOf(fields[name], "text"), autoComplete: labels[name][1], maxLength: PASSWORD_MAX_LENGTH }}
        />
      ))}
    </DashboardForm>
  );
}
