import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useOutlet } from "react-router";
import type { Route } from "./+types/email";
import { EMAIL_MAX_LENGTH } from "#contract/email";
import { inputPropsOf } from "~/ui/conform-props";
import { Field, FormAlert, SubmitButton, useIsSubmitting } from "~/ui/forms";
import { memberOf, submitDashboardForm } from "~/features/dashboard/member.server";
import { ConfirmEmailForm } from "~/features/dashboard/confirm-email-form";
import { Section, summaryOf, useFreshFormKey } from "~/features/dashboard/dashboard-ui";
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
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
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
  const sending = useIsSubmitting({ formAction: DASHBOARD_PATHS.email });
  return (
    <Form method="post" action={DASHBOARD_PATHS.email} {...getFormProps(form)} className="mt-4 grid gap-3">
      <Field
        label="New email address"
        errors={fields.email.errors}
        inputProps={{ ...inputPropsOf(fields.email, "email"), autoComplete: "email", maxLength: EMAIL_MAX_LENGTH }}
      />
      <FormAlert id={form.errorId} message={summaryOf(form)} />
      <div>
        <SubmitButton pending={sending} pendingLabel="Sending Code..." className="btn-secondary">
          Send confirmation code
        </SubmitButton>
      </div>
    </Form>
  );
}
