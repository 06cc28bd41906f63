import { z } from "zod";

/*
 * Shared pieces of the wire schemas. Each area (areas/*.ts) maps the platform's snake_case shapes
 * onto the spec's entities (platform-core §3). Types are strict; a field the spec leaves "not
 * shown", or that the wire may send as null, is `T | null` for callers so they never have to tell
 * null from absent.
 */

/** A field the wire may omit or send as null. */
export function maybe<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? null);
}

export const id = z.string().min(1);
/** ISO-8601 (the platform sends UTC `…Z`; a hosted one may send an offset). */
export const timestamp = z.iso.datetime({ offset: true });
/** Free-form JSON object (styles, metadata, options). */
export const jsonObject = z.record(z.string(), z.unknown());
export type JsonObject = Record<string, unknown>;

// ── Postal address (brands and users) ───────────────────────────────────────

/** The phone and postal address a brand and a user both carry. */
export interface PostalAddress {
  phone: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}

/** Their wire fields: `address_line_2` and `zip` are the spec's address2 and postalCode. */
export const wireAddress = {
  phone: maybe(z.string()),
  address: maybe(z.string()),
  address_line_2: maybe(z.string()),
  city: maybe(z.string()),
  state: maybe(z.string()),
  zip: maybe(z.string()),
};

export function postalAddress(w: z.output<z.ZodObject<typeof wireAddress>>): PostalAddress {
  return { phone: w.phone, address: w.address, address2: w.address_line_2, city: w.city, state: w.state, postalCode: w.zip };
}
