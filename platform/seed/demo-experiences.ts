/**
 * The demo marketplace `seed()` writes with the demo businesses: the experiences of
 * ./experiences/{east,central,west}.ts, filed under the reference taxonomy (./taxonomy.ts), each
 * sold by one demo business, in its town's zone. Everything is fixed data (no randomness), so
 * tests may rely on it. Each has one image: the illustration of its subject (contract/experience-covers.ts),
 * an SVG file the site serves from public/platform-assets/experiences/.
 */
import { inArray } from "drizzle-orm";
import { experienceCoverPath } from "#contract/experience-covers";
import type { Database } from "../db/connect";
import { businesses } from "../modules/businesses/schema";
import { experienceAvailabilities, experienceCategories, experiences, experienceTagLinks, experienceTags, type NewExperience } from "../modules/experiences/schema";
import { demoZones } from "./experiences/catalog";
import { centralExperiences } from "./experiences/central";
import { eastExperiences } from "./experiences/east";
import type { DemoExperience } from "./experiences/types";
import { westExperiences } from "./experiences/west";

export const demoExperiences: readonly DemoExperience[] = [...eastExperiences, ...centralExperiences, ...westExperiences];

const DAYS = { Mo: "monday", Tu: "tuesday", We: "wednesday", Th: "thursday", Fr: "friday", Sa: "saturday", Su: "sunday" } as const;

type Weekdays = Record<(typeof DAYS)[keyof typeof DAYS], boolean>;

/** `"Sa Su 09:00-12:00"` → the availability row's hours and weekday flags. */
export function parseDemoSlot(slot: string) {
  const match = /^(.+) (\d\d):(\d\d)-(\d\d):(\d\d)$/.exec(slot);
  if (!match) throw new Error(`Bad demo slot: ${slot}`);
  const [, days = "", sh, sm, eh, em] = match;
  const tokens = days === "daily" ? Object.keys(DAYS) : days.split(" ");
  const weekdays = Object.fromEntries(Object.values(DAYS).map((day) => [day, false])) as Weekdays;
  for (const token of tokens) {
    const day = DAYS[token as keyof typeof DAYS];
    if (!day) throw new Error(`Bad demo slot day: ${token}`);
    weekdays[day] = true;
  }
  return { startHour: Number(sh), startMinute: Number(sm), endHour: Number(eh), endMinute: Number(em), ...weekdays };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const cents = (dollars: number) => Math.round(dollars * 100);

function row(demo: DemoExperience, businessId: string, categoryId: string): NewExperience {
  const minAge = demo.minAge ?? 0;
  return {
    name: demo.name,
    businessId,
    categoryId,
    location: demo.place,
    latitude: demo.at[0],
    longitude: demo.at[1],
    description: demo.about,
    images: [experienceCoverPath(demo.cover)],
    retailPriceCents: cents(demo.price),
    memberPriceCents: demo.member === undefined ? null : cents(demo.member),
    perGuestPricing: demo.perGuest ?? false,
    minPriceCents: demo.perGuest ? cents(demo.price) * demo.guests[0] : null,
    minGuests: demo.guests[0],
    maxGuests: demo.guests[1],
    minAge,
    idealAgeYoungest: Math.max(minAge, demo.category === "family" ? 4 : 18),
    idealAgeOldest: demo.category === "family" ? 12 : null,
    petFriendly: demo.pet ?? false,
    durationMinutes: demo.minutes,
    address: demo.address,
    timezone: demoZones[demo.business] ?? "America/New_York",
    cancellationPolicy: "Free cancellation up to 48 hours before the start; after that, no refund.",
    cancellationTiers: [{ hours: 48, percent: 100 }],
    types: [demo.perGuest ? "Per person" : "Private group"],
    themes: demo.tags.slice(0, 2),
    amenities: demo.amenities ?? (demo.pickup ? ["Pickup included", "Water"] : ["Restrooms"]),
    additionalItems: [],
    disclaimer: minAge >= 21 ? "Photo ID required: guests must be 21 or older." : null,
    minimumTier: demo.tier ?? null,
    membersOnly: demo.membersOnly ?? false,
    advanceNoticeRequired: demo.minutes >= 240,
    advanceNoticeTime: demo.minutes >= 240 ? 2 : 0,
    advanceNoticeUnit: "days",
    transportationIncluded: demo.pickup !== undefined,
    transportationRadius: demo.pickup ?? null,
    transportationLeadTime: demo.pickup === undefined ? null : 30,
  };
}

/** Writes the catalogue inside the seed's transaction; experiences of a business that is absent are skipped. */
export async function seedDemoExperiences(tx: Transaction): Promise<number> {
  // The taxonomy is seeded before (./taxonomy.ts): looked up by name, whoever wrote it.
  const categories = await tx.select({ id: experienceCategories.id, name: experienceCategories.name }).from(experienceCategories);
  const categoryIds = new Map(categories.map((category) => [category.name, category.id]));
  const tags = await tx.select({ id: experienceTags.id, name: experienceTags.name }).from(experienceTags);
  const tagIds = new Map(tags.map((tag) => [tag.name, tag.id]));
  const owners = await tx
    .select({ id: businesses.id, domain: businesses.domain })
    .from(businesses)
    .where(inArray(businesses.domain, Object.keys(demoZones)));
  const businessIds = new Map(owners.map((owner) => [owner.domain, owner.id]));

  const sellable = demoExperiences.flatMap((demo) => {
    const businessId = businessIds.get(demo.business);
    const categoryId = categoryIds.get(demo.category);
    return businessId && categoryId ? [{ demo, row: row(demo, businessId, categoryId) }] : [];
  });
  if (sellable.length === 0) return 0;
  // Matched back by name (unique in the demo data), not by the order RETURNING happens to keep.
  const inserted = await tx
    .insert(experiences)
    .values(sellable.map((item) => item.row))
    .returning({ id: experiences.id, name: experiences.name });
  const idOf = new Map(inserted.map((experience) => [experience.name, experience.id]));

  const links = sellable.flatMap(({ demo }) =>
    demo.tags.map((tag) => {
      const tagId = tagIds.get(tag);
      if (!tagId) throw new Error(`Demo experience "${demo.name}" names an unknown tag: ${tag}`);
      return { experienceId: idOf.get(demo.name)!, tagId };
    }),
  );
  await tx.insert(experienceTagLinks).values(links);
  const slots = sellable.flatMap(({ demo }) => demo.slots.map((slot) => ({ experienceId: idOf.get(demo.name)!, ...parseDemoSlot(slot) })));
  await tx.insert(experienceAvailabilities).values(slots);
  return inserted.length;
}
