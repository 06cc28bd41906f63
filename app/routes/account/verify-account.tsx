import { useState } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/verify-account";
import { readFormData } from "~/.server/forms/form-data";
import { forgetPendingEmail, pendingEmailOf, serverMessage } from "~/.server/session/accounts";
import { isSpam } from "~/.server/forms/honeypot";
import { platformFor } from "~/.server/platform/connection";
import { AccountPage } from "~/features/account/account-page";
import { FormAlert, HoneypotFields, SubmitButton, useIsSubmitting, VerificationCodeField } from "~/ui/forms";
import { MESSAGES, submittedCode, typedCode } from "~/features/account/account-forms";
import { pageMeta } from "~/features/shell/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Verify Your Account", "Confirm your email address with the 6-digit code we sent you.");

export async function loader({ request }: Route.LoaderArgs) {
  return { email: await pendingEmailOf(request) };
}

type Result = { intent: "verify" | "resend"; error?: string; notice?: string; code?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = form.get("intent") === "resend" ? "resend" : "verify";
  const fail = (error: string, code?: string) => data<Result>({ intent, error, code }, { status: 400 });
  // The resend form has no honeypot: it only mails the address already in the signed cookie, and is rate limited.
  if (intent === "verify" && (await isSpam(form))) return fail("This form could not be sent. Please reload the page and try again.");
  const email = await pendingEmailOf(request);
  if (!email) return fail(MESSAGES.noEmail);
  const platform = platformFor(request, context);

  if (intent === "resend") {
    try {
      await platform.accounts.resendVerification(email);
    } catch (error) {
      return fail(serverMessage(error, "We could not send a new code. Please try again."));
    }
    return data<Result>({ intent, notice: `We sent a new code to ${email}. It expires in 10 minutes.` });
  }

  const raw = form.get("code");
  const code = submittedCode(raw);
  // Sent back to the field as its input would keep it (digits only, at most 6).
  if (!code) return fail(MESSAGES.code, typeof raw === "string" ? typedCode(raw) : "");
  try {
    // The platform answers with the session's tokens: signed in, and the site never held the password.
    await platform.accounts.verify(email, code);
  } catch (error) {
    return fail(serverMessage(error, MESSAGES.verifyFailed), code);
  }
  return redirect("/membership-levels", { headers: { "Set-Cookie": await forgetPendingEmail(request) } });
}

export default function VerifyAccount() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const verifying = useIsSubmitting();
  const [code, setCode] = useState(result?.code ?? "");
  const [clientError, setClientError] = useState<string | null>(null);
  const [seen, setSeen] = useState(result);
  if (seen !== result) {
    setSeen(result);
    setClientError(null);
  }
  const verifyError = clientError ?? (result?.intent === "verify" ? result.error : undefined);

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
      <Form
        method="post"
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          const value = String(new FormData(event.currentTarget).get("code") ?? "");
          if (!/^\d{6}$/.test(value)) {
            event.preventDefault();
            setClientError(MESSAGES.code);
          } else setClientError(null);
        }}
      >
        <HoneypotFields />
        <input type="hidden" name="intent" value="verify" />
        <VerificationCodeField
          value={code}
          onValueChange={setCode}
          inputProps={verifyError ? { "aria-invalid": true, "aria-describedby": "verify-error" } : undefined}
        />
        <FormAlert id="verify-error" message={verifyError} />
        <SubmitButton pending={verifying} pendingLabel="Verifying..." className="btn-primary w-full sm:w-auto">
          Verify
        </SubmitButton>
      </Form>

      <div className="mt-8 border-t border-line pt-6">
        <h2 className="text-base font-semibold">Didn’t get a code?</h2>
        <p className="mt-1 text-sm text-muted">Codes expire after 10 minutes. Check your spam folder, or ask for a new one.</p>
        <Form method="post" className="mt-3 grid gap-3">
          <input type="hidden" name="intent" value="resend" />
          {result?.intent === "resend" ? <FormAlert message={result.error ?? result.notice} tone={result.error ? "error" : "success"} /> : null}
          <div>
            <button type="submit" className="btn-secondary">
              Send a new code
            </button>
          </div>
        </Form>
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
