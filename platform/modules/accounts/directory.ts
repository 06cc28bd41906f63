/**
 * What other modules may know of accounts, asked by id or address: names and pictures (coins'
 * holders and history, notifications' senders, follows), whether a profile is shown to others, and
 * the public-profile search (spec/platform-core.md §7 "Users"). Only public, verified profiles are
 * ever shown to someone else; nothing here hands out contact details or password hashes but `User`
 * to the people module, whose wire keeps the public fields only.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { normalEmail } from "#contract/email";
import type { Database } from "../../db/connect";
import { users, type User } from "./schema";

type Reader = Pick<Database, "select">;

/** A person as others see them next to something: a name and a picture. */
export type PersonCard = Pick<User, "id" | "firstName" | "lastName" | "avatarId" | "public">;

const cardColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, avatarId: users.avatarId, public: users.public };

/** The cards of `ids` that exist, by id. */
export async function cardsOf(db: Reader, ids: readonly string[]): Promise<Map<string, PersonCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(cardColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** "First Last" of an account, "Someone" when it has no name (or is gone). */
export async function nameOf(db: Reader, userId: string): Promise<string> {
  const [user] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  return [user?.first, user?.last].filter(Boolean).join(" ") || "Someone";
}

/** The address an account's mail goes to, or null when it is gone. */
export async function emailOf(db: Reader, userId: string): Promise<string | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? null;
}

/** The id of the account with this address (any case) or this id, or null. */
export async function accountIdByEmailOrId(db: Reader, target: string, byEmail: boolean): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(byEmail ? sql`lower(${users.email}) = lower(${target})` : eq(users.id, target));
  return row?.id ?? null;
}

/** Shown to others: verified and public. */
const shown = and(eq(users.public, true), isNotNull(users.verifiedAt));

/** The account `id` when it is shown to others, or is the viewer's own; else null. */
export async function shownAccountById(db: Reader, viewerId: string, id: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(and(eq(users.id, id), id === viewerId ? undefined : shown));
  return user ?? null;
}

export async function shownAccountByEmail(db: Reader, viewerId: string, email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, normalEmail(email)), or(shown, eq(users.id, viewerId))));
  return user ?? null;
}

/** Public profiles whose name matches the prefix query, best first, paged. */
export async function searchShownAccounts(db: Reader, query: string, paging: { page: number; perPage: number }): Promise<{ people: User[]; total: number }> {
  const match = and(shown, sql`${users.nameSearch} @@ to_tsquery('simple', ${query})`);
  const people = await db
    .select()
    .from(users)
    .where(match)
    .orderBy(desc(sql`ts_rank(${users.nameSearch}, to_tsquery('simple', ${query}))`), asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const [total] = await db.select({ n: count() }).from(users).where(match);
  return { people, total: total?.n ?? 0 };
}
