/** The experience lists, categories, tags and one experience by id (platform/README.md "Experiences"). */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { experiences } from "../../platform/schema";
import type { ExperiencePage } from "../../platform/modules/experiences/wire";
import type { ExperienceWire } from "../../platform/modules/experiences/wire";
import { demoExperiences } from "../../platform/seed/demo-experiences";
import { everyPage, names } from "../support/experiences";
import { send } from "../support/platform-accounts";
import { callApi, databaseTargets, usePlatform } from "../support/platform";
import { refusalBody } from "../support/platform-refusal";

type Counted = { name: string; title: string; count: number; category?: string | null };

describe.each(databaseTargets)("experience lists on $name", (target) => {
  const platform = usePlatform(target);
  const archive = (name: string) => platform().db.update(experiences).set({ archived: true }).where(eq(experiences.name, name));

  it("lists every demo experience by name, in pages that never overlap, with the total", async () => {
    const first = await callApi<ExperiencePage>(platform(), "/experiences/list");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, per_page: 20, total: demoExperiences.length });
    expect(first.body.experiences).toHaveLength(20);
    const all = await everyPage(platform(), "/experiences/list");
    expect(names(all)).toEqual(demoExperiences.map((demo) => demo.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(all.map((x) => x.id)).size).toBe(all.length);
    const past = await callApi<ExperiencePage>(platform(), "/experiences/list?page=9&per_page=10");
    expect(past.body).toEqual({ experiences: [], page: 9, per_page: 10, total: demoExperiences.length, total_exact: true });
  });

  it("never lists an archived experience, in any list or count, but still answers it by id", async () => {
    const [hike] = await platform().db.select().from(experiences).where(eq(experiences.name, "Flatirons Sunrise Hike"));
    await archive("Flatirons Sunrise Hike");
    expect(names(await everyPage(platform(), "/experiences/list"))).not.toContain("Flatirons Sunrise Hike");
    expect(names(await everyPage(platform(), "/experiences/categories/outdoors/list"))).not.toContain("Flatirons Sunrise Hike");
    expect(names(await everyPage(platform(), "/experiences/tags/hiking/list"))).not.toContain("Flatirons Sunrise Hike");
    expect(names(await everyPage(platform(), { keywords: "Flatirons" }))).toEqual([]);
    const total = (await callApi<ExperiencePage>(platform(), "/experiences/list")).body.total;
    expect(total).toBe(demoExperiences.length - 1);
    const outdoors = demoExperiences.filter((demo) => demo.category === "outdoors").length;
    const categories = await callApi<Counted[]>(platform(), "/experiences/categories");
    expect(categories.body.find((c) => c.name === "outdoors")?.count).toBe(outdoors - 1);
    const byId = await callApi<ExperienceWire>(platform(), `/experiences/id/${hike!.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: hike!.id, name: "Flatirons Sunrise Hike", archived: true });
  });

  it("lists by category and by tag, only what is in it", async () => {
    const family = await everyPage(platform(), "/experiences/categories/family/list");
    expect(family.length).toBe(demoExperiences.filter((demo) => demo.category === "family").length);
    expect(family.every((x) => x.category.name === "family")).toBe(true);
    const coffee = await everyPage(platform(), "/experiences/tags/coffee/list");
    expect(coffee.length).toBe(demoExperiences.filter((demo) => demo.tags.includes("coffee")).length);
    expect(coffee.every((x) => x.tags.some((tag) => tag.name === "coffee"))).toBe(true);
    expect((await callApi<ExperiencePage>(platform(), "/experiences/categories/seasonal/list")).body).toMatchObject({ experiences: [], total: 0 });
  });

  it("counts categories and tags; ?empty=true adds those with no experience", async () => {
    const categories = await callApi<Counted[]>(platform(), "/experiences/categories");
    expect(categories.body.map((c) => c.name)).toEqual(["arts-culture", "classes", "family", "food-drink", "nightlife", "outdoors", "tours", "wellness"]);
    for (const category of categories.body) {
      expect(category.count).toBe(demoExperiences.filter((demo) => demo.category === category.name).length);
    }
    const withEmpty = await callApi<Counted[]>(platform(), "/experiences/categories?empty=true");
    expect(withEmpty.body.find((c) => c.name === "seasonal")).toEqual({ name: "seasonal", title: "Seasonal & holiday", count: 0 });
    expect((await callApi<Counted[]>(platform(), "/experiences/categories?empty=false")).body).toEqual(categories.body);

    const tags = await callApi<Counted[]>(platform(), "/experiences/categories/tags");
    expect(tags.body.find((t) => t.name === "coffee")).toEqual({
      name: "coffee", title: "Coffee", category: "food-drink", count: demoExperiences.filter((demo) => demo.tags.includes("coffee")).length,
    });
    expect(tags.body.some((t) => t.count === 0)).toBe(false);
    const allTags = await callApi<Counted[]>(platform(), "/experiences/categories/tags?empty=true");
    expect(allTags.body.filter((t) => t.count === 0).map((t) => t.name)).toEqual(["holiday-market", "karaoke", "stargazing"]);

    const outdoorTags = await callApi<Counted[]>(platform(), "/experiences/categories/outdoors/tags");
    expect(outdoorTags.body.map((t) => t.name)).toEqual(["birdwatching", "cycling", "hiking", "kayaking"]);
    const outdoorAll = await callApi<Counted[]>(platform(), "/experiences/categories/outdoors/tags?empty=true");
    expect(outdoorAll.body.map((t) => t.name)).toEqual(["birdwatching", "cycling", "hiking", "kayaking", "stargazing"]);
  });

  it("answers one experience with its provider, category, tags, availabilities and images", async () => {
    const [row] = await platform().db.select().from(experiences).where(eq(experiences.name, "Sourdough from Scratch"));
    const { status, body } = await callApi<ExperienceWire>(platform(), `/experiences/id/${row!.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "Sourdough from Scratch", archived: false, timezone: "America/New_York", retail_price: 85, member_price: 70,
      per_guest_pricing: true, min_guests: 1, max_guests: 8, min_age: 14, liked: false, likes: 0,
      provider: { username: "hearthandcrumb", name: "Hearth & Crumb Bakery" }, category: { name: "food-drink" },
      duration: 180, duration_split: { hours: 3, minutes: 0 },
      images: ["/platform-assets/experiences/bread.svg"],
    });
    expect(body.availabilities).toHaveLength(2);
    expect(body.tags.map((tag) => tag.name)).toEqual(["baking", "cooking-class"]);
  });

  it("answers 404 for unknown or malformed ids, categories and tags; 400 for bad paging and flags", async () => {
    for (const path of [
      "/experiences/id/7d1c7c1e-2f0a-4d4b-9a57-2b1f0c7f4e10",
      "/experiences/id/not-a-uuid",
      "/experiences/categories/no-such/list",
      "/experiences/categories/no-such/tags",
      "/experiences/tags/no-such/list",
    ]) {
      const response = await callApi(platform(), path);
      expect([path, response.status, (response.body as { code: string }).code]).toEqual([path, 404, "not_found"]);
    }
    const bad: Array<[string, string]> = [
      ["/experiences/list?per_page=51", 'Query parameter "per_page": must be at most 50'],
      ["/experiences/list?page=0", 'Query parameter "page": must be at least 1'],
      ["/experiences/list?page=two", 'Query parameter "page": must be a whole number'],
      ["/experiences/list?sort=name", 'Query: Unrecognized key: "sort"'],
      ["/experiences/categories?empty=yes", 'Query parameter "empty": must be "true" or "false"'],
    ];
    for (const [path, message] of bad) {
      expect((await callApi(platform(), path)).body).toEqual(refusalBody(message));
    }
    expect((await callApi(platform(), "/experiences/list", { method: "POST" })).status).toBe(405);
  });

  it("takes a token only if held: none is anonymous, a bad one is a 401", async () => {
    const anonymous = await send<ExperiencePage>(platform(), "GET", "/experiences/list");
    expect(anonymous.body.experiences.every((x) => x.liked === false)).toBe(true);
    for (const path of ["/experiences/list", "/experiences/categories/family/list", "/experiences/categories?empty=true", "/experiences/id/nope"]) {
      const response = await send(platform(), "GET", path, { token: "not-a-token" });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: "Invalid or expired access token", code: "unauthorized" });
    }
    const search = await send(platform(), "POST", "/experiences/search", { token: "not-a-token", json: {} });
    expect(search.status).toBe(401);
    const noCredentials = await callApi(platform(), "/experiences/list", { credential: null });
    expect(noCredentials.status).toBe(401);
  });
});
