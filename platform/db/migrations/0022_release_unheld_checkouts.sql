-- Hand-written (drizzle-kit generate --custom): a checkout opened before 0021 held no places or
-- credits (they were taken when it was paid). Confirming one now would sell places it never
-- claimed, and releasing one would give back places and credits it never took: close them. The
-- buyer starts again from the experience (docs/payments.md "Bookings").
UPDATE "experience_checkouts" SET "status" = 'expired', "time_released" = now() WHERE "status" = 'open' AND "provider_checkout_id" IS NULL;
