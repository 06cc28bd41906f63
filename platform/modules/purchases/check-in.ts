/**
 * Door check-in (contract/api/check-in.ts): a brand's owner lists the tickets of one of the brand's
 * experiences on one date and closes one by the door code its holder shows, recording the owner
 * and the time (spec §4: the closer is recorded). A code is looked for only among that brand's
 * tickets of that experience and date, so another brand's code answers as a code nobody holds.
 * Every wrong code spends one of the host's tries (platform/infra/rate-limit.ts doorCodes).
 */
import { and, asc, eq } from "drizzle-orm";
import { normalDoorCode } from "#contract/door-code";
import { NO_TICKET_WITH_CODE } from "#contract/api/check-in";
import type { z } from "zod";
import type { checkInAnswer, doorList, doorTicket } from "#contract/api/check-in";
import type { Database } from "../../db/connect";
import { nameOf } from "../accounts";
import { notFound } from "../../errors";
import { emit } from "../../events";
import { ownedBrand } from "./bookings";
import { experienceById } from "./lookups";
import { purchases, tickets, type Purchase, type Ticket } from "./schema";

type DoorTicketWire = z.input<typeof doorTicket>;
type DoorListWire = z.input<typeof doorList>;
type CheckInWire = z.input<typeof checkInAnswer>;

const NO_EXPERIENCE = "No such experience of this brand.";

export type DoorTries = { spend(userId: string): Promise<void>; refund(userId: string): Promise<void> };

/** The experience when it is the caller's brand's; the same 404 for anyone else's or none. */
async function ownedExperience(db: Database, userId: string, businessId: string, experienceId: string) {
  await ownedBrand(db, userId, businessId);
  const experience = await experienceById(db, experienceId).catch(() => null);
  if (!experience || experience.businessId !== businessId) throw notFound(NO_EXPERIENCE);
  return experience;
}

function stateOf(ticket: Ticket): DoorTicketWire["state"] {
  return ticket.cancelled ? "cancelled" : ticket.closed ? "used" : "open";
}

function toDoorTicket(ticket: Ticket, purchase: Purchase, buyerName: string): DoorTicketWire {
  return {
    id: ticket.id,
    purchase_id: purchase.id,
    number: ticket.number,
    of: purchase.guests,
    buyer: { id: purchase.userId, name: buyerName },
    door_code: ticket.doorCode,
    time: purchase.startTime,
    state: stateOf(ticket),
    closed_by: ticket.closedBy,
    time_closed: ticket.timeClosed?.toISOString() ?? null,
  };
}

/** The date's tickets of the experience sold by this brand, by start time, booking and number. */
export async function doorTickets(db: Database, userId: string, businessId: string, experienceId: string, date: string): Promise<DoorListWire> {
  const experience = await ownedExperience(db, userId, businessId, experienceId);
  const rows = await db
    .select({ ticket: tickets, purchase: purchases })
    .from(tickets)
    .innerJoin(purchases, eq(purchases.id, tickets.purchaseId))
    .where(and(eq(purchases.businessId, businessId), eq(purchases.experienceId, experienceId), eq(purchases.date, date)))
    .orderBy(asc(purchases.startsAt), asc(purchases.timeCreated), asc(purchases.id), asc(tickets.number));
  const names = new Map<string, string>();
  for (const id of new Set(rows.map((row) => row.purchase.userId))) names.set(id, await nameOf(db, id));
  return {
    experience: { id: experience.id, name: experience.name },
    date,
    timezone: experience.timezone,
    tickets: rows.map((row) => toDoorTicket(row.ticket, row.purchase, names.get(row.purchase.userId)!)),
  };
}

/**
 * Checks in the ticket with `typed` code among the date's tickets of the experience: closed now by
 * the caller as its seller; a used one answers as it is (the first check-in stays recorded); a
 * cancelled one admits no one. A wrong code spends a try; a right one gives it back.
 */
export async function checkIn(
  db: Database,
  tries: DoorTries,
  input: { userId: string; businessId: string; experienceId: string; date: string; typed: string; now: Date },
): Promise<CheckInWire> {
  const { userId, businessId, experienceId, date } = input;
  await ownedExperience(db, userId, businessId, experienceId);
  await tries.spend(userId);
  const code = normalDoorCode(input.typed);
  const found = code
    ? await db
        .select({ ticket: tickets, purchase: purchases })
        .from(tickets)
        .innerJoin(purchases, eq(purchases.id, tickets.purchaseId))
        .where(and(eq(tickets.doorCode, code), eq(purchases.businessId, businessId), eq(purchases.experienceId, experienceId), eq(purchases.date, date)))
    : [];
  const row = found[0];
  if (!row) throw notFound(NO_TICKET_WITH_CODE);
  await tries.refund(userId);
  const buyer = await nameOf(db, row.purchase.userId);
  if (row.ticket.cancelled) return { result: "cancelled", ticket: toDoorTicket(row.ticket, row.purchase, buyer) };
  const closed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(tickets)
      .set({ closed: true, closedBy: "seller", closedByUserId: userId, timeClosed: input.now })
      .where(and(eq(tickets.id, row.ticket.id), eq(tickets.closed, false), eq(tickets.cancelled, false)))
      .returning();
    if (updated) {
      const { purchase } = row;
      await emit(tx, "ticketClosed", { purchaseId: purchase.id, holderId: purchase.userId, experienceId: purchase.experienceId, closerId: userId, closedBy: "seller", number: updated.number });
    }
    return updated;
  });
  if (closed) return { result: "checked_in", ticket: toDoorTicket(closed, row.purchase, buyer) };
  // Closed (or cancelled) between the read and the update: answer it as it is now.
  const [current] = await db.select().from(tickets).where(eq(tickets.id, row.ticket.id));
  return { result: current!.cancelled ? "cancelled" : "already_used", ticket: toDoorTicket(current!, row.purchase, buyer) };
}
