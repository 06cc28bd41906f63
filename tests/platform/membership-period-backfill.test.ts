/**
 * The memberships made before the paid period was kept (migration 0017 adds `current_period_end`)
 * get the end of the pay period running at the migration, counted in the plan's months from their
 * creation (0018_subscriptions_period_end_backfill), as the plan-change rule counted it before.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../../platform/db/connect";
import { migrate, migrations } from "../../platform/db/migrate";
import { databaseTargets, type TestDatabase } from "../support/platform";

describe.each(databaseTargets)("the paid period of memberships made before it was kept, on $name", (target) => {
  let database: TestDatabase;
  let connection: DatabaseConnection;
  beforeAll(async () => {
    database = await target.create();
    connection = await connectDatabase(database);
  });
  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });

  it("is the first end of a pay period after the migration, counted from the membership's creation", async () => {
    const before = migrations.filter((migration) => migration.id < "0017");
    await migrate(connection.db, before);
    const { db } = connection;
    await db.execute(sql`INSERT INTO users (email, password_hash) VALUES ('old@example.com', 'x'), ('older@example.com', 'x')`);
    await db.execute(sql`
      INSERT INTO membership_plans (name, description, base_price_cents, pay_period_months, tier, limits) VALUES
        ('Monthly', 'paid each month', 1000, 1, 0, '{}'), ('Quarterly', 'paid each quarter', 2500, 3, 1, '{}')`);
    // Made 40 days ago on a monthly plan, and 100 days ago on a quarterly one.
    await db.execute(sql`
      INSERT INTO subscriptions (user_id, plan_id, status, time_created)
      SELECT u.id, p.id, 'active', now() - make_interval(days => CASE WHEN p.name = 'Monthly' THEN 40 ELSE 100 END)
      FROM users u JOIN membership_plans p ON (u.email = 'old@example.com') = (p.name = 'Monthly')`);

    await migrate(connection.db);
    const { rows } = await db.execute<{ name: string; expected: boolean; ahead: boolean }>(sql`
      SELECT p.name,
        s.current_period_end = s.time_created + make_interval(months => CASE WHEN p.name = 'Monthly' THEN 2 ELSE 6 END) AS expected,
        s.current_period_end > now() AS ahead
      FROM subscriptions s JOIN membership_plans p ON p.id = s.plan_id ORDER BY p.name`);
    expect(rows).toEqual([
      { name: "Monthly", expected: true, ahead: true },
      { name: "Quarterly", expected: true, ahead: true },
    ]);
  });
});
