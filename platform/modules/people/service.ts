/**
 * People (spec/platform-core.md §7 "Users"): public profiles by id, email and name search, and
 * follows. Only profiles their owner made public are ever shown to others (anyone else is the 404
 * of an unknown person), and only what "public" means (./wire.ts): name, picture, follow counts
 * and owned brands, never contact details or a birth date.
 */
import { and, asc, count, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { normalEmail } from "#contract/email";
import type { Database } from "../../db/connect";
import { users, type User } from "../accounts/schema";
import { businesses } from "../businesses/schema";
import { followNotices, follows } from "./schema";
import { invalidRequest, notFound } from "../../errors";
import { newFollower } from "../notifications/events";

export const PEOPLE_MESSAGES = {
  noPerson: "No such person.",
  notYourself: "You cannot follow yourself.",
} as const;

export type Counts = { followers: number; following: number; followedByMe: boolean };
export type PersonCard = Pick<User, "id" | "firstName" | "lastName" | "avatarId" | "public">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Shown to others: verified and public. */
const shown = and(eq(users.public, true), isNotNull(users.verifiedAt));
const cardColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, avatarId: users.avatarId, public: users.public };

/** A public profile (or one's own), or a 404. */
export async function personById(db: Database, viewerId: string, id: string): Promise<User> {
  if (!UUID.test(id)) throw notFound(PEOPLE_MESSAGES.noPerson);
  const [user] = await db.select().from(users).where(and(eq(users.id, id), id === viewerId ? undefined : shown));
  if (!user) throw notFound(PEOPLE_MESSAGES.noPerson);
  return user;
}

export async function personByEmail(db: Database, viewerId: string, email: string): Promise<User> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, normalEmail(email)), or(shown, eq(users.id, viewerId))));
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
    if (due.length > 0) await newFollower(tx, { followerId, followeeId });
  });
  return followee;
}

export type OwnedBrand = { id: string; name: string; username: string; logo: string | null };

/** The brands a person owns, oldest first: part of their public profile. */
export async function brandsOf(db: Database, userId: string): Promise<OwnedBrand[]> {
  return db
    .select({ id: businesses.id, name: businesses.name, username: businesses.domain, logo: businesses.logo })
    .from(businesses)
    .where(eq(businesses.ownerUserId, userId))
    .orderBy(asc(businesses.timeCreated), asc(businesses.id));
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
    .select(cardColumns)
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(eq(follows.followeeId, userId))
    .orderBy(desc(follows.timeCreated), asc(users.id));
  const following = await db
    .select(cardColumns)
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(eq(follows.followerId, userId))
    .orderBy(desc(follows.timeCreated), asc(users.id));
  return { followers, following };
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
  const match = and(shown, sql`${users.nameSearch} @@ to_tsquery('simple', ${query})`);
  const people = await db
    .select()
    .from(users)
    .where(match)
    .orderBy(desc(sql`ts_rank(${users.nameSearch}, to_tsquery('simple', ${query}))`), asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  const [total] = await db.select({ n: count() }).from(users).where(match);
  return { people, total: total?.n ?? 0 };
}
