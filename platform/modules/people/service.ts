/**
 * People (spec/platform-core.md §7 "Users"): public profiles by id, email and name search, and
 * follows. Only profiles their owner made public are ever shown to others (anyone else is the 404
 * of an unknown person), and only what "public" means (./wire.ts): name, picture, follow counts
 * and owned brands, never contact details or a birth date.
 */
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { emit } from "../../events";
import { invalidRequest, notFound } from "../../errors";
import { cardsOf, searchShownAccounts, shownAccountByEmail, shownAccountById, type PersonCard, type User } from "../accounts";
import { brandsOwnedBy, type OwnedBrand } from "../businesses";
import { followNotices, follows } from "./schema";

export const PEOPLE_MESSAGES = {
  noPerson: "No such person.",
  notYourself: "You cannot follow yourself.",
} as const;

export type Counts = { followers: number; following: number; followedByMe: boolean };
export type { OwnedBrand, PersonCard };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A public profile (or one's own), or a 404. */
export async function personById(db: Database, viewerId: string, id: string): Promise<User> {
  if (!UUID.test(id)) throw notFound(PEOPLE_MESSAGES.noPerson);
  const user = await shownAccountById(db, viewerId, id);
  if (!user) throw notFound(PEOPLE_MESSAGES.noPerson);
  return user;
}

export async function personByEmail(db: Database, viewerId: string, email: string): Promise<User> {
  const user = await shownAccountByEmail(db, viewerId, email);
  if (!user) throw notFound(PEOPLE_MESSAGES.noPerson);
  return user;
}

export async function countsOf(db: Database, viewerId: string, id: string): Promise<Counts> {
  const [row] = await db
    .select({
      followers: sql<number>`count(*) FILTER (WHERE ${follows.followeeId} = ${id})::int`,
      following: sql<number>`count(*) FILTER (WHERE ${follows.followerId} = ${id})::int`,
      followedByMe: sql<boolean>`bool_or(${follows.followerId} = ${viewerId} AND ${follows.followeeId} = ${id})`,
    })
    .from(follows)
    .where(or(eq(follows.followeeId, id), eq(follows.followerId, id)));
  return { followers: row?.followers ?? 0, following: row?.following ?? 0, followedByMe: row?.followedByMe ?? false };
}

/** A follower is announced at most once in this long per pair, however often they unfollow and follow again. */
const NOTICE_EVERY = "24 hours";

/**
 * Follows a public profile; following again changes nothing. The followed person is told at most
 * once a day per follower: the notice's time is claimed in the same statement that decides, so
 * concurrent follow/unfollow cycles cannot tell twice.
 */
export async function follow(db: Database, followerId: string, followeeId: string, now: Date): Promise<User> {
  if (followerId === followeeId) throw invalidRequest(PEOPLE_MESSAGES.notYourself);
  const followee = await personById(db, followerId, followeeId);
  await db.transaction(async (tx) => {
    const added = await tx.insert(follows).values({ followerId, followeeId }).onConflictDoNothing().returning();
    if (added.length === 0) return;
    const due = await tx
      .insert(followNotices)
      .values({ followerId, followeeId, timeNotified: now })
      .onConflictDoUpdate({
        target: [followNotices.followerId, followNotices.followeeId],
        set: { timeNotified: now },
        setWhere: sql`${followNotices.timeNotified} <= ${now.toISOString()}::timestamptz - ${NOTICE_EVERY}::interval`,
      })
      .returning();
    if (due.length > 0) await emit(tx, "newFollower", { followerId, followeeId });
  });
  return followee;
}

/** The brands a person owns, oldest first: part of their public profile. */
export async function brandsOf(db: Database, userId: string): Promise<OwnedBrand[]> {
  return brandsOwnedBy(db, userId);
}

/** Unfollows (anyone, public or not any more); unfollowing again changes nothing. */
export async function unfollow(db: Database, followerId: string, followeeId: string): Promise<void> {
  if (followerId === followeeId) throw invalidRequest(PEOPLE_MESSAGES.notYourself);
  if (!UUID.test(followeeId)) throw notFound(PEOPLE_MESSAGES.noPerson);
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
}

/** Who follows the person and whom the person follows, newest first. */
export async function followsOf(db: Database, userId: string): Promise<{ followers: PersonCard[]; following: PersonCard[] }> {
  const followers = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(eq(follows.followeeId, userId))
    .orderBy(desc(follows.timeCreated), asc(follows.followerId));
  const following = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(eq(follows.followerId, userId))
    .orderBy(desc(follows.timeCreated), asc(follows.followeeId));
  const cards = await cardsOf(db, [...followers, ...following].map((row) => row.id));
  // A follow's two accounts exist while it does (its keys cascade), so every id has its card.
  const card = (rows: Array<{ id: string }>) => rows.flatMap((row) => cards.get(row.id) ?? []);
  return { followers: card(followers), following: card(following) };
}

/** The words of `q` as a prefix query: every word must begin a word of the name. */
function prefixQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.slice(0, 8).map((word) => `${word}:*`).join(" & ");
}

/** Public profiles whose name matches every word of `q` (as word prefixes), best first, paged. */
export async function searchPeople(db: Database, input: { q: string; page: number; perPage: number }): Promise<{ people: User[]; total: number }> {
  const query = prefixQuery(input.q);
  if (!query) return { people: [], total: 0 };
  return searchShownAccounts(db, query, input);
}
