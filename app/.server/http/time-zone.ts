import { config } from "~/.server/config";

const TIME_ZONE_COOKIE = /(?:^|;\s*)tz=([^;]+)/;

/**
 * The visitor's time zone, from the `tz` cookie the browser sets when JavaScript runs; else the
 * default. Sent to the platform (connection.ts) and part of a kept page's key (page-cache.ts).
 */
export function timeZoneOf(request: Request): string {
  return timeZoneFromCookie(request.headers.get("Cookie"));
}

/** `timeZoneOf` from the Cookie header itself (server.js's fast path has no Request). */
export function timeZoneFromCookie(cookie: string | null | undefined): string {
  const value = cookie?.match(TIME_ZONE_COOKIE)?.[1];
  if (value) {
    try {
      // Both can throw on what a browser sent: a broken escape (URIError), a zone that is none (RangeError).
      const candidate = decodeURIComponent(value);
      new Intl.DateTimeFormat("en-US", { timeZone: candidate });
      return candidate;
    } catch {
      // not a real zone: ignore
    }
  }
  return config.DEFAULT_TIME_ZONE;
}
