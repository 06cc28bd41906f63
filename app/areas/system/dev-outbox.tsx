import { data } from "react-router";
import type { Route } from "./+types/dev-outbox";
import { config } from "~/.server/config";
import { pageMeta } from "~/areas/shell/meta";
import { timeZoneOf } from "~/.server/platform/connection";
import { attachmentPath, readableOutbox } from "./dev-outbox.server";
import { OutboxBody, sentForPeople } from "./outbox-body";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Outbox", "Emails the demo platform kept instead of sending them.");

/** The demo outbox: what this visitor may read of it (./dev-outbox.server.ts), newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const messages = await readableOutbox(request, context);
  const everything = config.DEMO_OUTBOX === "all";
  const zone = timeZoneOf(request);
  const now = new Date();
  return data(
    {
      messages: messages.map(({ attachments, ...message }) => ({
        ...message,
        sent: sentForPeople(message.created, zone, now),
        files: attachments.map((file, index) => ({ name: file.filename, href: attachmentPath(message.id, index) })),
      })),
      everything,
    },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
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
      {everything ? (
        <p className="mt-3 max-w-2xl text-muted">This site was started with DEMO_OUTBOX=all: every message is shown to every visitor.</p>
      ) : (
        <p className="mt-3 max-w-2xl text-muted">
          You see only the codes of the sign-up started in this browser and of the email change of the account signed in here, and the
          notices mailed to that account. Password reset codes are never shown.
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
                    <time dateTime={message.created}>{message.sent}</time>
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
                <OutboxBody text={message.body} />
                {message.files.length > 0 ? (
                  <ul aria-label="Attachments" className="mt-3 flex flex-wrap gap-2">
                    {message.files.map((file) => (
                      <li key={file.href}>
                        <a href={file.href} download={file.name} className="btn-secondary text-sm">
                          Download {file.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
