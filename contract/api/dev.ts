/**
 * The demo outbox (platform/README.md "Demo outbox"; docs/security.md "Demo outbox"): the mail a
 * demo platform keeps instead of sending it. Served by demo platforms only: in production the path
 * does not exist. Who reads what: with the site's credential, only the codes the caller started
 * (the sign-up its `email` and `signup` name, the email change of the member whose token it
 * sends, and the notices mailed to that member); everything with an operator or sandbox credential, or on a platform started with
 * DEMO_OUTBOX=all. `recipient` narrows any of these further.
 */
import { z } from "zod";
import { OUTBOX_QUERY } from "../demo-outbox";
import { endpoint } from "./endpoint";
import { badQuery } from "./errors";

/** Recipients one request may filter on. */
export const MAX_OUTBOX_RECIPIENTS = 5;

// Not strict: a parameter the outbox does not know is ignored, as it always was.
const outboxQuery = z.object({
  [OUTBOX_QUERY.email]: z.string().optional().meta({ description: "The email of the sign-up whose codes to show (with `signup`)." }),
  [OUTBOX_QUERY.signup]: z.string().optional().meta({ description: "The token POST /account/create answered for that sign-up." }),
  recipient: z.string().optional().meta({ description: `Only mail to this address; repeatable, at most ${MAX_OUTBOX_RECIPIENTS} times.` }),
});

const outboxMessage = z
  .object({
    id: z.uuid(),
    recipient: z.string(),
    subject: z.string(),
    body: z.string(),
    code: z.string().nullable().meta({ description: "The code in the message, if any." }),
    attachments: z
      .array(z.object({ filename: z.string(), content_type: z.string(), content: z.string().meta({ description: "The file's text (UTF-8)." }) }))
      .meta({ description: "Files sent with the message (a booking's calendar file)." }),
    time_created: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "OutboxMessage" });

export const readDemoOutbox = endpoint({
  id: "readDemoOutbox",
  method: "GET",
  path: "/dev/outbox",
  summary: "The mail a demo platform kept, newest first (demo platforms only)",
  spec: "DESIGN.md The shape (the demo environment)",
  caller: "member-or-guest",
  query: outboxQuery,
  answer: { status: 200, json: z.array(outboxMessage) },
  refusals: [{ ...badQuery, when: `More than ${MAX_OUTBOX_RECIPIENTS} recipients.` }],
});

export const devEndpoints = [readDemoOutbox] as const;
