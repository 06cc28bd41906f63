import { data } from "react-router";
import type { Route } from "./+types/dev-outbox";
import { config } from "~/.server/config";
import type { PlatformClient } from "~/.server/platform";
import { isLoopbackRequest, platformFor } from "~/.server/platform/connection";
import { pendingEmailOf, resetEmailOf } from "~/.server/session/accounts";
import { sessionFrom } from "~/.server/session/session";
import { pageMeta } from "~/features/shell/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Outbox", "Emails the demo platform kept instead of sending them.");

/**
 * The demo outbox: never in production (404), whatever the platform says. The whole of it only to
 * this machine itself (the socket's address, never a header); anyone else sees only the mail to
 * the addresses this browser is waiting on: its sign-up, its password reset, its email change.
 * Otherwise "Forgot password" for someone else's email and this page would open their account.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (config.PLATFORM_ENV === "production") throw data("Not found", { status: 404 });
  const platform = platformFor(request, context);
  const everything = isLoopbackRequest(context);
  const recipients = everything ? undefined : await addressesAwaitedBy(request, context, platform);
  const messages = recipients?.length === 0 ? [] : await platform.accounts.outbox(recipients);
  return data({ messages, everything }, { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}

/** The emails this browser waits on a code for, from its own signed cookies and session. */
async function addressesAwaitedBy(request: Request, context: Route.LoaderArgs["context"], platform: PlatformClient): Promise<string[]> {
  const found = [await pendingEmailOf(request), await resetEmailOf(request)];
  if (sessionFrom(context).signedIn) {
    // The email change waiting for its code; a session the platform ended just adds nothing.
    found.push(await platform.profile.me().then((user) => user.pendingEmail ?? null, () => null));
  }
  return [...new Set(found.filter((email): email is string => Boolean(email)))];
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { messages, everything } = loaderData;
  return (
    <section className="container-page py-12">
      <h1 className="text-3xl font-bold tracking-tight">Outbox</h1>
      <p className="mt-3 max-w-2xl text-muted">
        The demo environment does not send email: every message it would have sent is kept here, newest first. This page does not exist in
        production.
      </p>
      {everything ? null : (
        <p className="mt-3 max-w-2xl text-muted">
          You see only the messages sent to the email you are signing up with, resetting the password of, or changing to, in this browser.
        </p>
      )}
      {messages.length === 0 ? (
        <p className="mt-8">No messages yet.</p>
      ) : (
        <ol className="mt-8 grid gap-4">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border border-line bg-white p-5 shadow-sm">
              <article aria-label={`${message.subject} to ${message.recipient}`}>
                <h2 className="text-lg font-semibold">{message.subject}</h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-semibold">To</dt>
                  <dd data-testid="recipient">{message.recipient}</dd>
                  <dt className="font-semibold">Sent</dt>
                  <dd>
                    <time dateTime={message.created}>{new Date(message.created).toUTCString()}</time>
                  </dd>
                  {message.code ? (
                    <>
                      <dt className="font-semibold">Code</dt>
                      <dd>
                        <code data-testid="code" className="rounded-md bg-mist px-2 py-1 font-mono text-2xl font-bold tracking-[0.3em]">
                          {message.code}
                        </code>
                      </dd>
                    </>
                  ) : null}
                </dl>
                <pre className="mt-3 text-sm whitespace-pre-wrap text-muted">{message.body}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
