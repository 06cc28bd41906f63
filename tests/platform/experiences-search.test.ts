/** POST /experiences/search: each of the spec's eleven filters narrows as platform/README.md defines it. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { membershipPlans, subscriptions } from "../../platform/schema";
import type { ExperiencePage } from "../../platform/modules/experiences/wire";
import { addExperience, everyPage, matches, names } from "../support/experiences";
import { send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const BOULDER = { latitude: 40.015, longitude: -105.2705 };
const PORTLAND = { latitude: 45.5152, longitude: -122.6784 };
const sorted = (list: string[]) => [...list].sort();

// 2026-12-01 is a Tuesday; 2026-12-05 and 06 a weekend.
const NARROWING: Array<Record<string, unknown>> = [
  { category: "wellness" },
  { tags: ["coffee", "kayaking"] },
  { partySize: 12 },
  { ageRange: { min: 10 } },
  { ageRange: { max: 5 } },
  { petFriendly: true },
  { budget: { max: 30 } },
  { budget: { min: 100, max: 200 }, partySize: 2 },
  { location: BOULDER, radius: 20 },
  { location: PORTLAND },
  { dateRange: { from: "2026-12-01", to: "2026-12-01" } },
  { dateRange: { from: "2026-12-05", to: "2026-12-06" }, timeOfDay: "morning" },
  { timeOfDay: ["evening"] },
  { timeOfDay: ["morning", "afternoon"], dateRange: { from: "2026-12-02", to: "2026-12-03" } },
  { category: "outdoors", petFriendly: true, partySize: 2, timeOfDay: "morning" },
];

describe.each(databaseTargets)("POST /experiences/search on $name", (target) => {
  const platform = usePlatform(target);
  const search = (json: unknown, extra: { token?: string; headers?: Record<string, string> } = {}) =>
    send<ExperiencePage & { message?: string; code?: string }>(platform(), "POST", "/experiences/search", { json, ...extra });

  it.each(NARROWING)("narrows to exactly what the filters say: %j", async (filters) => {
    const all = await everyPage(platform(), "/experiences/list");
    const found = await everyPage(platform(), filters);
    const expected = all.filter((experience) => matches(experience, filters));
    expect(sorted(names(found))).toEqual(sorted(names(expected)));
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
  });

  it("matches everything without filters, with a date range of a week or more, and treats null as absent", async () => {
    const all = await everyPage(platform(), "/experiences/list");
    expect(names(await everyPage(platform(), {}))).toEqual(names(all));
    expect(names(await everyPage(platform(), { dateRange: { from: "2026-12-01", to: "2026-12-10" } }))).toEqual(names(all));
    expect(names(await everyPage(platform(), { keywords: null, location: null }))).toEqual(names(all));
  });

  it("finds by keywords in name, place and description, by word prefix, best match first", async () => {
    expect(names(await everyPage(platform(), { keywords: "sourdough" }))).toEqual(["Sourdough from Scratch"]);
    expect(names(await everyPage(platform(), { keywords: "kaya" }))).toEqual(
      expect.arrayContaining(["Salt Marsh Kayak and Camera", "Willamette River Kayak"]),
    );
    const yoga = await everyPage(platform(), { keywords: "yoga" });
    expect(yoga.length).toBeGreaterThanOrEqual(3);
    expect(yoga[0]!.name).toMatch(/yoga/i);
    expect(names(await everyPage(platform(), { keywords: "Tybee" }))).toEqual(["Salt Marsh Kayak and Camera"]);
    expect(names(await everyPage(platform(), { keywords: "pasta -ravioli" }))).toEqual([]);
    expect((await search({ keywords: "zzqxv" })).body).toMatchObject({ experiences: [], total: 0 });
  });

  it("reads dates and times of day in the experience's own zone, whatever the caller's zone", async () => {
    const zone = "America/Los_Angeles";
    const sat = [{ days: ["saturday"], start: "09:00", end: "11:00" }];
    await addExperience(platform(), { name: "Zone Test Saturday Morning", timezone: zone }, sat);
    // Offered until 23:59 on Friday 4 December in Los Angeles (already the 5th in UTC) …
    await addExperience(platform(), { name: "Zone Test Ends Friday", timezone: zone, endTime: new Date("2026-12-05T07:59:00Z") }, sat);
    // … or from 23:30 on Saturday the 5th there (the 6th in UTC), or from Sunday the 6th there.
    await addExperience(platform(), { name: "Zone Test Starts Saturday Night", timezone: zone, startTime: new Date("2026-12-06T07:30:00Z") }, sat);
    await addExperience(platform(), { name: "Zone Test Starts Sunday", timezone: zone, startTime: new Date("2026-12-06T08:30:00Z") }, sat);
    const zoneTests = (list: Awaited<ReturnType<typeof everyPage>>) => names(list).filter((name) => name.startsWith("Zone Test"));

    const saturday = { dateRange: { from: "2026-12-05", to: "2026-12-05" } };
    for (const callerZone of ["America/New_York", "Asia/Tokyo"]) {
      const headers = { "X-Time-Zone": callerZone };
      expect(zoneTests(await everyPage(platform(), { ...saturday, timeOfDay: "morning" }, { headers }))).toEqual([
        "Zone Test Saturday Morning",
        "Zone Test Starts Saturday Night",
      ]);
      expect(zoneTests(await everyPage(platform(), { ...saturday, timeOfDay: "afternoon" }, { headers }))).toEqual([]);
    }
    expect(zoneTests(await everyPage(platform(), { dateRange: { from: "2026-12-04", to: "2026-12-04" } }))).toEqual([]);
    expect(zoneTests(await everyPage(platform(), { dateRange: { from: "2026-11-28", to: "2026-12-05" } }))).toEqual([
      "Zone Test Ends Friday",
      "Zone Test Saturday Morning",
      "Zone Test Starts Saturday Night",
    ]);
  });

  it("measures radius as great-circle miles, not a box around the place", async () => {
    const center = { latitude: 35, longitude: -100 }; // far from every demo experience
    const north = 10 / 69.05; // degrees of latitude per 10 miles
    const east = 10 / (69.05 * Math.cos((35 * Math.PI) / 180));
    await addExperience(platform(), { name: "Ten Miles North", latitude: 35 + north, longitude: -100 });
    // 14 miles north and 14 east: inside a 15-mile box, 19.8 miles away.
    await addExperience(platform(), { name: "In The Corner", latitude: 35 + 1.4 * north, longitude: -100 + 1.4 * east });
    expect(names(await everyPage(platform(), { location: center, radius: 15 }))).toEqual(["Ten Miles North"]);
    expect(names(await everyPage(platform(), { location: center, radius: 20 }))).toEqual(["In The Corner", "Ten Miles North"]);
    expect(names(await everyPage(platform(), { location: center, radius: 9.9 }))).toEqual([]);
  });

  it("prices budget as the caller would pay: member prices for active members, per guest times partySize", async () => {
    const member = await signedUp(platform(), "member@example.com");
    const guest = await signedUp(platform(), "guest@example.com");
    const [plan] = await platform().db.select().from(membershipPlans).where(eq(membershipPlans.name, "Creator"));
    await platform().db.insert(subscriptions).values({ userId: member.id, planId: plan!.id, status: "active" });
    const cupping = { keywords: "Cupping at the Roastery", budget: { max: 20 } };
    expect(names(await everyPage(platform(), cupping))).toEqual([]);
    expect(names(await everyPage(platform(), cupping, { token: guest.access_token }))).toEqual([]);
    expect(names(await everyPage(platform(), cupping, { token: member.access_token }))).toEqual(["Cupping at the Roastery"]);
    await platform().db.update(subscriptions).set({ status: "paused" }).where(eq(subscriptions.userId, member.id));
    expect(names(await everyPage(platform(), cupping, { token: member.access_token }))).toEqual([]);

    const sourdough = (partySize: number) => ({ keywords: "sourdough", budget: { max: 100 }, partySize });
    expect(names(await everyPage(platform(), sourdough(1)))).toEqual(["Sourdough from Scratch"]);
    expect(names(await everyPage(platform(), sourdough(2)))).toEqual([]);
    // Priced for the whole party: the same for any party size within its guests.
    const dateNight = (partySize: number) => ({ keywords: "Date Night at the Wheel", budget: { min: 150, max: 150 }, partySize });
    expect(names(await everyPage(platform(), dateNight(2)))).toEqual(["Date Night at the Wheel"]);
  });

  it("pages search results in a stable order with the total", async () => {
    const first = await search({ petFriendly: true, per_page: 5 });
    const second = await search({ petFriendly: true, per_page: 5, page: 2 });
    expect(first.body.per_page).toBe(5);
    expect(first.body.total).toBe(second.body.total);
    const all = await everyPage(platform(), { petFriendly: true });
    expect(names([...first.body.experiences, ...second.body.experiences])).toEqual(names(all).slice(0, 10));
  });

  it("refuses unknown fields and bad values with a 400 naming the field", async () => {
    const cases: Array<[unknown, string]> = [
      [{ keyword: "yoga" }, 'Field "keyword": not a search filter'],
      [{ keywords: 5 }, 'Field "keywords": must be text'],
      [{ tags: "coffee" }, 'Field "tags": must be a list of tag names'],
      [{ category: "" }, 'Field "category": must not be empty'],
      [{ dateRange: { from: "2026-02-30", to: "2026-03-01" } }, 'Field "dateRange.from": must be a real date'],
      [{ dateRange: { from: "2026-12-05", to: "2026-12-01" } }, 'Field "dateRange.to": from must not be after to'],
      [{ dateRange: "2026-12-05" }, 'Field "dateRange": must be {from, to}'],
      [{ timeOfDay: "noon" }, 'Field "timeOfDay": must be one of morning, afternoon, evening'],
      [{ budget: { min: -1 } }, 'Field "budget.min": must be at least 0'],
      [{ budget: { min: 50, max: 10 } }, 'Field "budget.max": min must not be above max'],
      [{ partySize: 0 }, 'Field "partySize": must be at least 1'],
      [{ partySize: 1.5 }, 'Field "partySize": must be a whole number'],
      [{ ageRange: { min: 200 } }, 'Field "ageRange.min": must be at most 120'],
      [{ petFriendly: "yes" }, 'Field "petFriendly": must be true or false'],
      [{ location: { latitude: 100, longitude: 0 } }, 'Field "location.latitude": must be between -90 and 90'],
      [{ location: BOULDER, radius: 0 }, 'Field "radius": must be above 0'],
      [{ radius: 10 }, 'Field "location": required when radius is given'],
      [{ per_page: 51 }, 'Field "per_page": must be at most 50'],
      [[], "The request body must be a JSON object"],
    ];
    for (const [body, message] of cases) {
      const response = await search(body);
      expect([body, response.status, response.body.code]).toEqual([body, 400, "invalid_request"]);
      expect(response.body.message?.startsWith(message), `${JSON.stringify(body)} → ${response.body.message}`).toBe(true);
    }
  });
});
