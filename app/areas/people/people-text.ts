/* The people pages' addresses and words, shared by their routes, schemas and components. */

export const PEOPLE_PATHS = {
  search: "/people",
  profile: (id: string) => `/people/${encodeURIComponent(id)}`,
  dashboard: "/dashboard/people",
  unfollow: "/dashboard/people/unfollow",
} as const;

/** Search results per page. */
export const PEOPLE_PER_PAGE = 20;
/** The platform's longest query (POST /user/search `q`). */
export const MAX_QUERY = 100;

/** `/people?q=…&page=…`, without what is empty or the first page. */
export function searchHref(q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${PEOPLE_PATHS.search}?${query}` : PEOPLE_PATHS.search;
}

/** A person's name as shown; a card may carry none. */
export function personName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || "A member";
}

const people = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "person" : "people"}`;

/** The network's counts in a sentence (GET /account/my/network). */
export function networkSummary({ followingCount, followersCount, mutualCount }: { followingCount: number; followersCount: number; mutualCount: number }): string {
  const both = mutualCount === 0 ? "" : ` You and ${people(mutualCount)} follow each other.`;
  return `You follow ${people(followingCount)} and ${people(followersCount)} ${followersCount === 1 ? "follows" : "follow"} you.${both}`;
}

export const PEOPLE_NOTICES = {
  unfollowed: "You no longer follow them.",
} as const;

export const PEOPLE_MESSAGES = {
  unavailable: "People could not be loaded just now. Please try again in a moment.",
  followFailed: "That did not work. Please try again.",
} as const;
