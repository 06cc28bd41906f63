// Generated experiences for the search bench (scripts/bench-search.ts): `count` rows made by the
// database itself (INSERT … SELECT generate_series), spread over the demo businesses, categories,
// tags, four zones and the contiguous US, with 1-2 weekly availabilities each. Deterministic: every
// value derives from the row number.
import { sql } from "drizzle-orm";
import type { Database } from "../../platform/db/connect.ts";

export async function seedBenchExperiences(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    WITH b AS (SELECT array_agg(id ORDER BY domain) AS ids FROM businesses),
         c AS (SELECT array_agg(id ORDER BY name) AS ids FROM experience_categories WHERE name <> 'seasonal')
    INSERT INTO experiences (name, business_id, category_id, location, latitude, longitude, description,
      retail_price_cents, member_price_cents, per_guest_pricing, min_guests, max_guests, min_age, pet_friendly,
      duration_minutes, timezone, archived)
    SELECT
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
    FROM generate_series(1, ${count}) AS i, b, c`);
  await db.execute(sql`
    WITH numbered AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM experiences)
    INSERT INTO experience_availabilities (experience_id, start_hour, end_hour, monday, tuesday, wednesday, thursday, friday, saturday, sunday)
    SELECT id, h, h + 2, d % 7 = 1, d % 7 = 2, d % 7 = 3, d % 7 = 4, d % 7 = 5, d % 7 = 6 OR d % 3 = 0, d % 7 = 0
    FROM numbered, LATERAL (VALUES (6 + (n * 5) % 15, n), (8 + (n * 3) % 12, n + 3)) AS slot(h, d)
    WHERE slot.d = n OR n % 2 = 0`);
  await db.execute(sql`
    WITH t AS (SELECT array_agg(id ORDER BY name) AS ids FROM experience_tags),
         numbered AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM experiences)
    INSERT INTO experience_tag_links (experience_id, tag_id)
    SELECT DISTINCT id, t.ids[1 + ((n * k) % array_length(t.ids, 1))]
    FROM numbered, t, (VALUES (1), (7)) AS k(k)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE`);
}
