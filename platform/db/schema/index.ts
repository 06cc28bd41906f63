/**
 * The platform's one Postgres schema, described for Drizzle, one file per area. This is the single
 * source: `npm run db:generate` makes the SQL migrations from it with drizzle-kit
 * (platform/db/migrations/), and tests/platform/migrations.test.ts proves the migrated database is
 * exactly this. Column names are snake_case like the wire format of platform/README.md.
 */
export * from "./platform";
export * from "./accounts";
export * from "./credits";
export * from "./memberships";
export * from "./businesses";
export * from "./forms";
export * from "./experiences";
export * from "./brands";
export type { ContactDetails } from "./columns";
export * from "./people";
export * from "./coins";
export * from "./brand-pages";
