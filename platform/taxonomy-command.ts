/**
 * `npm run platform:taxonomy -- <command>`: the operator's hands on the reference taxonomy, the
 * experience categories and tags owners file their experiences under (spec §3 Experience; seeded
 * in every environment by seed/taxonomy.ts).
 *
 *   list                                  every category with its tags and how many experiences use each
 *   add-category <name> <title>           a new category (name: 1-40 lower-case letters, digits, hyphens)
 *   add-tag <category> <name> <title>     a new tag in a category
 *   retitle <name> <title>                a category's or a tag's title
 *   remove-tag <name>                     refused while an experience has the tag
 *   remove-category <name>                refused while an experience or a tag is filed under it
 *
 * Opens the platform's database as every operator command does (operator-command.ts).
 */
import path from "node:path";
import { count, eq } from "drizzle-orm";
import type { Database } from "./db/connect";
import { experienceCategories, experiences, experienceTagLinks, experienceTags } from "./modules/experiences/schema";
import { runOnPlatformDatabase } from "./operator-command";
import { taxonomyChanged } from "./modules/experiences";

const USAGE = `Usage: npm run platform:taxonomy -- list
       npm run platform:taxonomy -- add-category <name> <title>
       npm run platform:taxonomy -- add-tag <category> <name> <title>
       npm run platform:taxonomy -- retitle <name> <title>
       npm run platform:taxonomy -- remove-tag <name>
       npm run platform:taxonomy -- remove-category <name>`;

const NAME = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** What a command says and its exit status: 0 done, 1 refused, 2 misused. */
type Outcome = { status: 0 | 1 | 2; say: string };

const refused = (say: string): Outcome => ({ status: 1, say });

function checkName(name: string): string | null {
  return NAME.test(name) ? null : `"${name}" is not a name: use 1 to 40 lower-case letters, digits or hyphens (it appears in addresses).`;
}

function checkTitle(title: string): string | null {
  const trimmed = title.trim();
  return trimmed.length >= 1 && trimmed.length <= 60 && !/[\u0000-\u001f\u007f]/.test(trimmed) ? null : "A title is 1 to 60 characters on one line.";
}

export async function runTaxonomyCommand(db: Database, args: string[]): Promise<Outcome> {
  try {
    return await taxonomyCommand(db, args);
  } finally {
    // A platform in this process answers the change at once; one in another within SHARED_CACHE_MS.
    taxonomyChanged();
  }
}

async function taxonomyCommand(db: Database, args: string[]): Promise<Outcome> {
  const [command, ...rest] = args;
  switch (`${command}/${rest.length}`) {
    case "list/0":
      return { status: 0, say: await listing(db) };
    case "add-category/2": {
      const [name = "", title = ""] = rest;
      const problem = checkName(name) ?? checkTitle(title);
      if (problem) return refused(problem);
      const added = await db.insert(experienceCategories).values({ name, title: title.trim() }).onConflictDoNothing().returning();
      return added.length ? { status: 0, say: `Added the category "${name}".` } : refused(`There is a category "${name}" already.`);
    }
    case "add-tag/3": {
      const [category = "", name = "", title = ""] = rest;
      const problem = checkName(name) ?? checkTitle(title);
      if (problem) return refused(problem);
      const [parent] = await db.select().from(experienceCategories).where(eq(experienceCategories.name, category));
      if (!parent) return refused(`There is no category "${category}".`);
      const added = await db.insert(experienceTags).values({ name, title: title.trim(), categoryId: parent.id }).onConflictDoNothing().returning();
      return added.length ? { status: 0, say: `Added the tag "${name}" to "${category}".` } : refused(`There is a tag "${name}" already.`);
    }
    case "retitle/2": {
      const [name = "", title = ""] = rest;
      const problem = checkTitle(title);
      if (problem) return refused(problem);
      const categories = await db.update(experienceCategories).set({ title: title.trim() }).where(eq(experienceCategories.name, name)).returning();
      const tags = categories.length ? [] : await db.update(experienceTags).set({ title: title.trim() }).where(eq(experienceTags.name, name)).returning();
      return categories.length || tags.length ? { status: 0, say: `"${name}" is now titled "${title.trim()}".` } : refused(`There is no category or tag "${name}".`);
    }
    case "remove-tag/1": {
      const [name = ""] = rest;
      const [tag] = await db.select().from(experienceTags).where(eq(experienceTags.name, name));
      if (!tag) return refused(`There is no tag "${name}".`);
      const [used] = await db.select({ n: count() }).from(experienceTagLinks).where(eq(experienceTagLinks.tagId, tag.id));
      if (used && used.n > 0) return refused(`The tag "${name}" is on ${used.n} experience(s): their owners would lose it. Not removed.`);
      await db.delete(experienceTags).where(eq(experienceTags.id, tag.id));
      return { status: 0, say: `Removed the tag "${name}".` };
    }
    case "remove-category/1": {
      const [name = ""] = rest;
      const [category] = await db.select().from(experienceCategories).where(eq(experienceCategories.name, name));
      if (!category) return refused(`There is no category "${name}".`);
      const [listed] = await db.select({ n: count() }).from(experiences).where(eq(experiences.categoryId, category.id));
      if (listed && listed.n > 0) return refused(`${listed.n} experience(s) are in "${name}". Not removed.`);
      const [tags] = await db.select({ n: count() }).from(experienceTags).where(eq(experienceTags.categoryId, category.id));
      if (tags && tags.n > 0) return refused(`"${name}" still has ${tags.n} tag(s): remove them first. Not removed.`);
      await db.delete(experienceCategories).where(eq(experienceCategories.id, category.id));
      return { status: 0, say: `Removed the category "${name}".` };
    }
    default:
      return { status: 2, say: USAGE };
  }
}

async function listing(db: Database): Promise<string> {
  const categories = await db
    .select({ id: experienceCategories.id, name: experienceCategories.name, title: experienceCategories.title, used: count(experiences.id) })
    .from(experienceCategories)
    .leftJoin(experiences, eq(experiences.categoryId, experienceCategories.id))
    .groupBy(experienceCategories.id)
    .orderBy(experienceCategories.name);
  const tags = await db
    .select({ name: experienceTags.name, title: experienceTags.title, categoryId: experienceTags.categoryId, used: count(experienceTagLinks.experienceId) })
    .from(experienceTags)
    .leftJoin(experienceTagLinks, eq(experienceTagLinks.tagId, experienceTags.id))
    .groupBy(experienceTags.id)
    .orderBy(experienceTags.name);
  if (categories.length === 0) return "There are no categories.";
  return categories
    .map((category) => {
      const own = tags.filter((tag) => tag.categoryId === category.id).map((tag) => `    ${tag.name}  "${tag.title}"  (${tag.used})`);
      return [`${category.name}  "${category.title}"  (${category.used} experiences)`, ...own].join("\n");
    })
    .join("\n");
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  runOnPlatformDatabase("platform:taxonomy", async (db) => {
    const { status, say } = await runTaxonomyCommand(db, process.argv.slice(2));
    (status === 0 ? console.log : console.error)(say);
    return status;
  });
}
