import { formAttributes, useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/verify-account";
import { readBoundedFormData } from "~/.server/forms/form-data";
import { submitForm } from "~/.server/forms/submission";
import { forgetPendingEmail, pendingEmailOf, pendingSignUpOf, rememberVerifiedEmail, serverMessage } from "~/.server/auth/accounts";
import { platformFor } from "~/.server/platform/connection";
import { config } from "~/.server/config";
import { sessionFrom } from "~/.server/session/session";
import { AccountPage } from "./account-page";
import { codeResentMessage, MESSAGES } from "./account-forms";
import { pageMeta } from "~/areas/shell/meta";
import { errorPropsOf } from "~/ui/field-props";
import { FormAlert, HoneypotFields, SubmitButton, useIsSubmitting, VerificationCodeField } from "~/ui/forms";
import { typedCode } from "#contract/verification-code";
import { resendCodeSchema, verifyAccountSchema, type VerifyAccountFields } from "./verify-account.schema";
import { accountCalls } from "./account-calls.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Verify Your Account", "Confirm your email address with the 6-digit code we sent you.");

export async function loader({ request }: Route.LoaderArgs) {
  // The demo sends no email: its outbox (/dev/outbox, 404 in production) shows this browser's code.
  return { email: await pendingEmailOf(request), demoOutbox: config.PLATFORM_ENV === "demo" };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Null past the form limit: the pipeline then answers 413 with the form and its message (and
  // refuses control characters, the form shown again without them).
  const formData = await readBoundedFormData(request, undefined, { unstorableText: "keep" });
  const pending = await pendingSignUpOf(request);
  const email = pending?.email ?? null;
  const platform = platformFor(request, context);

  if (formData?.get("intent") === "resend") {
    // No honeypot: it only mails the address already in the signed cookie, and is rate limited.
    return submitForm(request, {
      schema: resendCodeSchema(email),
      formData,
      refusalStatus: 400,
      reply: { intent: "resend" as const },
      async submit({ email }) {
        await accountCalls(platform).resendVerification(email, pending?.signup);
        return data({ intent: "resend" as const, notice: codeResentMessage(email) });
      },
      failure: (error) => serverMessage(error, MESSAGES.resendFailed),
    });
  }

  return submitForm(request, {
    schema: verifyAccountSchema(email),
    formData,
    honeypot: { spamMessage: MESSAGES.spam },
    refusalStatus: 400,
    reply: { intent: "verify" as const },
    async submit({ email, code }) {
      // This platform answers with the session's tokens: signed in, and the site never held the password.
      const signedIn = await accountCalls(platform).verify(email, code, pending?.signup);
      const headers = new Headers({ "Set-Cookie": await forgetPendingEmail(request) });
      if (signedIn) return redirect("/membership-levels", { headers });
      // A platform that verifies without signing in (marketing-site §4: then sign in): verified all
      // the same, so off to sign in with the email filled in (a signed cookie, not the URL), and back here after.
      sessionFrom(context).flash(MESSAGES.verifiedSignIn);
      headers.append("Set-Cookie", await rememberVerifiedEmail(request, email));
      return redirect(`/sign-in?${new URLSearchParams({ redirectTo: "/membership-levels" })}`, { headers });
    },
    // Spec marketing-site §8: 'Verification failed.' or the server's error message.
    failure: (error) => serverMessage(error, MESSAGES.verifyFailed),
  });
}

type LastResult = SubmissionResult<string[]> | undefined;

export default function VerifyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { email, demoOutbox } = loaderData;
  const verifyResult = actionData?.intent === "verify" ? actionData.result : undefined;
  const resent = actionData?.intent === "resend" ? actionData : undefined;
  return (
    <AccountPage
      title="Verify Your Account"
      lead={
        email ? (
          <p>
            We emailed a 6-digit code to <strong className="text-ink">{email}</strong>. Enter it below to confirm your account.
          </p>
        ) : (
          <p>Enter the 6-digit code we emailed you to confirm your account.</p>
        )
      }
    >
      {demoOutbox ? (
        <p className="mb-6 rounded-lg border border-line bg-mist px-4 py-3 text-sm">
          This is a demo: it sends no email. Your code is in the{" "}
          <Link to="/dev/outbox" className="link">
            demo outbox
          </Link>
          .
        </p>
      ) : null}
      <VerifyForm lastResult={verifyResult} />
      <div className="mt-8 border-t border-line pt-6">
        <h2 className="text-base font-semibold">Didn’t get a code?</h2>
        <p className="mt-1 text-sm text-muted">Codes expire after 10 minutes. Check your spam folder, or ask for a new one.</p>
        <ResendForm lastResult={resent && "result" in resent ? resent.result : undefined} notice={resent && "notice" in resent ? resent.notice : undefined} />
        <p className="mt-4 text-sm text-muted">
          Wrong email?{" "}
          <Link to="/create-account" className="link">
            Create your account again
          </Link>
          .
        </p>
      </div>
    </AccountPage>
  );
}

function VerifyForm({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useFormReply<VerifyAccountFields>({ lastResult, shouldValidate: "onSubmit" });
  const verifying = useIsSubmitting();
  // The field keeps what its input would (digits only, at most 6), also when the page comes back.
  const [code, setCode] = useState(() => typedCode(String(fields.code.initialValue ?? "")));
  return (
    <Form method="post" {...formAttributes(form)} className="grid gap-5">
      <HoneypotFields />
      <input type="hidden" name="intent" value="verify" />
      <VerificationCodeField value={code} onValueChange={setCode} {...errorPropsOf(fields.code, form)} inputProps={{ id: fields.code.id, name: fields.code.name }} />
      <FormAlert id={form.errorId} message={form.errors?.[0]} />
      <SubmitButton pending={verifying} pendingLabel="Verifying..." className="btn-primary w-full sm:w-auto">
        Verify
      </SubmitButton>
    </Form>
  );
}

function ResendForm({ lastResult, notice }: { lastResult: LastResult; notice?: string }) {
  const [form] = useFormReply({ lastResult, shouldValidate: "onSubmit" });
  // A new code sent is news after an earlier failure to send one (conform keeps its last errors).
  const message = notice ?? form.errors?.[0];
  return (
    <Form method="post" {...formAttributes(form)} className="mt-3 grid gap-3">
      <input type="hidden" name="intent" value="resend" />
      <FormAlert id={form.errorId} message={message} tone={notice ? "success" : "error"} />
      <div>
        <button type="submit" className="btn-secondary">
          Send a new code
        </button>
      </div>
    </Form>
  );
}
