import { describe, expect, it } from "vitest";
import { clockTimeForPeople, localWhenForPeople, whenForPeople } from "#contract/when-for-people";

const now = new Date("2026-11-27T12:00:00Z");

describe("dates and times for people", () => {
  it("writes the experience's zone, and the reader's time when it differs", () => {
    const instant = new Date("2026-12-11T00:00:00Z");
    expect(whenForPeople(instant, "America/Chicago", { now })).toBe("Thu, Dec 10, 6:00 PM CST");
    expect(whenForPeople(instant, "America/Chicago", { now, readerZone: "America/Chicago" })).toBe("Thu, Dec 10, 6:00 PM CST");
    expect(whenForPeople(instant, "America/Chicago", { now, readerZone: "America/New_York" })).toBe("Thu, Dec 10, 6:00 PM CST (7:00 PM EST your time)");
    expect(whenForPeople(instant, "America/Chicago", { now, readerZone: "Europe/Berlin" })).toBe("Thu, Dec 10, 6:00 PM CST (Fri, Dec 11, 1:00 AM GMT+1 your time)");
  });
  it("writes the year only when it is not this year", () => {
    expect(whenForPeople(new Date("2027-01-08T15:00:00Z"), "UTC", { now })).toBe("Fri, Jan 8, 2027, 3:00 PM UTC");
  });
  it("reads a local date and time", () => {
    expect(localWhenForPeople("2026-12-10", "18:00", "America/Chicago", { now })).toBe("Thu, Dec 10, 6:00 PM CST");
    expect(localWhenForPeople("2027-03-14", "02:30", "America/New_York", { now })).toBe("2027-03-14 02:30");
  });
  it("writes a clock time in 12-hour form", () => {
    expect(["00:05", "07:30", "12:00", "18:00", "23:59"].map(clockTimeForPeople)).toEqual(["12:05 AM", "7:30 AM", "12:00 PM", "6:00 PM", "11:59 PM"]);
  });
});

describe("prices for people", async () => {
  const { priceForPeople } = await import("#contract/money");
  it("writes whole dollars without cents and thousands with a comma", () => {
    expect([100_000, 1_250, 49_500, 5].map(priceForPeople)).toEqual(["$1,000", "$12.50", "$495", "$0.05"]);
  });
});

describe("the money bounds' words", async () => {
  const { dollarsOf, MAX_REWARDS_VALUE_CENTS, MONEY_MESSAGES } = await import("#contract/money");
  it("name the coin's cap as the formatter writes it", () => {
    expect(MONEY_MESSAGES.rewardsValueTooHigh).toBe(`must be at most ${MAX_REWARDS_VALUE_CENTS} cents (${dollarsOf(MAX_REWARDS_VALUE_CENTS)}) a coin`);
  });
});
