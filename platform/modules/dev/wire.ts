/** The demo outbox on the wire: `[{id, recipient, subject, body, code, time_created}]`. */
import type { OutboxMessage } from "../../infra/schema";

export type OutboxMessageWire = {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  time_created: string;
};

export function toOutboxMessageWire(row: OutboxMessage): OutboxMessageWire {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    code: row.code,
    time_created: row.timeCreated.toISOString(),
  };
}
