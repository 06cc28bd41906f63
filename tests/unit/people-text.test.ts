/* The people pages' addresses and names (app/areas/people/people-text.ts) and the unfollow form's schema. */
import { describe, expect, it } from "vitest";
import { unfollowSchema } from "../../app/areas/people/unfollow.schema";
import { PEOPLE_PATHS, personName, searchHref } from "../../app/areas/people/people-text";

describe("people pages", () => {
  it("keeps the query in the search's links, leaving out an empty one and the first page", () => {
    expect(searchHref("")).toBe("/people");
    expect(searchHref("ada love")).toBe("/people?q=ada+love");
    expect(searchHref("ada", 1)).toBe("/people?q=ada");
    expect(searchHref("ada & co", 3)).toBe("/people?q=ada+%26+co&page=3");
  });

  it("links to a profile by its id, escaped", () => {
    expect(PEOPLE_PATHS.profile("a/b?c")).toBe("/people/a%2Fb%3Fc");
  });

  it("names a person by what they gave, or as a member", () => {
    expect(personName({ firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(personName({ firstName: "Ada", lastName: null })).toBe("Ada");
    expect(personName({ firstName: null, lastName: null })).toBe("A member");
  });

  it("unfollows only a well-formed id", () => {
    expect(unfollowSchema.safeParse({ id: "00000000-0000-4000-8000-000000000000" }).success).toBe(true);
    expect(unfollowSchema.safeParse({ id: "../account" }).success).toBe(false);
    expect(unfollowSchema.safeParse({}).success).toBe(false);
  });
});
