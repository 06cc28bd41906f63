// Generated experiences for the search bench (scripts/lib/search-bench.ts): `count` rows made by
// the database itself (INSERT … SELECT generate_series), spread over the demo businesses,
// categories, tags, four zones and the contiguous US, with 1-2 weekly availabilities each.
// Deterministic: every value derives from the row number i (the id too, so the windows can be
// written before their experiences exist as rows to look up).
//
// Each experience is inserted with the availability mask its windows will give it (the SQL
// function of migration 0007), so the trigger that checks it on the windows' insert finds nothing
// to rewrite: updating 100,000 rows would recompute their text search vectors and index entries.
// Then VACUUM ANALYZE: what autovacuum leaves behind (statistics, a visibility map for index-only
// scans, the full-text index's pending entries merged), so the bench measures a settled database.
import { sql } from "drizzle-orm";
import type { Database } from "../../platform/db/connect.ts";

export async function seedBenchExperiences(db: Database, count: number): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS bench_windows`);
  await db.execute(sql`
    CREATE TEMP TABLE bench_windows AS
    SELECT i, h AS start_hour, 0 AS start_minute, h + 2 AS end_hour, 0 AS end_minute,
      d % 7 = 1 AS monday, d % 7 = 2 AS tuesday, d % 7 = 3 AS wednesday, d % 7 = 4 AS thursday,
      d % 7 = 5 AS friday, d % 7 = 6 OR d % 3 = 0 AS saturday, d % 7 = 0 AS sunday
    FROM generate_series(1, ${count}) AS i, LATERAL (VALUES (6 + (i * 5) % 15, i), (8 + (i * 3) % 12, i + 3)) AS slot(h, d)
    WHERE slot.d = i OR i % 2 = 0`);
  await db.execute(sql`ANALYZE bench_windows`);
  await db.execute(sql`
    WITH b AS (SELECT array_agg(id ORDER BY domain) AS ids FROM businesses),
         c AS (SELECT array_agg(id ORDER BY name) AS ids FROM experience_categories WHERE name <> 'seasonal'),
         m AS (SELECT i, bit_or(experience_window_mask(start_hour * 60 + start_minute, end_hour * 60 + end_minute,
                 ARRAY[sunday, monday, tuesday, wednesday, thursday, friday, saturday])) AS mask
               FROM bench_windows GROUP BY i)
    INSERT INTO experiences (id, availability_mask, name, business_id, category_id, location, latitude, longitude, description,
      retail_price_cents, member_price_cents, per_guest_pricing, min_guests, max_guests, min_age, pet_friendly,
      duration_minutes, timezone, archived)
    SELECT
      md5('bench-' || i)::uuid, m.mask,
      (ARRAY['Sunrise','Sunset','Hidden','Classic','Family','Night','Wild','Urban'])[1 + i % 8] || ' ' ||
      (ARRAY['Kayak','Yoga','Pottery','Bakery','Jazz','Hike','Wine','Photo','Coffee','History'])[1 + (i / 8) % 10] || ' ' ||
      (ARRAY['Tour','Class','Walk','Session','Workshop','Night','Tasting'])[1 + (i / 80) % 7] || ' ' || i,
      b.ids[1 + i % array_length(b.ids, 1)],
      c.ids[1 + (i / 3) % array_length(c.ids, 1)],
      (ARRAY['New York, NY','Chicago, IL','Los Angeles, CA','Houston, TX','Denver, CO','Seattle, WA','Atlanta, GA','Minneapolis, MN'])[1 + i % 8],
      25 + ((i::bigint * 7919) % 10007) / 10007.0 * 23,
      -124 + ((i::bigint * 104729) % 10009) / 10009.0 * 54,
      'A ' || (ARRAY['guided','hands-on','relaxed','lively','small-group'])[1 + i % 5] || ' ' ||
      (ARRAY['kayak trip','yoga class','pottery session','sourdough bake','jazz night','sunrise hike','wine tasting','photo walk','coffee cupping','history walk'])[1 + (i / 5) % 10] ||
      ' with a local host. Bring comfortable shoes and a friend.',
      1000 + (i * 37 % 300) * 100,
      CASE WHEN i % 3 = 0 THEN (1000 + (i * 37 % 300) * 100) * 8 / 10 END,
      i % 2 = 0,
      1 + i % 3,
      4 + i % 20,
      (ARRAY[0,0,8,12,16,18,21])[1 + i % 7],
      i % 4 = 0,
      60 + (i % 8) * 30,
      (ARRAY['America/New_York','America/Chicago','America/Denver','America/Los_Angeles'])[1 + i % 4],
      i % 50 = 0
    FROM generate_series(1, ${count}) AS i JOIN m USING (i), b, c`);
  await db.execute(sql`
    INSERT INTO experience_availabilities (experience_id, start_hour, start_minute, end_hour, end_minute, monday, tuesday, wednesday, thursday, friday, saturday, sunday)
    SELECT md5('bench-' || i)::uuid, start_hour, start_minute, end_hour, end_minute, monday, tuesday, wednesday, thursday, friday, saturday, sunday
    FROM bench_windows`);
  await db.execute(sql`DROP TABLE bench_windows`);
  await db.execute(sql`
    WITH t AS (SELECT array_agg(id ORDER BY name) AS ids FROM experience_tags)
    INSERT INTO experience_tag_links (experience_id, tag_id)
    SELECT DISTINCT md5('bench-' || i)::uuid, t.ids[1 + ((i * k) % array_length(t.ids, 1))]
    FROM generate_series(1, ${count}) AS i, t, (VALUES (1), (7)) AS k(k)`);
  await db.execute(sql`VACUUM ANALYZE`);
}
