import { z } from "zod";
import { CANCELLATION_LIMITS } from "#contract/cancellation-policy";
import { WEEKDAYS } from "#contract/wall-clock";
import { checkbox, text } from "~/.server/forms/rules";
import { EXPERIENCE_MESSAGES as M, MAX_WINDOWS } from "./experience-text";

/*
 * The experience editor's form (create and edit; shared by both routes, so kept here rather than
 * in a route's sibling .schema.ts), as the browser sends it: text, numbers as
 * typed, checkboxes and the weekly windows (`windows[0].start`, `windows[0].days`). The site
 * checks what it must to build the call (required fields, that a number is one); the rules
 * between fields (prices, guests, windows against the duration) are the platform's, whose words
 * come back at their fields. The values stay strings here: app/areas/brands/experiences builds
 * the call's body from them.
 */

const required = (label: string, max: number, message: string) => text(label, max).refine((value) => value !== "", { message });
const matching = (label: string, max: number, pattern: RegExp, message: string) =>
  text(label, max).refine((value) => value === "" || pattern.test(value), { message });

const dollars = (label: string) => matching(label, 12, /^\d{1,7}(\.\d{1,2})?$/, M.dollars);
const whole = (label: string) => matching(label, 6, /^\d{1,5}$/, M.whole);
const clock = matching("Time", 5, /^([01]\d|2[0-4]):[0-5]\d$/, M.clock);
const dateTime = matching("Date and time", 16, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, M.dateTime);
/** Words separated by commas or lines (types, themes, amenities, tags). */
const words = (label: string) => text(label, 3000);

/** A checkbox group sends one value as a string, several as a list. */
const weekdays = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.enum(WEEKDAYS)),
);

export const windowSchema = z.object({ start: clock, end: clock, days: weekdays });

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

export const experienceFormSchema = z.object({
  name: required("Name", 120, M.nameRequired),
  category: required("Category", 100, M.categoryRequired),
  tags: words("Tags"),
  description: text("Description", 5000),
  venue: text("Venue", 64),
  location: text("Location", 200),
  address: text("Address", 300),
  retailPrice: dollars("Retail price").refine((value) => value !== "", { message: M.priceRequired }),
  memberPrice: dollars("Member price"),
  minPrice: dollars("Minimum price"),
  perGuestPricing: checkbox,
  minGuests: whole("Minimum guests"),
  maxGuests: whole("Maximum guests").refine((value) => value !== "", { message: M.maxGuestsRequired }),
  minAge: whole("Minimum age"),
  idealAgeYoungest: whole("Ideal age from"),
  idealAgeOldest: whole("Ideal age to"),
  petFriendly: checkbox,
  durationHours: whole("Hours"),
  durationMinutes: whole("Minutes"),
  timezone: text("Time zone", 64),
  startTime: dateTime,
  endTime: dateTime,
  cancellationPolicy: text("Cancellation policy", 2000),
  tiers: tiersSchema,
  types: words("Types"),
  themes: words("Themes"),
  amenities: words("Amenities"),
  additionalItems: words("Additional items"),
  disclaimer: text("Disclaimer", 2000),
  advanceNoticeRequired: checkbox,
  advanceNoticeTime: whole("Notice"),
  advanceNoticeUnit: z.preprocess((value) => value || "hours", z.enum(["minutes", "hours", "days"])),
  transportationIncluded: checkbox,
  transportationRadius: whole("Radius"),
  transportationLeadTime: whole("Lead time"),
  minimumTier: matching("Minimum tier", 1, /^[0-3]$/, M.whole),
  membersOnly: checkbox,
  windows: z.array(windowSchema).max(MAX_WINDOWS).default([]),
});

export type ExperienceFormValue = z.output<typeof experienceFormSchema>;
export type ExperienceFormFields = z.input<typeof experienceFormSchema>;
