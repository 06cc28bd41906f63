/**
 * Loads experiences with everything their wire shape shows (provider, category, tags,
 * availabilities, the caller's like, the name of the required tier) in one statement, whatever
 * the number of experiences (each statement costs the embedded database about a millisecond of
 * CPU, whatever its size): lists, search, purchases and checkout all go through here.
 */
import { inArray, sql, eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { parsedJson } from "../../db/json";
import { brandCardOf } from "../businesses";
import { tierNames } from "../memberships";
import { experienceCategories, experiences, experienceVenues, type ExperienceAvailability } from "./schema";
import type { ExperienceWithRelations, TagWire } from "./wire";

/** Its tags by name (a tag's category, or null). */
const tagsOf = sql<TagWire[]>`coalesce((
  select json_agg(json_build_object('name', t.name, 'title', t.title, 'category', c.name) order by t.name)
  from experience_tag_links l join experience_tags t on t.id = l.tag_id left join experience_categories c on c.id = t.category_id
  where l.experience_id = ${experiences.id}), '[]'::json)`.mapWith(parsedJson);

/** Its weekly windows by start, as ExperienceAvailability rows. */
const availabilitiesOf = sql<ExperienceAvailability[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'experienceId', a.experience_id, 'startHour', a.start_hour, 'startMinute', a.start_minute,
    'endHour', a.end_hour, 'endMinute', a.end_minute, 'monday', a.monday, 'tuesday', a.tuesday, 'wednesday', a.wednesday,
    'thursday', a.thursday, 'friday', a.friday, 'saturday', a.saturday, 'sunday', a.sunday) order by a.start_hour, a.start_minute, a.id)
  from experience_availabilities a where a.experience_id = ${experiences.id}), '[]'::json)`.mapWith(parsedJson);

const likedBy = (viewerId: string | null) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from experience_likes k where k.experience_id = ${experiences.id} and k.user_id = ${viewerId})`;

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
  const [found, names] = await Promise.all([
    db
      .select({
        experience: experiences,
        category: { name: experienceCategories.name, title: experienceCategories.title },
        venueId: experienceVenues.venueId,
        // The seller from businesses: an experience's brand exists while it does (its key cascades).
        provider: brandCardOf(experiences.businessId),
        tags: tagsOf,
        availabilities: availabilitiesOf,
        liked: likedBy(viewerId),
      })
      .from(experiences)
      .innerJoin(experienceCategories, eq(experienceCategories.id, experiences.categoryId))
      .leftJoin(experienceVenues, eq(experienceVenues.experienceId, experiences.id))
      .where(inArray(experiences.id, [...new Set(ids)])),
    tierNames(db),
  ]);
  const byId = new Map(found.map((row) => [row.experience.id, row]));

  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row?.provider) return [];
    const tier = row.experience.minimumTier;
    return [
      {
        experience: row.experience,
        provider: row.provider,
        category: row.category,
        venueId: row.venueId,
        tags: row.tags,
        availabilities: row.availabilities,
        liked: row.liked,
        minimumTierName: tier === null ? null : (names.get(tier) ?? null),
      },
    ];
  });
}
