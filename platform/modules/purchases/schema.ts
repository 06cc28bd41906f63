/**
 * What the marketplace sells (spec/platform-core.md §3 Purchase, Ticket): hosted checkouts, what each
 * slot has sold, purchases, their tickets and ratings. Money in cents.
 */
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { checked, instant, references, timeCreated } from "../../db/columns";
import { users } from "../accounts/schema";
import { businesses } from "../businesses/schema";
import { credits } from "../coins/schema";
import { experiences } from "../experiences/schema";

/**
 * A hosted checkout for one slot (POST /experiences/id/{id}/checkout/hosted): priced and checked
 * on the server when started, when it also holds the slot's places and debits the credits it uses
 * (docs/payments.md "Bookings"). "open" holds them until the provider confirms the payment
 * ("completed": the purchase exists) or the hold is released: "cancelled" (the buyer came back
 * through the cancel URL) or "expired". "refunded": paid after its hold was released when the
 * places were gone, so the payment went back in full.
 */
export const experienceCheckouts = pgTable(
  "experience_checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    experienceId: uuid("experience_id").notNull(),
    /** The slot: local date and HH:MM start in the experience's zone, and the instant it starts. */
    date: date("date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    startsAt: instant("starts_at").notNull(),
    guests: integer("guests").notNull(),
    pickup: boolean("pickup").notNull().default(false),
    pickupAddress: text("pickup_address"),
    creditId: uuid("credit_id"),
    creditQuantity: integer("credit_quantity").notNull().default(0),
    /** Before credits. */
    subtotalCents: integer("subtotal_cents").notNull(),
    /** What is charged. */
    priceCents: integer("price_cents").notNull(),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    status: text("status").$type<CheckoutStatus>().notNull().default("open"),
    /** Who takes the payment ("demo" or "stripe") and its id of the checkout (null until it answered). */
    provider: text("provider").$type<"demo" | "stripe">().notNull().default("demo"),
    providerCheckoutId: text("provider_checkout_id"),
    expiresAt: instant("expires_at").notNull(),
    timeCreated: timeCreated(),
    timeCompleted: instant("time_completed"),
    timeReleased: instant("time_released"),
  },
  (t) => [
    references("experience_checkouts", t.userId, users.id).onDelete("cascade"),
    references("experience_checkouts", t.experienceId, experiences.id).onDelete("cascade"),
    references("experience_checkouts", t.creditId, credits.id),
    checked("experience_checkouts", t.status, sql`${t.status} IN ('open', 'completed', 'cancelled', 'expired', 'refunded')`),
    checked("experience_checkouts", t.provider, sql`${t.provider} IN ('demo', 'stripe')`),
    checked("experience_checkouts", t.guests, sql`${t.guests} >= 1`),
    uniqueIndex("experience_checkouts_provider_checkout_idx").on(t.provider, t.providerCheckoutId),
    // The open holds: a member's (at most 3), and those the reconciliation visits.
    index("experience_checkouts_open_idx").on(t.userId).where(sql`${t.status} = 'open'`),
    index("experience_checkouts_open_created_idx").on(t.timeCreated).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Places sold per slot. Paying adds to `sold` in one guarded statement (never above the slot's
 * capacity), so concurrent payments cannot oversell it.
 */
export const experienceSlots = pgTable(
  "experience_slots",
  {
    experienceId: uuid("experience_id").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    sold: integer("sold").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "experience_slots_pkey", columns: [t.experienceId, t.date, t.startTime] }),
    references("experience_slots", t.experienceId, experiences.id).onDelete("cascade"),
    checked("experience_slots", t.sold, sql`${t.sold} >= 0`),
  ],
);

/**
 * Spec §3 Purchase; `state` "paid" or "cancelled". One per completed checkout. A cancelled one
 * records who cancelled, when, and what it gave back (card cents, credits) by the policy then.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    experienceId: uuid("experience_id").notNull(),
    /** The seller: the experience's brand at the time of purchase. */
    businessId: uuid("business_id").notNull(),
    checkoutId: uuid("checkout_id").notNull().unique("purchases_checkout_id_key"),
    date: date("date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    startsAt: instant("starts_at").notNull(),
    timezone: text("timezone").notNull(),
    guests: integer("guests").notNull(),
    state: text("state").$type<"paid" | "cancelled">().notNull().default("paid"),
    pickup: boolean("pickup").notNull().default(false),
    pickupAddress: text("pickup_address"),
    creditId: uuid("credit_id"),
    creditQuantity: integer("credit_quantity").notNull().default(0),
    subtotalCents: integer("subtotal_cents").notNull(),
    priceCents: integer("price_cents").notNull(),
    cancelledBy: text("cancelled_by").$type<"buyer" | "seller">(),
    timeCancelled: instant("time_cancelled"),
    refundPercent: integer("refund_percent"),
    refundCents: integer("refund_cents"),
    refundCreditQuantity: integer("refund_credit_quantity"),
    timeCreated: timeCreated(),
  },
  (t) => [
    references("purchases", t.userId, users.id).onDelete("cascade"),
    checked("purchases", t.cancelledBy, sql`${t.cancelledBy} IN ('buyer', 'seller')`),
    references("purchases", t.experienceId, experiences.id).onDelete("cascade"),
    references("purchases", t.businessId, businesses.id).onDelete("cascade"),
    references("purchases", t.checkoutId, experienceCheckouts.id),
    references("purchases", t.creditId, credits.id),
    checked("purchases", t.state, sql`${t.state} IN ('paid', 'cancelled')`),
    index("purchases_user_id_starts_at_idx").on(t.userId, t.startsAt),
    index("purchases_experience_id_idx").on(t.experienceId),
    index("purchases_business_id_starts_at_idx").on(t.businessId, t.startsAt),
  ],
);

/**
 * Spec §3 Ticket: one per guest. Closing records who closed it: the holder or the seller. A
 * cancelled booking's tickets are `cancelled` (not closed: nobody used them) and admit no one.
 */
export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseId: uuid("purchase_id").notNull(),
    /** 1 … guests: the first ticket carries the purchase's ratings. */
    number: integer("number").notNull(),
    closed: boolean("closed").notNull().default(false),
    closedByUserId: uuid("closed_by_user_id"),
    closedBy: text("closed_by").$type<"holder" | "seller">(),
    timeClosed: instant("time_closed"),
    cancelled: boolean("cancelled").notNull().default(false),
    /**
     * What the holder shows at the door (#contract/door-code): checked only against the seller's
     * brand and the booking's date, unique everywhere so that holds too. Null only for a ticket
     * written before codes existed and not yet backfilled.
     */
    doorCode: text("door_code"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    timeCreated: timeCreated(),
  },
  (t) => [
    references("tickets", t.purchaseId, purchases.id).onDelete("cascade"),
    references("tickets", t.closedByUserId, users.id).onDelete("set null"),
    checked("tickets", t.closedBy, sql`${t.closedBy} IN ('holder', 'seller')`),
    uniqueIndex("tickets_purchase_id_number_idx").on(t.purchaseId, t.number),
    uniqueIndex("tickets_door_code_idx").on(t.doorCode),
  ],
);

/** The ratings of a purchase, attached to its first ticket; rating again replaces them. */
export const ratings = pgTable(
  "ratings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseId: uuid("purchase_id").notNull().unique("ratings_purchase_id_key"),
    ticketId: uuid("ticket_id").notNull(),
    userId: uuid("user_id").notNull(),
    experienceId: uuid("experience_id").notNull(),
    /** 1-5, null until given. */
    experienceRating: integer("experience_rating"),
    /** 0-5, null until given. */
    providerRating: integer("provider_rating"),
    timeCreated: timeCreated(),
    timeUpdated: instant("time_updated").notNull().defaultNow(),
  },
  (t) => [
    references("ratings", t.purchaseId, purchases.id).onDelete("cascade"),
    references("ratings", t.ticketId, tickets.id).onDelete("cascade"),
    references("ratings", t.userId, users.id).onDelete("cascade"),
    references("ratings", t.experienceId, experiences.id).onDelete("cascade"),
    checked("ratings", t.experienceRating, sql`${t.experienceRating} BETWEEN 1 AND 5`),
    checked("ratings", t.providerRating, sql`${t.providerRating} BETWEEN 0 AND 5`),
    index("ratings_experience_id_idx").on(t.experienceId),
  ],
);

export type CheckoutStatus = "open" | "completed" | "cancelled" | "expired" | "refunded";
export type ExperienceCheckout = typeof experienceCheckouts.$inferSelect;
export type Purchase = typeof purchases.$inferSelect;
export type Ticket = typeof tickets.$inferSelect;
export type Rating = typeof ratings.$inferSelect;
