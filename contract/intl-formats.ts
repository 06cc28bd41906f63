/**
 * Intl formatters, made once per locale and shape and then reused. Making one costs 25-60 µs
 * (a `toLocaleString` with options makes one each call), formatting with a kept one about 1 µs:
 * the marketplace's prices and times were a tenth of its server time. Zones come from experiences
 * and a visitor's cookie, so each map is bounded.
 */
const MAX_KEPT = 2_000;
const dates = new Map<string, Intl.DateTimeFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

function kept<T>(store: Map<string, T>, key: string, make: () => T): T {
  let found = store.get(key);
  if (!found) {
    found = make();
    if (store.size < MAX_KEPT) store.set(key, found);
  }
  return found;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dates, locale + JSON.stringify(options), () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numbers, locale + JSON.stringify(options), () => new Intl.NumberFormat(locale, options));
}
