-- Hand-written (drizzle-kit generate --custom): data, not schema. The demo catalogue's experiences
-- promise "Free cancellation up to 48 hours before the start"; on a platform seeded before
-- cancellation tiers existed they get the tier that keeps that promise (48 hours -> 100%), as a
-- fresh seed gives them (platform/seed/demo-experiences.ts). Other experiences keep no tiers.
UPDATE "experiences" SET "cancellation_tiers" = '[{"hours": 48, "percent": 100}]'::jsonb
WHERE "cancellation_policy" = 'Free cancellation up to 48 hours before the start; after that, no refund.'
  AND "cancellation_tiers" = '[]'::jsonb;
