/**
 * The reference taxonomy: the experience categories and their tags an owner picks from (spec §3
 * Experience, §7 categories and tags). Seeded in every environment, production included, when the
 * platform has no category at all (a fresh database, or one from before it was seeded everywhere);
 * operators manage it afterwards with `npm run platform:taxonomy`. `seasonal`, `stargazing` and
 * `karaoke` have no demo experience on purpose: they show what `?empty=true` adds to the lists.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { experienceCategories, experienceTags } from "../modules/experiences/schema";

export type TaxonomyCategory = { name: string; title: string; tags: Array<[name: string, title: string]> };

export const referenceTaxonomy: readonly TaxonomyCategory[] = [
  {
    name: "outdoors",
    title: "Outdoors & adventure",
    tags: [["hiking", "Hiking"], ["kayaking", "Kayaking"], ["cycling", "Cycling"], ["birdwatching", "Birdwatching"], ["stargazing", "Stargazing"]],
  },
  {
    name: "food-drink",
    title: "Food & drink",
    tags: [["baking", "Baking"], ["coffee", "Coffee"], ["wine-tasting", "Wine tasting"], ["cooking-class", "Cooking class"]],
  },
  {
    name: "wellness",
    title: "Wellness",
    tags: [["yoga", "Yoga"], ["meditation", "Meditation"], ["sound-bath", "Sound bath"], ["fitness", "Fitness"]],
  },
  {
    name: "arts-culture",
    title: "Arts & culture",
    tags: [["pottery", "Pottery"], ["photography", "Photography"], ["printmaking", "Printmaking"], ["floral-design", "Floral design"]],
  },
  {
    name: "classes",
    title: "Classes & workshops",
    tags: [["music-lesson", "Music lesson"], ["writing", "Writing"], ["coaching", "Coaching"], ["hands-on", "Hands-on"]],
  },
  {
    name: "nightlife",
    title: "Nightlife",
    tags: [["live-music", "Live music"], ["cocktails", "Cocktails"], ["trivia", "Trivia"], ["karaoke", "Karaoke"]],
  },
  {
    name: "family",
    title: "Family & kids",
    tags: [["kids", "Kids"], ["storytime", "Storytime"], ["all-ages", "All ages"]],
  },
  {
    name: "tours",
    title: "Tours",
    tags: [["walking-tour", "Walking tour"], ["food-tour", "Food tour"], ["history", "History"], ["boat-tour", "Boat tour"]],
  },
  { name: "seasonal", title: "Seasonal & holiday", tags: [["holiday-market", "Holiday market"]] },
];


type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Writes the reference taxonomy when there is no category yet; the number of categories written. */
export async function seedTaxonomy(tx: Transaction | Database): Promise<number> {
  const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(experienceCategories);
  if ((existing?.count ?? 0) > 0) return 0;
  const categories = await tx
    .insert(experienceCategories)
    .values(referenceTaxonomy.map(({ name, title }) => ({ name, title })))
    .onConflictDoNothing()
    .returning({ id: experienceCategories.id, name: experienceCategories.name });
  const categoryIds = new Map(categories.map((category) => [category.name, category.id]));
  await tx
    .insert(experienceTags)
    .values(referenceTaxonomy.flatMap((category) => category.tags.map(([name, title]) => ({ name, title, categoryId: categoryIds.get(category.name) ?? null }))))
    .onConflictDoNothing();
  return categories.length;
}
