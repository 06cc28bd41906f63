/** GET /business/list — the public directory and a credential's own businesses. */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiCredentials, businesses } from "../../platform/schema";
import type { CallAnswer } from "#contract/api/endpoint";
import type { onboardBrand } from "#contract/api/businesses";

type BusinessWire = CallAnswer<typeof onboardBrand>;
import { callApi, databaseTargets, OTHER_CREDENTIAL, usePlatform } from "../support/platform";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe.each(databaseTargets)("GET /business/list on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  async function insertOwnedByOther(values: { name: string; domain: string; listed: boolean }) {
    const [owner] = await platform()
      .db.select({ id: apiCredentials.id })
      .from(apiCredentials)
      .where(eq(apiCredentials.username, OTHER_CREDENTIAL.username));
    await platform()
      .db.insert(businesses)
      .values({ ...values, ownerCredentialId: owner!.id });
  }

  it("with global=true returns the seeded directory in the contract's shape", async () => {
    const { status, body } = await callApi<BusinessWire[]>(platform(), "/business/list?global=true");
    expect(status).toBe(200);
    expect(body.length).toBe(14);
    const yoga = body.find((business) => business.domain === "lotusflow");
    expect(yoga).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Lotus Flow Yoga",
      description: expect.stringContaining("yin"),
      logo: "/platform-assets/logos/lotusflow.svg",
      domain: "lotusflow",
      phone: "+18045550142",
      address: "1817 W Main St",
      address_line_2: "Suite 2",
      city: "Richmond",
      state: "VA",
      zip: "23220",
      website: "https://lotusflow.example",
      tier: 1,
      theme: { primary: "#2f7a78", secondary: "#e8a87c" },
      parent: null,
      featured: true,
      time_created: "2024-09-11T12:00:00.000Z",
    });
  });

  it("lists the one featured business first, then the rest by name", async () => {
    const { body } = await callApi<BusinessWire[]>(platform(), "/business/list?global=true");
    expect(body.filter((business) => business.featured).map((business) => business.name)).toEqual(["Lotus Flow Yoga"]);
    expect(body[0]?.featured).toBe(true);
    const rest = body.slice(1).map((business) => business.name);
    expect(rest).toEqual([...rest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("gives every seeded business a description, a US address outside California and a real tier", async () => {
    const { body } = await callApi<BusinessWire[]>(platform(), "/business/list?global=true");
    for (const business of body) {
      expect(business.description?.length ?? 0).toBeGreaterThan(20);
      expect(business.state).toMatch(/^[A-Z]{2}$/);
      expect(business.state).not.toBe("CA");
      expect(business.zip).toMatch(/^\d{5}$/);
      expect(business.website).toBe(`https://${business.domain}.example`);
      expect([null, 0, 1, 2, 3]).toContain(business.tier);
      expect(business.theme.primary).toMatch(/^#[0-9a-f]{6}$/);
      expect(new Date(business.time_created).toISOString()).toBe(business.time_created);
    }
    expect(new Set(body.map((business) => business.domain)).size).toBe(body.length);
  });

  it("links a sub-brand to its parent by id", async () => {
    const { body } = await callApi<BusinessWire[]>(platform(), "/business/list?global=true");
    const parent = body.find((business) => business.domain === "ridgelinecoffee");
    const child = body.find((business) => business.domain === "ridgelinebrewschool");
    expect(parent?.id).toBeDefined();
    expect(child?.parent).toBe(parent?.id);
  });

  it("serves each seeded logo as a small self-contained SVG with a title", async () => {
    const { body } = await callApi<BusinessWire[]>(platform(), "/business/list?global=true");
    for (const business of body) {
      expect(business.logo).toBe(`/platform-assets/logos/${business.domain}.svg`);
      const file = path.join(publicDir, business.logo!);
      expect((await stat(file)).size).toBeLessThan(1536);
      const svg = await readFile(file, "utf8");
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`<title id="t">${business.name.replaceAll("&", "&amp;")} logo</title>`);
      expect(svg).toContain(business.theme.primary);
      expect(svg).not.toMatch(/<script|href=|url\(|@import|<image|<foreignObject/i);
    }
  });

  it("without global returns only the calling credential's businesses, listed or not", async () => {
    const demo = await callApi<BusinessWire[]>(platform(), "/business/list");
    expect(demo.status).toBe(200);
    expect(demo.body.length).toBe(14);

    const before = await callApi<BusinessWire[]>(platform(), "/business/list", { credential: OTHER_CREDENTIAL });
    expect(before.body).toEqual([]);

    await insertOwnedByOther({ name: "Quiet Launch Co.", domain: "quietlaunch", listed: false });
    const after = await callApi<BusinessWire[]>(platform(), "/business/list", { credential: OTHER_CREDENTIAL });
    expect(after.body.map((business) => business.domain)).toEqual(["quietlaunch"]);
    const demoAfter = await callApi<BusinessWire[]>(platform(), "/business/list");
    expect(demoAfter.body.map((business) => business.domain)).not.toContain("quietlaunch");
  });

  it("leaves unlisted businesses out of the global directory and applies the column defaults", async () => {
    await insertOwnedByOther({ name: "Quiet Launch Co.", domain: "quietlaunch", listed: false });
    await insertOwnedByOther({ name: "Open Door Studio", domain: "opendoor", listed: true });
    const { body } = await callApi<BusinessWire[]>(platform(), "/business/list?global=true");
    expect(body.length).toBe(15);
    expect(body.map((business) => business.domain)).not.toContain("quietlaunch");
    const added = body.find((business) => business.domain === "opendoor");
    expect(added).toMatchObject({ theme: { primary: "#00cde8", secondary: "#d400ff" }, tier: null, featured: false });
  });

  it("treats global=false like no flag", async () => {
    const { status, body } = await callApi<BusinessWire[]>(platform(), "/business/list?global=false", {
      credential: OTHER_CREDENTIAL,
    });
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it("is back to the seeded directory after a reset", async () => {
    await insertOwnedByOther({ name: "Open Door Studio", domain: "opendoor", listed: true });
    await platform().resetForTests();
    const { body } = await callApi<BusinessWire[]>(platform(), "/business/list?global=true");
    expect(body.length).toBe(14);
    expect(body.map((business) => business.domain)).not.toContain("opendoor");
  });
});
