/** The demo marketplace data: enough variety that every search filter finds something and none finds everything. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXPERIENCE_COVERS, experienceCoverAlt, experienceCoverPath } from "../../contract/experience-covers";
import { demoBusinesses } from "../../platform/seed/demo-businesses";
import { demoExperiences, parseDemoSlot } from "../../platform/seed/demo-experiences";
import { demoZones } from "../../platform/seed/experiences/catalog";
import { referenceTaxonomy as demoCategories } from "../../platform/seed/taxonomy";

const some = (test: (demo: (typeof demoExperiences)[number]) => boolean) => {
  const count = demoExperiences.filter(test).length;
  return count > 0 && count < demoExperiences.length;
};

describe("demo experiences", () => {
  it("has at least 60, uniquely named, sold by demo businesses, in every category but the one kept empty", () => {
    expect(demoExperiences.length).toBeGreaterThanOrEqual(60);
    expect(new Set(demoExperiences.map((demo) => demo.name)).size).toBe(demoExperiences.length);
    const domains = new Set(demoBusinesses.map((business) => business.domain));
    for (const demo of demoExperiences) expect(domains.has(demo.business), demo.business).toBe(true);
    const used = new Set(demoExperiences.map((demo) => demo.category));
    expect(demoCategories.filter((category) => !used.has(category.name)).map((c) => c.name)).toEqual(["seasonal"]);
    expect(demoCategories.length).toBeGreaterThanOrEqual(7);
  });

  it("uses only known tags, and leaves some tags empty", () => {
    const tags = new Set(demoCategories.flatMap((category) => category.tags.map(([name]) => name)));
    const used = new Set(demoExperiences.flatMap((demo) => demo.tags));
    for (const tag of used) expect(tags.has(tag), tag).toBe(true);
    expect([...tags].filter((tag) => !used.has(tag)).sort()).toEqual(["holiday-market", "karaoke", "stargazing"]);
  });

  it("spans at least three zones and has every case a filter or a checkout rule looks at", () => {
    expect(new Set(demoExperiences.map((demo) => demoZones[demo.business])).size).toBeGreaterThanOrEqual(3);
    expect(some((demo) => demo.member !== undefined)).toBe(true);
    expect(some((demo) => demo.perGuest === true)).toBe(true);
    expect(some((demo) => demo.pet === true)).toBe(true);
    expect(some((demo) => demo.pickup !== undefined)).toBe(true);
    expect(some((demo) => demo.tier !== undefined)).toBe(true);
    expect(some((demo) => demo.membersOnly === true)).toBe(true);
    expect(some((demo) => (demo.minAge ?? 0) >= 21)).toBe(true);
    expect(some((demo) => (demo.minAge ?? 0) === 0)).toBe(true);
    expect(some((demo) => demo.price >= 200)).toBe(true);
    expect(some((demo) => demo.price === 0)).toBe(true);
  });

  it("gives each 1-3 well-formed weekly slots, a real place and image files that exist", () => {
    for (const demo of demoExperiences) {
      expect(demo.slots.length, demo.name).toBeGreaterThanOrEqual(1);
      expect(demo.slots.length, demo.name).toBeLessThanOrEqual(3);
      for (const slot of demo.slots) {
        const parsed = parseDemoSlot(slot);
        expect(parsed.startHour * 60 + parsed.startMinute, slot).toBeLessThan(parsed.endHour * 60 + parsed.endMinute);
      }
      expect(Math.abs(demo.at[0] - 38)).toBeLessThan(10); // the contiguous US
      expect(demo.at[1]).toBeLessThan(-65);
      expect(demo.guests[0]).toBeLessThanOrEqual(demo.guests[1]);
      expect(existsSync(path.join("public", experienceCoverPath(demo.cover))), demo.cover).toBe(true);
    }
  });

  it("gives each a cover that depicts its subject, described in words, and draws each subject once, small", () => {
    const used = new Set(demoExperiences.map((demo) => demo.cover));
    // Every illustration is used, and one is not stretched over the catalogue.
    expect([...used].sort()).toEqual(Object.keys(EXPERIENCE_COVERS).sort());
    expect(used.size).toBeGreaterThanOrEqual(25);
    for (const cover of used) {
      const file = readFileSync(path.join("public", experienceCoverPath(cover)), "utf8");
      expect(file.length, cover).toBeLessThan(4096);
      expect(file, cover).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 640 400"/);
      expect(file, cover).not.toMatch(/<script|href=|url\(/i);
      const alt = experienceCoverAlt(experienceCoverPath(cover));
      expect(alt, cover).toMatch(/^[A-Z][a-z-]* [a-z]/);
      expect(alt!.split(" ").length, cover).toBeGreaterThanOrEqual(5);
    }
    expect(experienceCoverAlt("/platform-assets/experiences/food-drink.svg")).toBeNull();
    expect(experienceCoverAlt("/platform-api/files/abc.jpg")).toBeNull();
  });
});
