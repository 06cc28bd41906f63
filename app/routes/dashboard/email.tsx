import { useForm, type SubmissionResult } from "@conform-to/react";
import { useOutlet } from "react-router";
import type { Route } from "./+types/email";
import { EMAIL_MAX_LENGTH } from "#contract/email";
import { inputPropsOf } from "~/ui/conform-props";
import { Field } from "~/ui/forms";
import { memberOf, submitDashboardForm } from "~/features/dashboard/member.server";
import { ConfirmEmailForm } from "~/features/dashboard/confirm-email-form";
import { DashboardForm, replyOf } from "~/features/dashboard/dashboard-form";
import { Section, useFreshFormKey } from "~/features/dashboard/dashboard-ui";
import { DASHBOARD_PATHS, NOTICES } from "~/features/dashboard/dashboard-text";
import { pageMeta } from "~/features/shell/meta";
import { changeEmailSchema, type ChangeEmailFields } from "./email.schema";

/*
 * /dashboard/email: a new address (this route's form) gets a 6-digit code; the code (its child's
 * form, /dashboard/email/confirm) makes the change. Nothing changes before the code is confirmed.
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
    async submit({ email }, { platform }) {
      await platform.profile.changeEmail(email);
      return { notice: NOTICES.codeSent(email), to: DASHBOARD_PATHS.email };
    },
  });
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
  const [form, fields] = useForm<ChangeEmailFields>({ lastResult, shouldValidate: "onSubmit" });
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
    </DashboardForm>
  );
}
