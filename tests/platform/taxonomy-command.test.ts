/**
 * `npm run platform:taxonomy`: operators add, retitle and remove experience categories and tags;
 * removing one that experiences use is refused, so no owner loses what they filed.
 */
import { describe, expect, it } from "vitest";
import { runTaxonomyCommand } from "../../platform/taxonomy-command";
import { callApi, databaseTargets, usePlatform } from "../support/platform";

describe.each(databaseTargets)("platform:taxonomy on $name", (target) => {
  const platform = usePlatform(target);
  const run = (...args: string[]) => runTaxonomyCommand(platform().db, args);
  const categoryNames = async () =>
    (await callApi<Array<{ name: string }>>(platform(), "/experiences/categories?empty=true")).body.map((category) => category.name);

  it("adds a category and a tag that the API then lists", async () => {
    expect(await run("add-category", "workshops-2", "Maker workshops")).toEqual({ status: 0, say: 'Added the category "workshops-2".' });
    expect(await run("add-tag", "workshops-2", "woodwork", "Woodwork")).toEqual({ status: 0, say: 'Added the tag "woodwork" to "workshops-2".' });
    expect(await categoryNames()).toContain("workshops-2");
    const tags = await callApi<Array<{ name: string }>>(platform(), "/experiences/categories/workshops-2/tags?empty=true");
    expect(tags.body.map((tag) => tag.name)).toEqual(["woodwork"]);
    expect((await run("list")).say).toMatch(/workshops-2 {2}"Maker workshops" {2}\(0 experiences\)\n {4}woodwork {2}"Woodwork" {2}\(0\)/);
  });

  it("refuses names that are not URL-safe, duplicates, and unknown parents", async () => {
    expect((await run("add-category", "Maker Workshops", "Maker")).status).toBe(1);
    expect((await run("add-category", "outdoors", "Again")).say).toBe('There is a category "outdoors" already.');
    expect((await run("add-tag", "no-such", "x", "X")).say).toBe('There is no category "no-such".');
    expect((await run("add-category", "ok", "a\u0000b")).say).toBe("A title is 1 to 60 characters on one line.");
    expect((await run("frobnicate")).status).toBe(2);
  });

  it("retitles, and removes only what no experience uses", async () => {
    expect(await run("retitle", "outdoors", "Outdoors")).toEqual({ status: 0, say: '"outdoors" is now titled "Outdoors".' });
    // hiking is on demo experiences; stargazing and the seasonal category are on none.
    expect((await run("remove-tag", "hiking")).status).toBe(1);
    expect((await run("remove-category", "outdoors")).status).toBe(1);
    expect((await run("remove-category", "seasonal")).say).toBe('"seasonal" still has 1 tag(s): remove them first. Not removed.');
    expect(await run("remove-tag", "holiday-market")).toEqual({ status: 0, say: 'Removed the tag "holiday-market".' });
    expect(await run("remove-category", "seasonal")).toEqual({ status: 0, say: 'Removed the category "seasonal".' });
    expect(await categoryNames()).not.toContain("seasonal");
    expect(await categoryNames()).toContain("outdoors");
  });
});
