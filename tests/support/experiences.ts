/**
 * Helpers of the experience tests: paging through a list or search to the end, adding an
 * experience of a test's own, and a plain reading of each search filter (platform/README.md
 * "Experiences") to check the SQL against.
 */
import { eq } from "drizzle-orm";
import { TIME_OF_DAY, type TimeOfDay } from "#contract/experience-search";
import { businesses, experienceAvailabilities, experienceCategories, experiences, type NewExperience } from "../../platform/schema";
import type { Platform } from "../../platform/index";
import type { ExperiencePage } from "../../platform/modules/experiences/wire";
import type { ExperienceWire } from "../../platform/modules/experiences/wire";
import { send } from "./platform-accounts";

type Call = { token?: string; headers?: Record<string, string> };

/** Every result of a search (or of a GET list when `body` is a path), page after page. */
export async function everyPage(platform: Platform, body: Record<string, unknown> | string, call: Call = {}): Promise<ExperienceWire[]> {
  const all: ExperienceWire[] = [];
  for (let page = 1; ; page++) {
    const response =
      typeof body === "string"
        ? await send<ExperiencePage>(platform, "GET", `${body}${body.includes("?") ? "&" : "?"}page=${page}&per_page=50`, call)
        : await send<ExperiencePage>(platform, "POST", "/experiences/search", { ...call, json: { ...body, page, per_page: 50 } });
    if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
    all.push(...response.body.experiences);
    if (all.length >= response.body.total) return all;
  }
}

export const names = (list: ExperienceWire[]) => list.map((experience) => experience.name);

type Slot = { days: string[]; start: string; end: string };

/** Inserts an experience (of the first demo business, in `outdoors` unless told) with weekly slots. */
export async function addExperience(platform: Platform, values: Partial<NewExperience> & { name: string }, slots: Slot[] = []): Promise<string> {
  const [business] = await platform.db.select({ id: businesses.id }).from(businesses).limit(1);
  const [category] = await platform.db.select({ id: experienceCategories.id }).from(experienceCategories).where(eq(experienceCategories.name, "outdoors"));
  const [row] = await platform.db
    .insert(experiences)
    .values({ businessId: business!.id, categoryId: category!.id, retailPriceCents: 5000, maxGuests: 10, durationMinutes: 60, ...values })
    .returning({ id: experiences.id });
  for (const slot of slots) {
    const [startHour, startMinute] = slot.start.split(":").map(Number);
    const [endHour, endMinute] = slot.end.split(":").map(Number);
    await platform.db.insert(experienceAvailabilities).values({
      experienceId: row!.id,
      startHour: startHour!,
      startMinute: startMinute!,
      endHour: endHour!,
      endMinute: endMinute!,
      ...Object.fromEntries(slot.days.map((day) => [day, true])),
    });
  }
  return row!.id;
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** The filters read plainly, one experience at a time (what the SQL must agree with). */
export function matches(x: ExperienceWire, f: Record<string, any>, member = false): boolean {
  const minutes = (t: { hour: number; minute: number }) => t.hour * 60 + t.minute;
  if (f.category && x.category.name !== f.category) return false;
  if (f.tags && !x.tags.some((tag) => f.tags.includes(tag.name))) return false;
  if (f.partySize && (x.min_guests > f.partySize || x.max_guests < f.partySize)) return false;
  if (f.ageRange && x.min_age > (f.ageRange.min ?? f.ageRange.max)) return false;
  if (f.petFriendly === true && !x.pet_friendly) return false;
  if (f.budget) {
    const unit = member && x.member_price !== null ? x.member_price : x.retail_price;
    const price = x.per_guest_pricing && f.partySize ? unit * f.partySize : unit;
    if ((f.budget.min !== undefined && price < f.budget.min) || (f.budget.max !== undefined && price > f.budget.max)) return false;
  }
  if (f.dateRange || f.timeOfDay) {
    const from = new Date(`${f.dateRange?.from ?? "2026-01-04"}T00:00:00Z`);
    const to = new Date(`${f.dateRange?.to ?? "2026-01-10"}T00:00:00Z`);
    const days = new Set<string>();
    for (let d = from; d <= to && days.size < 7; d = new Date(d.getTime() + 86_400_000)) days.add(WEEKDAYS[d.getUTCDay()]!);
    const periods: TimeOfDay[] = f.timeOfDay ? [f.timeOfDay].flat() : ["morning", "afternoon", "evening"];
    const fits = x.availabilities.some(
      (a) =>
        [...days].some((day) => a[day as keyof typeof a] === true) &&
        (!f.timeOfDay || periods.some((p) => minutes(a.start) < TIME_OF_DAY[p].to && minutes(a.end) > TIME_OF_DAY[p].from)),
    );
    if (!fits) return false;
  }
  if (f.location) {
    if (x.latitude === null || x.longitude === null) return false;
    const rad = (deg: number) => (deg * Math.PI) / 180;
    const h =
      Math.sin(rad(x.latitude - f.location.latitude) / 2) ** 2 +
      Math.cos(rad(f.location.latitude)) * Math.cos(rad(x.latitude)) * Math.sin(rad(x.longitude - f.location.longitude) / 2) ** 2;
    if (2 * 3958.8 * Math.asin(Math.sqrt(h)) > (f.radius ?? 25)) return false;
  }
  return true;
}
