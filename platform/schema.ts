/**
 * Every table of the platform's one Postgres schema, gathered from their owners for drizzle-kit
 * (platform/drizzle.config.ts) and the tests. Each module owns its tables
 * (platform/modules/<module>/schema.ts; the platform's own, credentials and settings, are
 * infra/schema.ts); this file only lists them and nothing in platform/ imports it. It stands beside
 * app.ts, which composes the modules too, not in db/: db/ serves every module and knows none.
 * `npm run db:generate` makes the SQL migrations from it with drizzle-kit (platform/db/migrations/),
 * and tests/platform/migrations.test.ts proves the migrated database is exactly this. Column names
 * are snake_case like the wire format of platform/README.md.
 */
export * from "./infra/schema";
export * from "./modules/accounts/schema";
export * from "./modules/payments/schema";
export * from "./modules/coins/schema";
export * from "./modules/memberships/schema";
export * from "./modules/businesses/schema";
export * from "./modules/forms/schema";
export * from "./modules/venues/schema";
export * from "./modules/experiences/schema";
export * from "./modules/brand-pages/schema";
export * from "./modules/purchases/schema";
export * from "./modules/people/schema";
export * from "./modules/notifications/schema";
export type { ContactDetails } from "./db/columns";
