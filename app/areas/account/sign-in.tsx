import { formAttributes, useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { useState } from "react";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { readBoundedFormData } from "~/.server/forms/form-data";
import { submitForm } from "~/.server/forms/submission";
import { rememberResetEmail, rememberVerifiedEmail, resetEmailOf, serverMessage, verifiedEmailOf } from "~/.server/auth/accounts";
import { config } from "~/.server/config";
import { platformFor } from "~/.server/platform/connection";
import { sessionFrom } from "~/.server/session/session";
import { AccountPage } from "./account-page";
import { MESSAGES, safeRedirect } from "./account-forms";
import { NewPasswordFields } from "./new-password-fields";
import { pageMeta } from "~/areas/shell/meta";
import { errorPropsOf, inputPropsOf } from "~/ui/field-props";
import { Field, FormAlert, HoneypotFields, SubmitButton, useIsSubmitting, VerificationCodeField } from "~/ui/forms";
import { PasswordField } from "~/ui/password-field";
import { typedCode } from "#contract/verification-code";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  type ForgotPasswordFields,
  type ResetPasswordFields,
  type SignInFields,
} from "./sign-in.schema";
import { accountCalls } from "./account-calls.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Log In", "Log in to manage your membership, brands and rewards.");

/** Which form the page shows: sign in (/sign-in), ask for a reset code (?forgot), or set a new password with it (?forgot=code). */
type Step = "sign-in" | "forgot" | "reset";

function stepOf(url: URL): Step {
  const forgot = url.searchParams.get("forgot");
  if (forgot === "code") return "reset";
  if (forgot !== null) return "forgot";
  return "sign-in";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const step = stepOf(url);
  return {
    step,
    redirectTo: safeRedirect(url.searchParams.get("redirectTo")),
    notice: sessionFrom(context).takeNotice() ?? null,
    resetEmail: step === "reset" ? await resetEmailOf(request) : null,
    // Just verified on a platform that does not sign in with the code: the form starts with that email.
    verifiedEmail: step === "sign-in" ? await verifiedEmailOf(request) : null,
    // The embedded demo platform without SMTP keeps mail in its outbox, which never shows a reset code.
    resetMailKept: config.PLATFORM_ENV === "demo" && !config.PLATFORM_API_URL && !config.SMTP_URL,
  };
}

/** Each form posts its intent; a hand-made post without one is answered as the form of the page it went to. */
function postedStep(intent: FormDataEntryValue | null, url: URL): Step {
  if (intent === "login") return "sign-in";
  if (intent === "forgot" || intent === "reset") return intent;
  return stepOf(url);
}

export async function action({ request, context }: Route.ActionArgs) {
  // Null past the form limit: the pipeline then answers 413 with the form and its message (and
  // refuses control characters, the form shown again without them).
  const formData = await readBoundedFormData(request, undefined, { unstorableText: "keep" });
  const step = postedStep(formData?.get("intent") ?? null, new URL(request.url));
  const platform = platformFor(request, context);
  const shared = { formData, honeypot: { spamMessage: MESSAGES.spam }, refusalStatus: 400, reply: { step } };

  if (step === "forgot") {
    return submitForm(request, {
      ...shared,
      schema: forgotPasswordSchema,
      async submit({ email }) {
        await accountCalls(platform).forgotPassword(email);
        return redirect("/sign-in?forgot=code", { headers: { "Set-Cookie": await rememberResetEmail(request, email) } });
      },
      failure: (error) => serverMessage(error, MESSAGES.resetCodeFailed),
    });
  }

  if (step === "reset") {
    return submitForm(request, {
      ...shared,
      schema: resetPasswordSchema(await resetEmailOf(request)),
      hideFields: ["password", "confirmPassword"],
      async submit({ email, code, password }) {
        await accountCalls(platform).resetPassword(email, code, password);
        sessionFrom(context).flash(MESSAGES.passwordReset);
        return redirect("/sign-in", { headers: { "Set-Cookie": await rememberResetEmail(request, null) } });
      },
      failure: (error) => serverMessage(error, MESSAGES.resetFailed),
    });
  }

  return submitForm(request, {
    ...shared,
    schema: signInSchema,
    hideFields: ["password"],
    async submit({ email, password, redirectTo }) {
      await accountCalls(platform).login(email, password);
      const verified = await verifiedEmailOf(request);
      return redirect(redirectTo, verified ? { headers: { "Set-Cookie": await rememberVerifiedEmail(request, null) } } : undefined);
    },
    // Spec platform-core §8: the failed login's text, or 'Login failed'.
    failure: (error) => serverMessage(error, MESSAGES.loginFailed),
  });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { step, redirectTo, notice, resetEmail, verifiedEmail, resetMailKept } = loaderData;
  const lastResult = actionData?.step === step ? actionData.result : undefined;
  if (step === "forgot") return <ForgotPassword lastResult={lastResult} resetMailKept={resetMailKept} />;
  if (step === "reset") return <ResetPassword lastResult={lastResult} email={resetEmail} resetMailKept={resetMailKept} />;
  return <SignInForm lastResult={lastResult} email={verifiedEmail} notice={notice} redirectTo={redirectTo} />;
}

type LastResult = SubmissionResult<string[]> | undefined;

function SignInForm({ lastResult, email, notice, redirectTo }: { lastResult: LastResult; email: string | null; notice: string | null; redirectTo: string }) {
  const [form, fields] = useFormReply<SignInFields>({ lastResult, defaultValue: { email: email ?? "" }, shouldValidate: "onSubmit" });
  const submitting = useIsSubmitting();
  return (
    <AccountPage title="Log in to your account" lead="Welcome back. Log in to manage your membership, brands and rewards.">
      {notice ? (
        <div className="mb-6">
          <FormAlert message={notice} tone="success" />
        </div>
      ) : null}
      <Form method="post" {...formAttributes(form)} className="grid gap-5">
        <HoneypotFields />
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label="Email" {...errorPropsOf(fields.email, form)} inputProps={{ ...inputPropsOf(fields.email, "email"), autoComplete: "username" }} />
        <PasswordField
          label="Password"
          {...errorPropsOf(fields.password, form)}
          inputProps={{ ...inputPropsOf(fields.password, "text"), autoComplete: "current-password" }}
        />
        <p className="text-sm">
          <Link to="/sign-in?forgot" className="link">
            Forgot password?
          </Link>
        </p>
        <FormAlert id={form.errorId} message={form.errors?.[0]} />
        <SubmitButton pending={submitting} pendingLabel="Signing In..." className="btn-primary w-full sm:w-auto">
          Sign In
        </SubmitButton>
        <p className="text-sm text-muted">
          New here?{" "}
          <Link to="/create-account" className="link">
            Create an account
          </Link>
        </p>
      </Form>
    </AccountPage>
  );
}

/**
 * Said where a reset code is asked for and awaited, in a demo that sends no mail: the outbox page
 * shows a visitor their own sign-up's and email change's codes, never a reset code (anyone may
 * ask for one with anyone's email); the operator reads it on the server (docs/security.md "Demo outbox").
 */
function ResetMailKeptNote() {
  return (
    <p className="text-sm text-muted" data-testid="reset-mail-kept">
      In this demo, emails are not sent, and reset codes are not shown on the outbox page: anyone can ask for one with any email. Whoever
      runs the site can read the reset email on its server with <code>npm run outbox</code>.
    </p>
  );
}

function ForgotPassword({ lastResult, resetMailKept }: { lastResult: LastResult; resetMailKept: boolean }) {
  const [form, fields] = useFormReply<ForgotPasswordFields>({ lastResult, shouldValidate: "onSubmit" });
  const submitting = useIsSubmitting();
  return (
    <AccountPage title="Reset your password" lead="Enter the email of your account and we will email you a 6-digit code to choose a new password.">
      <Form method="post" {...formAttributes(form)} className="grid gap-5">
        <HoneypotFields />
        <input type="hidden" name="intent" value="forgot" />
        {resetMailKept ? <ResetMailKeptNote /> : null}
        <Field label="Email" {...errorPropsOf(fields.email, form)} inputProps={{ ...inputPropsOf(fields.email, "email"), autoComplete: "email" }} />
        <FormAlert id={form.errorId} message={form.errors?.[0]} />
        <SubmitButton pending={submitting} pendingLabel="Sending..." className="btn-primary w-full sm:w-auto">
          Email me a code
        </SubmitButton>
        <p className="text-sm">
          <Link to="/sign-in" className="link">
            Back to log in
          </Link>
        </p>
      </Form>
    </AccountPage>
  );
}

function ResetPassword({ lastResult, email, resetMailKept }: { lastResult: LastResult; email: string | null; resetMailKept: boolean }) {
  const [form, fields] = useFormReply<ResetPasswordFields>({ lastResult, shouldValidate: "onSubmit" });
  const submitting = useIsSubmitting();
  const [code, setCode] = useState(() => typedCode(String(fields.code.initialValue ?? "")));
  return (
    <AccountPage
      title="Choose a new password"
      lead={email ? <p>If an account uses {email}, we emailed it a 6-digit code. Enter it with your new password.</p> : <p>Enter the code we emailed you and your new password.</p>}
    >
      <Form method="post" {...formAttributes(form)} className="grid gap-5">
        <HoneypotFields />
        <input type="hidden" name="intent" value="reset" />
        {resetMailKept ? <ResetMailKeptNote /> : null}
        <VerificationCodeField value={code} onValueChange={setCode} {...errorPropsOf(fields.code, form)} inputProps={{ id: fields.code.id, name: fields.code.name }} />
        <NewPasswordFields form={form} password={fields.password} confirmPassword={fields.confirmPassword} labels={["New password", "Retype new password"]} />
        <FormAlert id={form.errorId} message={form.errors?.[0]} />
        <SubmitButton pending={submitting} pendingLabel="Saving..." className="btn-primary w-full sm:w-auto">
          Set new password
        </SubmitButton>
        <p className="text-sm">
          <Link to="/sign-in?forgot" className="link">
            Send a new code
          </Link>
        </p>
      </Form>
    </AccountPage>
  );
}
