import { z } from "zod";
import { path, type PlatformCore } from "../core";
import { categorySchema, experienceSchema, tagSchema, type Experience, type ExperienceCategory, type ExperienceTag } from "./experience-entity";

/* Experiences (spec platform-core §7 "Experiences"): listing, search, likes and share. */

export type TimeOfDay = "morning" | "afternoon" | "evening";

/** POST /experiences/search's eleven filters, named as the spec names them; every one optional. */
export interface ExperienceSearch {
  keywords?: string;
  tags?: string[];
  dateRange?: { from: string; to: string };
  timeOfDay?: TimeOfDay[];
  budget?: { min?: number; max?: number };
  partySize?: number;
  ageRange?: { min?: number; max?: number };
  petFriendly?: boolean;
  location?: { latitude: number; longitude: number };
  radius?: number;
  category?: string;
}

export interface ExperiencePage {
  experiences: Experience[];
  /** Counted up to a cap (the embedded platform's: 1,000); `totalExact` false when there are more. */
  total: number;
  totalExact: boolean;
  page: number;
  perPage: number;
}

export interface CategoryCount extends ExperienceCategory {
  count: number;
}

export interface TagCount extends ExperienceTag {
  count: number;
}

const pageSchema: z.ZodType<ExperiencePage> = z
  .object({
    experiences: z.array(experienceSchema),
    total: z.number().int().min(0),
    // The spec's pages have no such field: a platform that leaves it out counts every match.
    total_exact: z.boolean().optional(),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
  })
  .transform((w) => ({ experiences: w.experiences, total: w.total, totalExact: w.total_exact ?? true, page: w.page, perPage: w.per_page }));

const categoryCountSchema: z.ZodType<CategoryCount> = z.intersection(categorySchema, z.object({ count: z.number().int().min(0) }));
const tagCountSchema: z.ZodType<TagCount> = z.intersection(tagSchema, z.object({ count: z.number().int().min(0) }));

const paging = (page?: number, perPage?: number) => ({ page, per_page: perPage });

export function experienceCalls(core: PlatformCore) {
  return {
    /** GET /experiences/list: every listed experience, a page at a time. */
    list(options: { page?: number; perPage?: number } = {}): Promise<ExperiencePage> {
      return core.call({
        prefix: "Unable to list experiences",
        method: "GET",
        path: "/experiences/list",
        query: paging(options.page, options.perPage),
        auth: "optional",
        schema: pageSchema,
      });
    },

    /** GET /business/name/{username}/experiences: one brand's listed experiences, by name (404: no such brand). */
    ofBrand(username: string, options: { page?: number; perPage?: number } = {}): Promise<ExperiencePage> {
      return core.call({
        prefix: `Unable to list the experiences of ${username}`,
        method: "GET",
        path: path`/business/name/${username}/experiences`,
        query: paging(options.page, options.perPage),
        schema: pageSchema,
      });
    },

    /** GET /experiences/categories/{category}/list. */
    inCategory(category: string, options: { page?: number; perPage?: number } = {}): Promise<ExperiencePage> {
      return core.call({
        prefix: `Unable to list experiences in ${category}`,
        method: "GET",
        path: path`/experiences/categories/${category}/list`,
        query: paging(options.page, options.perPage),
        auth: "optional",
        schema: pageSchema,
      });
    },

    /** GET /experiences/tags/{tag}/list. */
    withTag(tag: string, options: { page?: number; perPage?: number } = {}): Promise<ExperiencePage> {
      return core.call({
        prefix: `Unable to list experiences tagged ${tag}`,
        method: "GET",
        path: path`/experiences/tags/${tag}/list`,
        query: paging(options.page, options.perPage),
        auth: "optional",
        schema: pageSchema,
      });
    },

    /** GET /experiences/id/{id}. */
    byId(id: string): Promise<Experience> {
      return core.call({
        prefix: "Unable to get experience",
        method: "GET",
        path: path`/experiences/id/${id}`,
        auth: "optional",
        schema: experienceSchema,
      });
    },

    /** GET /experiences/categories?empty=: the categories, with how many listed experiences each has. */
    categories(options: { empty?: boolean } = {}): Promise<CategoryCount[]> {
      return core.call({
        prefix: "Unable to list experience categories",
        method: "GET",
        path: "/experiences/categories",
        query: { empty: options.empty ? true : undefined },
        schema: z.array(categoryCountSchema),
      });
    },

    /** GET /experiences/categories/tags?empty=, or one category's: /experiences/categories/{category}/tags?empty=. */
    tags(options: { category?: string; empty?: boolean } = {}): Promise<TagCount[]> {
      return core.call({
        prefix: "Unable to list experience tags",
        method: "GET",
        path: options.category ? path`/experiences/categories/${options.category}/tags` : "/experiences/categories/tags",
        query: { empty: options.empty ? true : undefined },
        schema: z.array(tagCountSchema),
      });
    },

    /** POST /experiences/search (the token is sent when held: members are matched on their price). */
    search(filters: ExperienceSearch, options: { page?: number; perPage?: number } = {}): Promise<ExperiencePage> {
      return core.call({
        prefix: "Unable to search experiences",
        method: "POST",
        path: "/experiences/search",
        json: { ...filters, ...paging(options.page, options.perPage) },
        auth: "optional",
        schema: pageSchema,
      });
    },

    /** POST /experiences/id/{id}/likes: the visitor likes it (again is no change). */
    like(id: string): Promise<Experience> {
      return core.call({ prefix: "Unable to like experience", method: "POST", path: path`/experiences/id/${id}/likes`, auth: "required", schema: experienceSchema });
    },

    /** DELETE /experiences/id/{id}/likes. */
    unlike(id: string): Promise<Experience> {
      return core.call({ prefix: "Unable to unlike experience", method: "DELETE", path: path`/experiences/id/${id}/likes`, auth: "required", schema: experienceSchema });
    },

    /** POST /experiences/id/{id}/share: counts a share and answers the link to share. */
    share(id: string): Promise<{ url: string; shares: number }> {
      return core.call({
        prefix: "Unable to share experience",
        method: "POST",
        path: path`/experiences/id/${id}/share`,
        auth: "optional",
        schema: z.object({ url: z.string(), shares: z.number().int().min(0) }),
      });
    },
  };
}
