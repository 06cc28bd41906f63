/**
 * Loads experiences with everything their wire shape shows (provider, category, tags,
 * availabilities, the caller's like, the name of the required tier) in a fixed number of queries,
 * whatever the number of experiences: lists, search, purchases and checkout all go through here.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { businessesByIds } from "../businesses";
import { tierNames } from "../memberships";
import { experienceAvailabilities, experienceCategories, experienceLikes, experiences, experienceTagLinks, experienceTags, experienceVenues, type ExperienceAvailability } from "./schema";
import type { ExperienceWithRelations, TagWire } from "./wire";

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The experiences of `ids` in the order of `ids` (ids not found are left out). `viewerId` is the
 * signed-in caller, for `liked`; null for a caller without a session.
 */
export async function loadExperiences(
  db: Database,
  ids: readonly string[],
  viewerId: string | null,
): Promise<ExperienceWithRelations[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [found, tagRows, availabilityRows, likedRows, names] = await Promise.all([
    db
      .select({
        experience: experiences,
        category: { name: experienceCategories.name, title: experienceCategories.title },
        venueId: experienceVenues.venueId,
      })
      .from(experiences)
      .innerJoin(experienceCategories, eq(experienceCategories.id, experiences.categoryId))
      .leftJoin(experienceVenues, eq(experienceVenues.experienceId, experiences.id))
      .where(inArray(experiences.id, unique)),
    db
      .select({
        experienceId: experienceTagLinks.experienceId,
        name: experienceTags.name,
        title: experienceTags.title,
        category: experienceCategories.name,
      })
      .from(experienceTagLinks)
      .innerJoin(experienceTags, eq(experienceTags.id, experienceTagLinks.tagId))
      .leftJoin(experienceCategories, eq(experienceCategories.id, experienceTags.categoryId))
      .where(inArray(experienceTagLinks.experienceId, unique))
      .orderBy(asc(experienceTags.name)),
    db
      .select()
      .from(experienceAvailabilities)
      .where(inArray(experienceAvailabilities.experienceId, unique))
      .orderBy(asc(experienceAvailabilities.startHour), asc(experienceAvailabilities.startMinute), asc(experienceAvailabilities.id)),
    viewerId
      ? db
          .select({ experienceId: experienceLikes.experienceId })
          .from(experienceLikes)
          .where(and(eq(experienceLikes.userId, viewerId), inArray(experienceLikes.experienceId, unique)))
      : Promise.resolve([]),
    tierNames(db),
  ]);
  // The seller from businesses: an experience's brand exists while it does (its key cascades).
  const brands = await businessesByIds(db, found.map((row) => row.experience.businessId));
  const rows = found.flatMap((row) => {
    const brand = brands.get(row.experience.businessId);
    return brand ? [{ ...row, provider: { id: brand.id, name: brand.name, domain: brand.domain, logo: brand.logo } }] : [];
  });

  const tags = groupBy(tagRows, (row) => row.experienceId);
  const availabilities = groupBy<ExperienceAvailability>(availabilityRows, (row) => row.experienceId);
  const liked = new Set(likedRows.map((row) => row.experienceId));
  const byId = new Map(rows.map((row) => [row.experience.id, row]));

  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const tier = row.experience.minimumTier;
    return [
      {
        experience: row.experience,
        provider: row.provider,
        category: row.category,
        venueId: row.venueId,
        tags: (tags.get(id) ?? []).map(({ name, title, category }): TagWire => ({ name, title, category })),
        availabilities: availabilities.get(id) ?? [],
        liked: liked.has(id),
        minimumTierName: tier === null ? null : (names.get(tier) ?? null),
      },
    ];
  });
}
