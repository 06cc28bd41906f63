/** The demo outbox on the wire (contract/api/dev.ts). */
import type { HandlerAnswer } from "#contract/api/endpoint";
import type { readDemoOutbox } from "#contract/api/dev";
import type { OutboxMessage } from "../../infra/schema";

export function toOutboxMessageWire(row: OutboxMessage): HandlerAnswer<typeof readDemoOutbox>[number] {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    code: row.code,
    attachments: row.attachments.map((file) => ({ filename: file.filename, content_type: file.contentType, content: file.content })),
    time_created: row.timeCreated.toISOString(),
  };
}
