import type { CallAnswer } from "#contract/api/endpoint";
import * as api from "#contract/api/experiences";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import { toExperience, type Experience, type ExperienceCategory, type ExperienceTag } from "./experience-entity.server";

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
  /** A search with a location: each experience's distance from it, by id (none without coordinates). */
  distances?: Record<string, { km: number; miles: number }>;
}

export interface CategoryCount extends ExperienceCategory {
  count: number;
}

export interface TagCount extends ExperienceTag {
  count: number;
}

type PageOnTheWire = CallAnswer<typeof api.listExperiences>;

const toPage = (w: PageOnTheWire): ExperiencePage => ({
  experiences: w.experiences.map(toExperience),
  total: w.total,
  totalExact: w.total_exact,
  page: w.page,
  perPage: w.per_page,
});

const paging = (options: { page?: number; perPage?: number }) => ({ page: options.page, per_page: options.perPage });
const flag = (empty: boolean | undefined) => ({ empty: empty ? ("true" as const) : undefined });

export function experienceCalls(core: PlatformCore) {
  return {
    /** GET /experiences/list: every listed experience, a page at a time. */
    async list(options: { page?: number; perPage?: number } = {}): Promise<ExperiencePage> {
      return toPage(await core.call(endpointCall(api.listExperiences, { query: paging(options) }, { prefix: "Unable to list experiences" })));
    },

    /** GET /business/name/{username}/experiences: one brand's listed experiences, by name (404: no such brand). */
    async ofBrand(username: string, options: { page?: number; perPage?: number } = {}): Promise<ExperiencePage> {
      const call = endpointCall(api.listBrandExperiences, { params: { username }, query: paging(options) }, { prefix: `Unable to list the experiences of ${username}` });
      return toPage(await core.call(call));
    },

    /** GET /experiences/categories/{category}/list. */
    async inCategory(category: string, options: { page?: number; perPage?: number } = {}): Promise<ExperiencePage> {
      const call = endpointCall(api.listCategoryExperiences, { params: { category }, query: paging(options) }, { prefix: `Unable to list experiences in ${category}` });
      return toPage(await core.call(call));
    },

    /** GET /experiences/tags/{tag}/list. */
    async withTag(tag: string, options: { page?: number; perPage?: number } = {}): Promise<ExperiencePage> {
      return toPage(await core.call(endpointCall(api.listTagExperiences, { params: { tag }, query: paging(options) }, { prefix: `Unable to list experiences tagged ${tag}` })));
    },

    /** GET /experiences/id/{id}. */
    async byId(id: string): Promise<Experience> {
      return toExperience(await core.call(endpointCall(api.getExperience, { params: { id } }, { prefix: "Unable to get experience" })));
    },

    /** GET /experiences/categories?empty=: the categories, with how many listed experiences each has. */
    categories(options: { empty?: boolean } = {}): Promise<CategoryCount[]> {
      return core.call(endpointCall(api.listCategories, { query: flag(options.empty) }, { prefix: "Unable to list experience categories" }));
    },

    /** GET /experiences/categories/tags?empty=, or one category's: /experiences/categories/{category}/tags?empty=. */
    tags(options: { category?: string; empty?: boolean } = {}): Promise<TagCount[]> {
      const prefix = "Unable to list experience tags";
      const query = flag(options.empty);
      if (options.category) return core.call(endpointCall(api.listCategoryTags, { params: { category: options.category }, query }, { prefix }));
      return core.call(endpointCall(api.listTags, { query }, { prefix }));
    },

    /** POST /experiences/search (the token is sent when held: members are matched on their price). */
    async search(filters: ExperienceSearch, options: { page?: number; perPage?: number } = {}): Promise<ExperiencePage> {
      const found = await core.call(endpointCall(api.searchExperiences, { body: { ...filters, ...paging(options) } }, { prefix: "Unable to search experiences" }));
      const distances = Object.fromEntries(found.experiences.flatMap((experience) => (experience.distance ? [[experience.id, experience.distance] as const] : [])));
      return { ...toPage(found), distances };
    },

    /** POST /experiences/id/{id}/likes: the visitor likes it (again is no change). */
    async like(id: string): Promise<Experience> {
      return toExperience(await core.call(endpointCall(api.likeExperience, { params: { id } }, { prefix: "Unable to like experience" })));
    },

    /** DELETE /experiences/id/{id}/likes. */
    async unlike(id: string): Promise<Experience> {
      return toExperience(await core.call(endpointCall(api.unlikeExperience, { params: { id } }, { prefix: "Unable to unlike experience" })));
    },

    /** POST /experiences/id/{id}/share: counts a share and answers the link to share. */
    share(id: string): Promise<{ url: string; shares: number }> {
      return core.call(endpointCall(api.shareExperience, { params: { id } }, { prefix: "Unable to share experience" }));
    },
  };
}
