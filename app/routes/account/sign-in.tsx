import { useState } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/sign-in";
import { readFormData } from "~/.server/forms/form-data";
import { rememberResetEmail, resetEmailOf, serverMessage } from "~/.server/session/accounts";
import { isSpam } from "~/.server/forms/honeypot";
import { platformFor } from "~/.server/platform/connection";
import { sessionFrom } from "~/.server/session/session";
import { AccountPage } from "~/features/account/account-page";
import { Field, FormAlert, HoneypotFields, PasswordField, SubmitButton, useIsSubmitting, VerificationCodeField } from "~/ui/forms";
import { MESSAGES, missingAtMessage, PASSWORD_RULE, safeRedirect, submittedCode } from "~/features/account/account-forms";
import { pageMeta } from "~/features/shell/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Log In", "Log in to manage your membership, brands and rewards.");

/** Which step the page shows: sign in, ask for a reset code, or set a new password with it. */
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
  };
}

type Result = { step: Step; error: string; email?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent");
  // Without an intent (a hand-made post), the step of the page posted to, so its error is shown there.
  const step: Step = intent === "forgot" ? "forgot" : intent === "reset" ? "reset" : intent === "login" ? "sign-in" : stepOf(new URL(request.url));
  const email = text("email").trim();
  const fail = (error: string) => data<Result>({ step, error, email }, { status: 400 });
  if (await isSpam(form)) return fail("This form could not be sent. Please reload the page and try again.");
  const platform = platformFor(request, context);

  if (step === "forgot") {
    if (!email) return fail("Please enter your email address.");
    if (!email.includes("@")) return fail(missingAtMessage(email));
    try {
      await platform.accounts.forgotPassword(email.toLowerCase());
    } catch (error) {
      return fail(serverMessage(error, "We could not send a reset code. Please try again."));
    }
    return redirect("/sign-in?forgot=code", { headers: { "Set-Cookie": await rememberResetEmail(request, email.toLowerCase()) } });
  }

  if (step === "reset") {
    const resetEmail = await resetEmailOf(request);
    if (!resetEmail) return fail(MESSAGES.noEmail);
    const code = submittedCode(text("code"));
    const password = text("password");
    if (!text("code").trim() || !password || !text("confirmPassword")) return fail(MESSAGES.required);
    if (!code) return fail(MESSAGES.code);
    if (password !== text("confirmPassword")) return fail(MESSAGES.mismatch);
    if (!PASSWORD_RULE(password)) return fail(MESSAGES.password);
    try {
      await platform.accounts.resetPassword(resetEmail, code, password);
    } catch (error) {
      return fail(serverMessage(error, "We could not reset your password. Please try again."));
    }
    sessionFrom(context).flash("Your password has been reset. Log in with your new password.");
    return redirect("/sign-in", { headers: { "Set-Cookie": await rememberResetEmail(request, null) } });
  }

  const password = text("password");
  if (!email || !password) return fail("Please enter your email and password.");
  if (!email.includes("@")) return fail(missingAtMessage(email));
  try {
    await platform.accounts.login(email, password);
  } catch (error) {
    return fail(serverMessage(error, MESSAGES.loginFailed));
  }
  return redirect(safeRedirect(text("redirectTo")));
}

export default function SignIn() {
  const { step, redirectTo, notice, resetEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const error = result?.step === step ? result.error : undefined;
  if (step === "forgot") return <ForgotPassword error={error} email={result?.email} />;
  if (step === "reset") return <ResetPassword error={error} email={resetEmail} />;
  return <SignInForm error={error} email={result?.email} notice={notice} redirectTo={redirectTo} />;
}

function useClientCheck<T>(result: T) {
  const [clientError, setClientError] = useState<string | null>(null);
  const [seen, setSeen] = useState(result);
  if (seen !== result) {
    setSeen(result);
    setClientError(null);
  }
  return [clientError, setClientError] as const;
}

function SignInForm({ error, email, notice, redirectTo }: { error?: string; email?: string; notice: string | null; redirectTo: string }) {
  const submitting = useIsSubmitting();
  const [clientError, setClientError] = useClientCheck(error);
  const message = clientError ?? error;
  const invalid = message ? ({ "aria-invalid": true, "aria-describedby": "sign-in-error" } as const) : {};
  return (
    <AccountPage title="Log in to your account" lead="Welcome back. Log in to manage your membership, brands and rewards.">
      {notice ? (
        <div className="mb-6">
          <FormAlert message={notice} tone="success" />
        </div>
      ) : null}
      <Form
        method="post"
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const typed = String(form.get("email") ?? "").trim();
          const found = !typed || !form.get("password") ? "Please enter your email and password." : !typed.includes("@") ? missingAtMessage(typed) : null;
          setClientError(found);
          if (found) event.preventDefault();
        }}
      >
        <HoneypotFields />
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label="Email" inputProps={{ name: "email", type: "email", autoComplete: "username", defaultValue: email, ...invalid }} />
        <PasswordField label="Password" inputProps={{ name: "password", autoComplete: "current-password", ...invalid }} />
        <p className="text-sm">
          <Link to="/sign-in?forgot" className="link">
            Forgot password?
          </Link>
        </p>
        <FormAlert id="sign-in-error" message={message} />
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

function ForgotPassword({ error, email }: { error?: string; email?: string }) {
  const submitting = useIsSubmitting();
  return (
    <AccountPage title="Reset your password" lead="Enter the email of your account and we will email you a 6-digit code to choose a new password.">
      <Form method="post" noValidate className="grid gap-5">
        <HoneypotFields />
        <input type="hidden" name="intent" value="forgot" />
        <Field
          label="Email"
          inputProps={{ name: "email", type: "email", autoComplete: "email", defaultValue: email, ...(error ? { "aria-invalid": true, "aria-describedby": "forgot-error" } : {}) }}
        />
        <FormAlert id="forgot-error" message={error} />
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

function ResetPassword({ error, email }: { error?: string; email: string | null }) {
  const submitting = useIsSubmitting();
  const [code, setCode] = useState("");
  const invalid = error ? ({ "aria-invalid": true, "aria-describedby": "reset-error" } as const) : {};
  return (
    <AccountPage
      title="Choose a new password"
      lead={email ? <p>If an account uses {email}, we emailed it a 6-digit code. Enter it with your new password.</p> : <p>Enter the code we emailed you and your new password.</p>}
    >
      <Form method="post" noValidate className="grid gap-5">
        <HoneypotFields />
        <input type="hidden" name="intent" value="reset" />
        <VerificationCodeField value={code} onValueChange={setCode} inputProps={invalid} />
        <PasswordField label="New password" hint="At least 8 characters, with an uppercase letter and a number." inputProps={{ name: "password", autoComplete: "new-password", ...invalid }} />
        <PasswordField label="Retype new password" inputProps={{ name: "confirmPassword", autoComplete: "new-password", ...invalid }} />
        <FormAlert id="reset-error" message={error} />
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

