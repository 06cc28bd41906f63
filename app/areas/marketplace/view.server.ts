/**
 * Experiences as the pages show them, worked out on the server: prices, durations, ages and
 * weekly times in words. Pages receive these strings in their loader data, so the browser needs
 * no formatting code and server and browser can never render a time differently.
 */
import { experienceCoverAlt } from "#contract/experience-covers";
import { dateFormat, numberFormat } from "#contract/intl-formats";
import { addDays, clockOf, localDate, localTime, WEEKDAYS, weekdayOf, zonedInstant, type Weekday } from "#contract/wall-clock";
import type { Availability, Experience } from "./experience-entity.server";

export function money(dollars: number): string {
  const cents = Number.isInteger(dollars) ? 0 : 2;
  return numberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: cents, maximumFractionDigits: 2 }).format(dollars);
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "2 hours 30 minutes", "45 minutes", "1 hour". */
export function durationText({ hours, minutes }: { hours: number; minutes: number }): string {
  const parts = [hours > 0 ? plural(hours, "hour") : null, minutes > 0 || hours === 0 ? plural(minutes, "minute") : null];
  return parts.filter(Boolean).join(" ");
}

/** "9:00 AM". */
export function clockText(hour: number, minute: number): string {
  const date = new Date(Date.UTC(2000, 0, 1, hour % 24, minute));
  return dateFormat("en-US", { timeZone: "UTC", hour: "numeric", minute: "2-digit" }).format(date);
}

const DAY_NAMES: Record<Weekday, string> = {
  monday: "Mon",
  tuesday: "Tue",
  wednesday: "Wed",
  thursday: "Thu",
  friday: "Fri",
  saturday: "Sat",
  sunday: "Sun",
};

/** "Every day", "Weekdays", "Weekends", or "Mon, Wed, Fri". */
export function daysText(window: Availability): string {
  const days = WEEKDAYS.filter((day) => window[day]);
  if (days.length === 7) return "Every day";
  if (days.length === 5 && !window.saturday && !window.sunday) return "Weekdays";
  if (days.length === 2 && window.saturday && window.sunday) return "Weekends";
  return days.map((day) => DAY_NAMES[day]).join(", ");
}

/** A short name for a zone at a moment ("EST", "PDT", "GMT+9"). */
export function zoneName(zone: string, instant: Date): string {
  const parts = dateFormat("en-US", { timeZone: zone, timeZoneName: "short" }).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
}

export type PriceView = {
  /** What this visitor pays, as shown: "$45". */
  amount: string;
  /** "per guest" or "per group". */
  unit: string;
  /** For a visitor paying the retail price: what members pay ("$38 for members"), when different. */
  memberNote: string | null;
  /** The visitor holds a membership and pays the member price. */
  memberPrice: boolean;
};

export function priceView(experience: Experience, isMember: boolean): PriceView {
  const member = experience.memberPrice;
  const paysMember = isMember && member !== null && member < experience.retailPrice;
  return {
    amount: money(paysMember ? member : experience.retailPrice),
    unit: experience.perGuestPricing ? "per guest" : "per group",
    memberNote: !isMember && member !== null && member < experience.retailPrice ? `${money(member)} for members` : null,
    memberPrice: paysMember,
  };
}

export function agesText(experience: Experience): string {
  const { youngest, oldest } = experience.idealAge;
  const min = experience.minAge > 0 ? `Ages ${experience.minAge}+` : "All ages";
  // "Best for" only when it says more than the minimum age does.
  if ((youngest === null || youngest <= experience.minAge) && oldest === null) return min;
  const ideal = youngest !== null && oldest !== null ? `${youngest}–${oldest}` : youngest !== null ? `${youngest}+` : `up to ${oldest}`;
  return `${min} (best for ${ideal})`;
}

export function guestsText(experience: Experience): string {
  const { minGuests, maxGuests } = experience;
  return minGuests === maxGuests ? plural(maxGuests, "guest") : `${minGuests}–${maxGuests} guests`;
}

export type AvailabilityView = {
  days: string;
  /** "9:00 AM – 5:00 PM EST" in the experience's zone. */
  local: string;
  /** The same window in the visitor's zone, when that zone differs ("6:00 AM – 2:00 PM PST"); else null. */
  visitor: string | null;
};

/**
 * The weekly windows in the experience's zone and, where the visitor's zone differs, in theirs:
 * converted at the window's next occurrence from `today`, since the difference changes with
 * daylight saving.
 */
export function availabilityViews(experience: Experience, visitorZone: string, now: Date): AvailabilityView[] {
  const zone = experience.timezone;
  const today = localDate(now, zone);
  return experience.availabilities.map((window) => {
    let date = today;
    for (let i = 0; i < 7 && !window[weekdayOf(date)]; i++) date = addDays(date, 1);
    const start = zonedInstant(date, clockOf(window.start.hour, window.start.minute), zone);
    const endClock = window.end.hour >= 24 ? "23:59" : clockOf(window.end.hour, window.end.minute);
    const end = zonedInstant(date, endClock, zone);
    const at = start ?? now;
    const local = `${clockText(window.start.hour, window.start.minute)} – ${clockText(window.end.hour, window.end.minute)} ${zoneName(zone, at)}`;
    const sameOffset = zoneName(visitorZone, at) === zoneName(zone, at) || visitorZone === zone;
    const visitor =
      sameOffset || !start || !end
        ? null
        : `${twelveHour(localTime(start, visitorZone))} – ${twelveHour(localTime(end, visitorZone))} ${zoneName(visitorZone, at)}`;
    return { days: daysText(window), local, visitor };
  });
}

function twelveHour(clock: string): string {
  const [hour, minute] = clock.split(":").map(Number) as [number, number];
  return clockText(hour, minute);
}

/** "4.7 (12 ratings)", or null before any rating. */
export function ratingText(experience: Experience): string | null {
  if (experience.rating === null || experience.ratingCount === 0) return null;
  return `${experience.rating.toFixed(1)} out of 5 (${plural(experience.ratingCount, "rating")})`;
}

/** Who may book, in words: null when anyone may. */
export function requirementText(experience: Experience): string | null {
  if (experience.minimumTierName) return `${experience.minimumTierName} members and above`;
  if (experience.membersOnly) return "Members only";
  return null;
}

/** What a card in a list shows. */
export type ExperienceCardView = {
  id: string;
  name: string;
  image: string | null;
  /** An illustrated cover's description (contract/experience-covers.ts); "" for an uploaded one: the name beside it says what it is. */
  imageAlt: string;
  provider: string;
  location: string | null;
  category: string;
  price: PriceView;
  duration: string;
  rating: string | null;
  requirement: string | null;
  petFriendly: boolean;
  /** Its page with what the search carries to it (?near=); its own address otherwise. */
  href?: string;
  /** "12 miles from Portland, OR": when the search was near a place. */
  distance?: string | null;
};

export function cardView(experience: Experience, isMember: boolean): ExperienceCardView {
  return {
    id: experience.id,
    name: experience.name,
    image: experience.images[0] ?? null,
    imageAlt: experienceCoverAlt(experience.images[0]) ?? "",
    provider: experience.provider.name,
    location: experience.location,
    category: experience.category.title,
    price: priceView(experience, isMember),
    duration: durationText(experience.durationSplit),
    rating: ratingText(experience),
    requirement: requirementText(experience),
    petFriendly: experience.petFriendly,
  };
}
