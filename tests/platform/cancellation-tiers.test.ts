/**
 * An experience's cancellation tiers (contract/cancellation-policy.ts) as its owner writes them:
 * stored longest notice first and answered on the experience; refused at the field past the
 * limits (at most 5 tiers, hours 0-8760, percent 0-100, each hours once), nothing changed.
 */
import { describe, expect, it } from "vitest";
import { experienceCategories } from "../../platform/schema";
import { brand, person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const WINDOW = { start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 30 }, saturday: true };
const MINIMAL = { name: "Harbor kayak tour", retail_price: 40, max_guests: 6, duration: { hours: 1, minutes: 30 } };

describe.each(databaseTargets)("cancellation tiers on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("stores them longest notice first, and refuses each limit at the field", async () => {
    const who = await person(platform(), "owner");
    await brand(platform(), who.id);
    await platform().db.insert(experienceCategories).values({ name: "water", title: "On the water" }).onConflictDoNothing();
    const tiers = [
      { hours: 24, percent: 50 },
      { hours: 48, percent: 100 },
    ];
    const created = await send(platform(), "POST", "/experiences/create", { token: who.token, json: { category: "water", experience: { ...MINIMAL, cancellation_tiers: tiers }, availabilities: [WINDOW] } });
    expect(created.status).toBe(201);
    expect(created.body.cancellation_tiers).toEqual([tiers[1], tiers[0]]);
    const put = (cancellation_tiers: unknown) => send(platform(), "PUT", `/experiences/id/${created.body.id}`, { token: who.token, json: { experience: { cancellation_tiers } } });

    const cases: Array<[unknown, string]> = [
      [Array.from({ length: 6 }, (_, hours) => ({ hours, percent: 10 })), 'Field "experience.cancellation_tiers": must have at most 5 tiers'],
      [[{ hours: 8761, percent: 10 }], 'Field "experience.cancellation_tiers.0.hours": must be at most 8760'],
      [[{ hours: 24, percent: 101 }], 'Field "experience.cancellation_tiers.0.percent": must be at most 100'],
      [[{ hours: 24, percent: 10 }, { hours: 24, percent: 20 }], 'Field "experience.cancellation_tiers": must not name the same number of hours twice'],
      [[{ hours: 1.5, percent: 10 }], 'Field "experience.cancellation_tiers.0.hours": must be a whole number'],
    ];
    for (const [json, message] of cases) {
      const refused = await put(json);
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([400, "invalid_request", message]);
    }
    const read = await send(platform(), "GET", `/experiences/id/${created.body.id}`);
    expect(read.body.cancellation_tiers).toEqual([tiers[1], tiers[0]]);
    expect((await put([])).body.cancellation_tiers).toEqual([]);
  });
});
