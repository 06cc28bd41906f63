/**
 * Purchases and tickets (spec/platform-core.md §7 "Purchases and tickets"): a buyer sees only
 * their own purchases (anyone else's is the 404 of an unknown one); a ticket is seen and closed
 * by its holder or by the owner of the brand that sold it.
 */
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { brandCardOf, brandOwnerOf, businessesByIds } from "../businesses";
import { creditNamesOf } from "../coins";
import { loadExperiences, type ProviderWire } from "../experiences";
import { purchases, ratings, tickets, type Purchase, type Rating, type Ticket } from "./schema";
import { forbidden, notFound } from "../../errors";
import { emit } from "../../events";
import { experienceById } from "./checkout";
import { venuesByIds } from "../venues";
import type { LoadedPurchase } from "./wire";

export const PURCHASE_MESSAGES = {
  noPurchase: "No such purchase.",
  noTicket: "No such ticket.",
  notSeller: "Only the owner of the brand that sells this experience may list its tickets.",
} as const;

const UUID = /^[0-9a-f-]{36}$/i;
const LIST_LIMIT = 200;

async function sellers(db: Database, ids: string[]): Promise<Map<string, ProviderWire>> {
  if (ids.length === 0) return new Map();
  const brands = await businessesByIds(db, ids);
  return new Map([...brands.values()].map((brand) => [brand.id, { id: brand.id, name: brand.name, username: brand.domain, logo: brand.logo }]));
}

/**
 * Each purchase's seller, tickets (by number) and rating in one statement: a purchase has at most
 * one rating (its key is unique), so the joined rows are its tickets, or one row without any.
 */
async function purchaseExtras(db: Database, ids: string[]) {
  const rows = await db
    .select({ purchaseId: purchases.id, seller: brandCardOf(purchases.businessId), ticket: tickets, rating: ratings })
    .from(purchases)
    .leftJoin(tickets, eq(tickets.purchaseId, purchases.id))
    .leftJoin(ratings, eq(ratings.purchaseId, purchases.id))
    .where(inArray(purchases.id, ids))
    .orderBy(asc(tickets.number));
  const extras = new Map<string, { seller: ProviderWire; tickets: Ticket[]; rating: Rating | null }>();
  for (const { purchaseId, seller, ticket, rating } of rows) {
    let entry = extras.get(purchaseId);
    if (!entry) {
      // A purchase's brand exists while it does (its key cascades).
      entry = { seller: { id: seller!.id, name: seller!.name, username: seller!.domain, logo: seller!.logo }, tickets: [], rating };
      extras.set(purchaseId, entry);
    }
    if (ticket) entry.tickets.push(ticket);
  }
  return extras;
}

/** Purchases with everything their wire shape shows, in a fixed number of queries. */
export async function loadPurchases(db: Database, rows: Purchase[], viewerId: string): Promise<LoadedPurchase[]> {
  if (rows.length === 0) return [];
  const creditIds = [...new Set(rows.flatMap((row) => (row.creditId ? [row.creditId] : [])))];
  const [loaded, extras, creditNames] = await Promise.all([
    loadExperiences(db, rows.map((row) => row.experienceId), viewerId),
    purchaseExtras(db, rows.map((row) => row.id)),
    creditNamesOf(db, creditIds),
  ]);
  const experiencesById = new Map(loaded.map((item) => [item.experience.id, item]));
  const venues = await venuesByIds(db, loaded.flatMap((item) => (item.venueId ? [item.venueId] : [])));
  return rows.map((purchase) => {
    const { seller, tickets, rating } = extras.get(purchase.id)!;
    return {
      purchase,
      experience: experiencesById.get(purchase.experienceId)!,
      venue: venues.get(experiencesById.get(purchase.experienceId)!.venueId ?? "") ?? null,
      seller,
      creditName: purchase.creditId ? (creditNames.get(purchase.creditId) ?? null) : null,
      tickets,
      rating,
    };
  });
}

/** The user's purchases: upcoming (starting now or later, soonest first) or past (latest first). */
export async function listPurchases(db: Database, userId: string, when: "upcoming" | "past"): Promise<LoadedPurchase[]> {
  const upcoming = when === "upcoming";
  const rows = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), upcoming ? gte(purchases.startsAt, sql`now()`) : lt(purchases.startsAt, sql`now()`)))
    .orderBy(upcoming ? asc(purchases.startsAt) : desc(purchases.startsAt), asc(purchases.id))
    .limit(LIST_LIMIT);
  return loadPurchases(db, rows, userId);
}

/** How many purchases `listPurchases` would find each way, without its limit: one statement on the user's index. */
export async function countPurchases(db: Database, userId: string): Promise<{ upcoming: number; past: number }> {
  const [counts] = await db
    .select({
      upcoming: sql<number>`(count(*) filter (where ${purchases.startsAt} >= now()))::int`,
      past: sql<number>`(count(*) filter (where ${purchases.startsAt} < now()))::int`,
    })
    .from(purchases)
    .where(eq(purchases.userId, userId));
  return counts ?? { upcoming: 0, past: 0 };
}

/** The user's own purchase, or the 404 of an unknown one. */
export async function ownPurchase(db: Database, userId: string, id: string): Promise<Purchase> {
  if (!UUID.test(id)) throw notFound(PURCHASE_MESSAGES.noPurchase);
  const [row] = await db.select().from(purchases).where(and(eq(purchases.id, id), eq(purchases.userId, userId)));
  if (!row) throw notFound(PURCHASE_MESSAGES.noPurchase);
  return row;
}

export type TicketAccess = { ticket: Ticket; purchase: Purchase; role: "holder" | "seller" };

/** A ticket its holder or its seller's owner asks for; a 404 for anyone else, as for an unknown one. */
export async function reachableTicket(db: Database, userId: string, id: string): Promise<TicketAccess> {
  if (!UUID.test(id)) throw notFound(PURCHASE_MESSAGES.noTicket);
  const [row] = await db
    .select({ ticket: tickets, purchase: purchases })
    .from(tickets)
    .innerJoin(purchases, eq(purchases.id, tickets.purchaseId))
    .where(eq(tickets.id, id));
  if (!row) throw notFound(PURCHASE_MESSAGES.noTicket);
  // The holder first: an owner buying their own experience closes as its holder.
  if (row.purchase.userId === userId) return { ticket: row.ticket, purchase: row.purchase, role: "holder" };
  if ((await brandOwnerOf(db, row.purchase.businessId)) === userId) return { ticket: row.ticket, purchase: row.purchase, role: "seller" };
  throw notFound(PURCHASE_MESSAGES.noTicket);
}

/**
 * Closes a ticket, recording who (its holder or its seller, and the user) and when (spec §4).
 * Closing a closed ticket changes nothing and answers it as it is (the first close is the one
 * recorded). The site asks the person first: this call itself cannot be undone.
 */
export async function closeTicket(db: Database, userId: string, id: string, now: Date): Promise<TicketAccess> {
  const access = await reachableTicket(db, userId, id);
  const closed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tickets)
      .set({ closed: true, closedBy: access.role, closedByUserId: userId, timeClosed: now })
      // A cancelled booking's tickets admit no one: they are not closed (used) either.
      .where(and(eq(tickets.id, id), eq(tickets.closed, false), eq(tickets.cancelled, false)))
      .returning();
    const { purchase } = access;
    const event = { purchaseId: purchase.id, holderId: purchase.userId, experienceId: purchase.experienceId, closerId: userId };
    if (row) await emit(tx, "ticketClosed", { ...event, closedBy: access.role, number: row.number });
    return row;
  });
  if (closed) return { ...access, ticket: closed };
  const [current] = await db.select().from(tickets).where(eq(tickets.id, id));
  return { ...access, ticket: current! };
}

export async function sellerOf(db: Database, businessId: string): Promise<ProviderWire> {
  const map = await sellers(db, [businessId]);
  return map.get(businessId)!;
}

/** The tickets of an experience, for the owner of the brand selling it: all, or only open/closed ones. */
export async function ticketsOfExperience(
  db: Database,
  userId: string,
  experienceId: string,
  open: boolean | undefined,
): Promise<{ tickets: Ticket[]; seller: ProviderWire }> {
  const experience = await experienceById(db, experienceId);
  const seller = await sellers(db, [experience.businessId]);
  if ((await brandOwnerOf(db, experience.businessId)) !== userId) throw forbidden(PURCHASE_MESSAGES.notSeller);
  const filter: SQL | undefined = open === undefined ? undefined : eq(tickets.closed, !open);
  const rows = await db
    .select({ ticket: tickets })
    .from(tickets)
    .innerJoin(purchases, eq(purchases.id, tickets.purchaseId))
    .where(and(eq(purchases.experienceId, experienceId), filter))
    .orderBy(asc(purchases.startsAt), asc(purchases.id), asc(tickets.number));
  return { tickets: rows.map((row) => row.ticket), seller: seller.get(experience.businessId)! };
}
