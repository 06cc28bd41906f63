-- Hand-written (drizzle-kit generate --custom): tickets written before 0025 get a door code
-- (#contract/door-code: 8 characters of 23456789ABCDEFGHJKMNPQRSTUVWXYZ). The subquery names the
-- row so that each ticket draws its own; a collision (1 in 31^8 per pair) would fail the unique
-- index and the migration, never give two tickets one code.
UPDATE "tickets" SET "door_code" = (
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 8) WHERE "tickets"."id" IS NOT NULL
) WHERE "door_code" IS NULL;
