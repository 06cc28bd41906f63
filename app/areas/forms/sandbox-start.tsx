import type { SubmissionResult } from "~/ui/form-reply";
import { useEffect, useId, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { HoneypotFields } from "~/ui/forms";

/** Where the credentials are kept in the browser (marketing-site §3: with the name they were created for). */
export const SANDBOX_STORAGE_KEY = "sandbox_credentials";

/** The SDK docs: the API reference (opened in a new tab, so the dialog stays). */
export const SDK_DOCS_URL = "/api-reference";

export type SandboxCredentialsView = { name: string; publicKey: string; secretKey: string; username: string };

/** What POST /sandbox answers: the credentials (and where Done leads), or the form's refusal. */
export type SandboxAnswer = { credentials: SandboxCredentialsView; returnTo: string } | { result: SubmissionResult<string[]> };

/**
 * "Start Free in the Sandbox" (marketing-site §2 Technology, Ecosystem): a POST to /sandbox.
 * With JavaScript it goes through a fetcher and the credentials open in a modal dialog (focus
 * moves into it; Escape and Done close it and focus returns to the button); they are also kept in
 * localStorage. Without JavaScript the same form loads /sandbox, which shows them once.
 * A form without fields: the action's one message is read from its conform result directly, so
 * the marketing pages that carry this button do not load conform.
 */
export function SandboxStart({ className = "btn-primary", lastResult }: { className?: string; lastResult?: SubmissionResult<string[]> }) {
  const fetcher = useFetcher<SandboxAnswer>();
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const errorId = useId();
  const busy = fetcher.state !== "idle";
  const credentials = fetcher.data && "credentials" in fetcher.data ? fetcher.data.credentials : null;
  // The action's refusal: the fetcher's (JavaScript), else the page's own (a page load on /sandbox).
  const failure = formMessageOf(fetcher.data ? ("result" in fetcher.data ? fetcher.data.result : undefined) : lastResult);

  useEffect(() => {
    if (!credentials || fetcher.state !== "idle") return;
    try {
      localStorage.setItem(
        SANDBOX_STORAGE_KEY,
        JSON.stringify({
          name: credentials.name,
          public_key: credentials.publicKey,
          secret_key: credentials.secretKey,
          username: credentials.username,
        }),
      );
    } catch {
      // Storage full or disabled: the dialog still shows them.
    }
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [credentials, fetcher.state]);

  return (
    <>
      <fetcher.Form method="post" action="/sandbox" className="flex flex-col items-start gap-2">
        <HoneypotFields />
        {/* Where the result page's Done leads back to without JavaScript. */}
        <input type="hidden" name="returnTo" value={pathname} />
        <button
          ref={button}
          type="submit"
          className={className}
          disabled={busy}
          aria-disabled={busy || undefined}
          aria-describedby={failure ? errorId : undefined}
        >
          {busy ? "Starting your sandbox..." : "Start Free in the Sandbox"}
        </button>
        {failure ? (
          <p id={errorId} role="alert" className="max-w-xs text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
      </fetcher.Form>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => button.current?.focus()}
        className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      >
        {credentials ? <SandboxCredentialsPanel credentials={credentials} titleId={titleId} inDialog /> : null}
      </dialog>
    </>
  );
}

/** The form's one message in a conform result (its errors under the name ""). */
function formMessageOf(result: SubmissionResult<string[]> | undefined): string | null {
  return result?.error?.[""]?.[0] ?? null;
}

/** The credentials, shown once: in the dialog (with JavaScript) or on the /sandbox result page. */
export function SandboxCredentialsPanel({
  credentials,
  titleId,
  inDialog = false,
}: {
  credentials: SandboxCredentialsView;
  titleId: string;
  inDialog?: boolean;
}) {
  const rows: Array<[string, string]> = [
    ["Public Key", credentials.publicKey],
    ["Secret Key", credentials.secretKey],
    ["Username", credentials.username],
  ];
  const Heading = inDialog ? "h2" : "h1";
  return (
    <div className="p-6 sm:p-8">
      <Heading id={titleId} className={`font-bold tracking-tight ${inDialog ? "text-2xl" : "text-4xl sm:text-5xl"}`}>
        Sandbox credentials
      </Heading>
      <p className="mt-3 text-muted">
        Use them with the SDK or the API (headers <code className="font-mono text-sm">X-Api-Username</code> and{" "}
        <code className="font-mono text-sm">X-Api-Key</code>) to build against the sandbox: demo data, no real money.
      </p>
      <dl className="mt-6 space-y-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold">{label}</dt>
            <dd className="mt-1 rounded-lg border border-line bg-mist px-3 py-2 font-mono text-sm break-all select-all">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
        Copy them now and keep them somewhere safe: these credentials cannot be viewed again.
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <a href={SDK_DOCS_URL} target="_blank" rel="noopener noreferrer" className="link">
          Read the SDK docs<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {inDialog ? (
          <form method="dialog">
            <button type="submit" className="btn-primary">
              Done
            </button>
          </form>
        ) : null}
      </div>
    </div>
  );
}
