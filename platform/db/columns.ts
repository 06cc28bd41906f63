/**
 * Column and constraint helpers shared by the tables of this folder.
 *
 * Constraint names: the tables were first created by hand-written SQL, where PostgreSQL named
 * each inline constraint itself (`<table>_<column>_key`, `_fkey`, `_check`). The names are kept
 * here so that a database made back then and one made by the generated migrations match (names,
 * types, defaults, keys, indexes; only a few columns differ in order), and a later generated
 * migration can alter a constraint on either.
 */
import type { SQL } from "drizzle-orm";
import { check, customType, foreignKey, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** Raw bytes (resume files, avatars), kept in the database so PGlite and PostgreSQL behave the same. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // pg hands back a Buffer, PGlite a Uint8Array: one shape for callers.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** How to reach a person or a brand (spec/platform-core.md §3): phone and postal address. */
export const contactDetails = () => ({
  phone: text("phone"),
  address: text("address"),
  addressLine2: text("address_line_2"),
  city: text("city"),
  state: text("state"),
  zip: text("zip"),
});

export type ContactDetails = { [Column in keyof ReturnType<typeof contactDetails>]: string | null };

/** A point in time, stored with its zone (every time column of the platform). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** `time_created`, set by the database. */
export const timeCreated = () => instant("time_created").notNull().defaultNow();

/** A foreign key named as PostgreSQL names an inline REFERENCES: `<table>_<column>_fkey`. */
export function references(table: string, column: AnyPgColumn, target: AnyPgColumn) {
  return foreignKey({ name: `${table}_${column.name}_fkey`, columns: [column], foreignColumns: [target] });
}

/** A one-column CHECK named as PostgreSQL names an inline one: `<table>_<column>_check`. */
export function checked(table: string, column: AnyPgColumn, condition: SQL) {
  return check(`${table}_${column.name}_check`, condition);
}
