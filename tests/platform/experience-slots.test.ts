/** GET /experiences/id/{id}/slots: the slots an experience can be booked at over a bounded range, with the places left. */
import { describe, expect, it } from "vitest";
import { addDays, weekdayOf } from "#contract/wall-clock";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";
import { dateAhead, experience, person, startCheckout } from "../support/marketplace";

const slotsOf = (platform: Parameters<typeof send>[0], id: string, query: string) => send(platform, "GET", `/experiences/id/${id}/slots?${query}`);

describe.each(databaseTargets)("experience slots on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } });

  it("lists every start of the days the experience runs, in order, in its zone, and never a day it does not run", async () => {
    const tour = await experience(platform(), { maxGuests: 6, windows: [{ start: "18:00", end: "20:00", days: ["monday", "thursday"] }] });
    const from = dateAhead(3);
    const to = addDays(from, 13);
    const answer = await slotsOf(platform(), tour.id, `from=${from}&to=${to}`);
    expect(answer.status).toBe(200);
    expect([answer.body.timezone, answer.body.from, answer.body.to]).toEqual(["America/New_York", from, to]);
    const slots: Array<{ date: string; time: string; starts_at: string; capacity: number; places_left: number }> = answer.body.slots;
    // Two Mondays and two Thursdays in any 14 days, two starts each.
    expect(slots).toHaveLength(8);
    expect(new Set(slots.map((slot) => weekdayOf(slot.date)))).toEqual(new Set(["monday", "thursday"]));
    expect(slots.every((slot) => ["18:00", "19:00"].includes(slot.time) && slot.capacity === 6 && slot.places_left === 6)).toBe(true);
    expect(slots.map((slot) => `${slot.date} ${slot.time}`)).toEqual([...slots.map((slot) => `${slot.date} ${slot.time}`)].sort());
    const first = slots[0]!;
    const local = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .format(new Date(first.starts_at))
      .replace(",", "");
    expect(local).toBe(`${first.date} ${first.time}`);
  });

  it("counts held places: a slot whose places are all held has 0 left, the others keep theirs", async () => {
    const buyer = await person(platform());
    const tour = await experience(platform(), { maxGuests: 2 });
    const date = dateAhead(10);
    expect((await startCheckout(platform(), buyer, tour.id, { date, time: "10:00", guests: 2 })).status).toBe(201);
    const answer = await slotsOf(platform(), tour.id, `from=${date}&to=${date}`);
    const left = Object.fromEntries(answer.body.slots.map((slot: { time: string; places_left: number }) => [slot.time, slot.places_left]));
    expect(left).toMatchObject({ "09:00": 2, "10:00": 0, "11:00": 2 });
  });

  it("leaves out slots that have started or fall within the advance notice, and a time the clocks skip", async () => {
    const tour = await experience(platform(), { advanceNoticeRequired: true, advanceNoticeTime: 3, advanceNoticeUnit: "days" });
    const answer = await slotsOf(platform(), tour.id, `from=${dateAhead(-1)}&to=${dateAhead(5)}`);
    expect(answer.status).toBe(200);
    const earliest = Date.now() + 3 * 86_400_000;
    expect(answer.body.slots.length).toBeGreaterThan(0);
    expect(answer.body.slots.every((slot: { starts_at: string }) => Date.parse(slot.starts_at) >= earliest - 60_000)).toBe(true);

    const night = await experience(platform(), { windows: [{ start: "01:30", end: "03:30", days: ["sunday"] }] });
    const spring = await slotsOf(platform(), night.id, "from=2027-03-14&to=2027-03-14");
    expect(spring.body.slots.map((slot: { time: string }) => slot.time)).toEqual(["01:30"]);
  });

  it("refuses a range it cannot read or that is too long, with a 400 naming the field, never a 5xx", async () => {
    const tour = await experience(platform());
    const from = dateAhead(2);
    const cases: Array<[string, string | undefined]> = [
      [`from=${from}&to=${addDays(from, 62)}`, "to"],
      [`from=${from}&to=${addDays(from, -1)}`, "to"],
      [`from=2027-02-30&to=2027-03-02`, "from"],
      [`from=tomorrow&to=${from}`, "from"],
      [`to=${from}`, "from"],
      [`from=${from}&to=${from}&guests=2`, undefined],
    ];
    for (const [query, field] of cases) {
      const answer = await slotsOf(platform(), tour.id, query);
      expect([query, answer.status, answer.body.code, answer.body.field]).toEqual([query, 400, "invalid_request", field]);
    }
    expect((await slotsOf(platform(), tour.id, `from=${from}&to=${addDays(from, 61)}`)).status).toBe(200);
    expect((await slotsOf(platform(), "00000000-0000-4000-8000-000000000000", `from=${from}&to=${from}`)).status).toBe(404);
    expect((await slotsOf(platform(), "not-an-id", `from=${from}&to=${from}`)).status).toBe(404);
  });
});
