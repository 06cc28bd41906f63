/**
 * Card money in and out (docs/payments.md): every payment a provider took and every refund it
 * gave, and the provider events already handled. Amounts in integer cents of CURRENCY.
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { checked, instant, references, timeCreated } from "../../db/columns";
import { users } from "../accounts/schema";

export type PaymentKind = "payment" | "refund";
export type PaymentStatus = "succeeded" | "pending" | "failed";
export type PaymentPurpose = "booking" | "membership";

/**
 * One movement of card money: a payment (positive) or a refund (its own row, pointing at the
 * payment it returns). `subject_id` is what it paid for (a purchase, a membership), owned by the
 * module above that wrote it; `description` says it in words for the member's records.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    kind: text("kind").$type<PaymentKind>().notNull(),
    purpose: text("purpose").$type<PaymentPurpose>().notNull(),
    subjectId: uuid("subject_id").notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").$type<PaymentStatus>().notNull(),
    provider: text("provider").$type<"demo" | "stripe">().notNull(),
    /** The provider's id of this movement (a PaymentIntent, an Invoice, a Refund): unique per provider. */
    providerRef: text("provider_ref").notNull(),
    /** The refund's payment. */
    refundOf: uuid("refund_of"),
    receiptUrl: text("receipt_url"),
    timeCreated: timeCreated(),
  },
  (t) => [
    references("payments", t.userId, users.id).onDelete("cascade"),
    references("payments", t.refundOf, t.id),
    checked("payments", t.kind, sql`${t.kind} IN ('payment', 'refund')`),
    checked("payments", t.purpose, sql`${t.purpose} IN ('booking', 'membership')`),
    checked("payments", t.status, sql`${t.status} IN ('succeeded', 'pending', 'failed')`),
    checked("payments", t.provider, sql`${t.provider} IN ('demo', 'stripe')`),
    checked("payments", t.amountCents, sql`${t.amountCents} > 0`),
    uniqueIndex("payments_provider_ref_idx").on(t.provider, t.providerRef),
    index("payments_user_id_idx").on(t.userId, t.timeCreated),
    index("payments_subject_id_idx").on(t.subjectId),
  ],
);

/** A provider event handled: its id is stored in the transaction of its effect, so a redelivery has none. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  timeHandled: instant("time_handled").notNull().defaultNow(),
});

export type Payment = typeof payments.$inferSelect;
