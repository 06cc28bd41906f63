/**
 * drizzle-kit's configuration: the SQL migrations are generated from platform/schema.ts (every module's tables) into
 * platform/db/migrations/. Run `npm run db:generate` (platform/db/generate-migrations.ts), which
 * also embeds them in platform/db/migrations.generated.ts, so nothing reads .sql files at run time.
 */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./platform/schema.ts",
  out: "./platform/db/migrations",
});
