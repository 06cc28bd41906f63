/**
 * An experience described for search engines and link previews: schema.org `Event`s, one per
 * upcoming slot (https://developers.google.com/search/docs/appearance/structured-data/event), in
 * JSON-LD. Typed with schema-dts (types only: nothing of it runs). The slots are the platform's
 * (GET /experiences/id/{id}/slots, the booking panel's), so a day it does not run, a blackout of its
 * venue, the advance notice or a full slot is never advertised. Times carry the experience's own
 * zone offset, addresses and images are absolute, prices are the public (non-member) ones.
 */
import type { Event, Offer, PostalAddress, WithContext } from "schema-dts";
import { CURRENCY } from "#contract/money";
import { offsetMinutes } from "#contract/wall-clock";
import type { OpenSlot } from "./booking-calls.server";
import type { Experience } from "./experience-entity.server";

/** How many slots at most: a page's head stays small. */
export const MAX_EVENTS = 12;

const pad = (value: number) => String(Math.trunc(value)).padStart(2, "0");

/** "2026-12-10T18:00:00-06:00": the instant as the experience's zone writes it (ISO 8601 with offset). */
export function isoInZone(instant: Date, zone: string): string {
  const offset = offsetMinutes(zone, instant);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  return `${local}${sign}${pad(Math.abs(offset) / 60)}:${pad(Math.abs(offset) % 60)}`;
}

/** "118 King St, Madison, WI" read into its parts when it is written so; else the whole as the street. */
function postalAddress(written: string): PostalAddress {
  const parts = written.split(",").map((part) => part.trim());
  const region = parts.at(-1) ?? "";
  if (parts.length >= 3 && /^[A-Z]{2}( \d{5})?$/.test(region)) {
    return { "@type": "PostalAddress", streetAddress: parts.slice(0, -2).join(", "), addressLocality: parts.at(-2), addressRegion: region.slice(0, 2) };
  }
  return { "@type": "PostalAddress", streetAddress: written };
}

/** The Events of an experience's open slots (places left); none when it is archived, not published or says nowhere it happens. */
export function experienceEvents(experience: Experience, slots: readonly OpenSlot[], origin: string, now: Date): WithContext<Event>[] {
  const where = experience.address ?? experience.location;
  if (experience.archived || !experience.listed || !where) return [];
  const page = new URL(`/experiences/${encodeURIComponent(experience.id)}`, origin).href;
  const images = experience.images.map((image) => new URL(image, origin).href);
  const offer: Offer = {
    "@type": "Offer",
    price: experience.retailPrice.toFixed(2),
    priceCurrency: CURRENCY.toUpperCase(),
    availability: "https://schema.org/InStock",
    url: page,
  };
  const starts = slots.filter((slot) => slot.placesLeft > 0 && slot.startsAt > now).map((slot) => slot.startsAt);
  return starts.slice(0, MAX_EVENTS).map((start) => ({
    "@context": "https://schema.org",
    "@type": "Event",
    name: experience.name,
    description: experience.description || undefined,
    startDate: isoInZone(start, experience.timezone),
    endDate: isoInZone(new Date(start.getTime() + experience.duration * 60_000), experience.timezone),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: experience.location ?? where,
      address: postalAddress(where),
      ...(experience.latitude !== null && experience.longitude !== null
        ? { geo: { "@type": "GeoCoordinates", latitude: experience.latitude, longitude: experience.longitude } }
        : {}),
    },
    image: images.length > 0 ? images : undefined,
    offers: { ...offer, validFrom: isoInZone(now, experience.timezone) },
    organizer: {
      "@type": "Organization",
      name: experience.provider.name,
      url: new URL(`/b/${encodeURIComponent(experience.provider.username)}`, origin).href,
    },
    url: page,
  }));
}
