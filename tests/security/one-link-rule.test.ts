/**
 * One rule for every URL field (contract/safe-link.ts): a coin's logo, an experience's images,
 * a brand's website and a brand page's links take an http(s) URL or a path on the site, never a
 * `javascript:` or `data:` URL, another host written `//host` or `/\host` (which browsers read as
 * `//host`), or control characters a browser would strip.
 */
import { describe, expect, it } from "vitest";
import { experienceCategories } from "../../platform/schema";
import { brand, person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const UNSAFE = ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:image/svg+xml,<svg/onload=alert(1)>", "//evil.example/x.png", "/\\evil.example/x.png", "/\t/evil.example/x.png", "https:evil", "ftp://files.example/x.png"];
const RULE = "must be an http(s) URL or a path on the site starting with /";

describe.each(databaseTargets)("one link rule on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  async function owner() {
    const who = await person(platform(), "owner");
    const mine = await brand(platform(), who.id);
    return { ...who, brandId: mine.id };
  }

  it("a coin's logo", async () => {
    const me = await owner();
    for (const logo of UNSAFE) {
      const issued = await send(platform(), "POST", `/account/business/${me.brandId}/coin`, { token: me.token, json: { name: "Tide", logo } });
      expect([issued.status, issued.body.message], logo).toEqual([400, `Field "logo": ${RULE}`]);
    }
    const issued = await send(platform(), "POST", `/account/business/${me.brandId}/coin`, { token: me.token, json: { name: "Tide", logo: "https://cdn.example/tide.png" } });
    expect(issued.status).toBe(201);
  });

  it("an experience's images", async () => {
    const me = await owner();
    await platform().db.insert(experienceCategories).values({ name: "water", title: "On the water" }).onConflictDoNothing();
    const experience = { name: "Harbor kayak tour", retail_price: 40, max_guests: 6, duration: { hours: 1, minutes: 30 } };
    for (const image of UNSAFE) {
      const created = await send(platform(), "POST", "/experiences/create", { token: me.token, json: { category: "water", experience: { ...experience, images: [image] } } });
      expect([created.status, created.body.message], image).toEqual([400, `Field "experience.images.0": ${RULE}`]);
    }
    const created = await send(platform(), "POST", "/experiences/create", {
      token: me.token,
      json: { category: "water", experience: { ...experience, images: ["/platform-assets/experiences/water.svg", "http://cdn.example/kayak.jpg"] } },
    });
    expect(created.status).toBe(201);
  });

  it("a brand's website: an http(s) address of another site", async () => {
    const me = await person(platform(), "founder");
    const onboard = (website: string) =>
      send(platform(), "POST", "/account/business/onboard", { token: me.token, json: { name: "Tide Tours", username: `tide${Math.random().toString(36).slice(2, 8)}`, website } });
    for (const website of [...UNSAFE, "/about", "https://localhost"]) {
      const refused = await onboard(website);
      expect([refused.status, refused.body.message], website).toEqual([400, 'Field "website": must be an http(s) URL such as https://example.com']);
    }
    expect((await onboard("https://tide.example/")).status).toBe(201);
  });
});
