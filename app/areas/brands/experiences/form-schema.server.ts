import { z } from "zod";
import { CANCELLATION_LIMITS } from "#contract/cancellation-policy";
import { WEEKDAYS } from "#contract/wall-clock";
import { checkbox, text } from "~/.server/forms/rules";
import { EXPERIENCE_MESSAGES as M, MAX_WINDOWS } from "./experience-text";

/*
 * The editor's steps' forms, as the browser sends them (strings as typed, checkboxes, the weekly
 * windows as `windows[0].start`, `windows[0].days`). Each step checks every rule it can before the
 * call, rules between fields included, so a step's errors come back all at once; the platform's
 * own refusals (refusals.server.ts) are the rare rest. The values stay strings here:
 * form-body.server.ts builds the call's body from them.
 */

const required = (label: string, max: number, message: string) => text(label, max).refine((value) => value !== "", { message });
const matching = (label: string, max: number, pattern: RegExp, message: string) =>
  text(label, max).refine((value) => value === "" || pattern.test(value), { message });

const dollars = (label: string) => matching(label, 12, /^\d{1,7}(\.\d{1,2})?$/, M.dollars);
const whole = (label: string) => matching(label, 6, /^\d{1,5}$/, M.whole);
const clock = matching("Time", 5, /^([01]\d|2[0-4]):[0-5]\d$/, M.clock);
const dateTime = matching("Date and time", 16, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, M.dateTime);

/** A checkbox group sends one value as a string, several as a list. */
const listOf = <T extends z.ZodType>(item: T) => z.preprocess((value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]), z.array(item));
const weekdays = listOf(z.enum(WEEKDAYS));

const minutesOf = (typed: string) => {
  const [hour, minute] = typed.split(":").map(Number) as [number, number];
  return hour * 60 + minute;
};

export const windowSchema = z.object({ start: clock, end: clock, days: weekdays });

/** Step 1, Basics: what it is. */
export const basicsSchema = z.object({
  name: required("Name", 120, M.nameRequired),
  category: required("Category", 100, M.categoryRequired),
  description: text("Description", 5000),
});

/** Step 2, Place and times: the venue (whose address, location and zone it takes) and when it runs. */
export const placeSchema = z
  .object({
    venue: text("Venue", 64),
    timezone: text("Time zone", 64),
    durationHours: whole("Hours"),
    durationMinutes: whole("Minutes"),
    startTime: dateTime,
    endTime: dateTime,
    advanceNoticeRequired: checkbox,
    advanceNoticeTime: whole("Notice"),
    advanceNoticeUnit: z.preprocess((value) => value || "hours", z.enum(["minutes", "hours", "days"])),
    windows: z.array(windowSchema).max(MAX_WINDOWS).default([]),
  })
  .superRefine((value, context) => {
    const duration = Number(value.durationHours || 0) * 60 + Number(value.durationMinutes || 0);
    if (value.durationHours === "" && value.durationMinutes === "") context.addIssue({ code: "custom", path: ["durationHours"], message: M.durationRequired });
    else if (duration < 1 || duration > 24 * 60) context.addIssue({ code: "custom", path: ["durationHours"], message: M.durationRange });
    if (value.startTime && value.endTime && value.endTime <= value.startTime) context.addIssue({ code: "custom", path: ["endTime"], message: M.endBeforeStart });
    value.windows.forEach((window, index) => {
      if (window.days.length === 0) context.addIssue({ code: "custom", path: ["windows", index, "days"], message: M.windowDays });
      if (!window.start || !window.end) {
        if (!window.start) context.addIssue({ code: "custom", path: ["windows", index, "start"], message: M.clock });
        if (!window.end) context.addIssue({ code: "custom", path: ["windows", index, "end"], message: M.clock });
        return;
      }
      const length = minutesOf(window.end) - minutesOf(window.start);
      if (length <= 0) context.addIssue({ code: "custom", path: ["windows", index, "end"], message: M.windowOrder });
      else if (duration >= 1 && length < duration) context.addIssue({ code: "custom", path: ["windows", index, "end"], message: M.windowTooShort });
    });
  });

/** A tier as typed: both parts or neither (an empty row is no tier), within the contract's limits. */
const tierSchema = z
  .object({ hours: whole("Hours"), percent: whole("Percent") })
  .superRefine((tier, context) => {
    if ((tier.hours === "") !== (tier.percent === "")) {
      context.addIssue({ code: "custom", path: [tier.hours === "" ? "hours" : "percent"], message: M.tierIncomplete });
    }
    if (tier.hours !== "" && Number(tier.hours) > CANCELLATION_LIMITS.maxHours) context.addIssue({ code: "custom", path: ["hours"], message: M.tierHours });
    if (tier.percent !== "" && Number(tier.percent) > CANCELLATION_LIMITS.maxPercent) context.addIssue({ code: "custom", path: ["percent"], message: M.tierPercent });
  });

const tiersSchema = z
  .array(tierSchema)
  .max(CANCELLATION_LIMITS.maxTiers)
  .default([])
  .superRefine((tiers, context) => {
    const seen = new Set<number>();
    tiers.forEach((tier, index) => {
      if (tier.hours === "") return;
      if (seen.has(Number(tier.hours))) context.addIssue({ code: "custom", path: [index, "hours"], message: M.tierTwice });
      seen.add(Number(tier.hours));
    });
  });

/** Step 3, Price and guests: the price, per guest or per booking (always said), group sizes, who may book, refunds. */
export const priceSchema = z
  .object({
    retailPrice: dollars("Retail price").refine((value) => value !== "", { message: M.priceRequired }),
    memberPrice: dollars("Member price"),
    pricing: z.enum(["guest", "booking"], { error: M.pricingRequired }),
    minGuests: whole("Fewest guests"),
    maxGuests: whole("Most guests").refine((value) => value !== "", { message: M.maxGuestsRequired }),
    minimumTier: matching("Minimum tier", 1, /^[0-3]$/, M.whole),
    membersOnly: checkbox,
    cancellationPolicy: text("Cancellation policy", 2000),
    tiers: tiersSchema,
  })
  .superRefine((value, context) => {
    if (value.maxGuests !== "" && Number(value.minGuests || 1) > Number(value.maxGuests)) context.addIssue({ code: "custom", path: ["maxGuests"], message: M.guestsOrder });
    if (value.memberPrice !== "" && value.retailPrice !== "" && Number(value.memberPrice) > Number(value.retailPrice)) {
      context.addIssue({ code: "custom", path: ["memberPrice"], message: M.memberPriceAbove });
    }
  });

/** Step 4, Details: tags of its category and themes (ticked), and the rest a guest reads. */
export const detailsSchema = z.object({
  tags: listOf(text("Tag", 100)),
  themes: listOf(text("Theme", 100)),
  otherThemes: text("Other themes", 1000),
  amenities: text("Amenities", 3000),
  minAge: whole("Minimum age"),
  petFriendly: checkbox,
});

export type BasicsValue = z.output<typeof basicsSchema>;
export type PlaceValue = z.output<typeof placeSchema>;
export type PriceValue = z.output<typeof priceSchema>;
export type DetailsValue = z.output<typeof detailsSchema>;
