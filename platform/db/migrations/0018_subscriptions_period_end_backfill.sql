-- Hand-written data step (drizzle-kit generate --custom) after 0017_membership_period: the
-- memberships made before the paid period was kept got `now()` as their period end; each gets the
-- end of the pay period running now instead, counted in the plan's months from its creation (as
-- the plan-change rule computed it until then).
UPDATE "subscriptions" AS s
SET "current_period_end" = (
  SELECT min(s."time_created" + make_interval(months => p."pay_period_months" * n))
  FROM generate_series(1, 1200) AS n
  WHERE s."time_created" + make_interval(months => p."pay_period_months" * n) > now()
)
FROM "membership_plans" AS p
WHERE p."id" = s."plan_id";
