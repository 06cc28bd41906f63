-- experiences.availability_mask, kept exact by the database for every writer: what search needs of
-- an experience's weekly windows (platform/modules/experiences/availability-mask.ts lays out the
-- bits; tests/platform/experiences-availability-mask.test.ts holds this SQL to it). Hand-written
-- (drizzle-kit generate --custom): functions and triggers are not part of the Drizzle schema.
--
-- One window's bits: for each weekday it runs on (0 Sunday … 6 Saturday), bit weekday*4 ("that
-- day") and bit weekday*4 + 1/2/3 for each time of day it overlaps (morning 05-12, afternoon
-- 12-17, evening 17-24, contract/experience-search.ts TIME_OF_DAY); and bit 28/29/30 for each time
-- of day it overlaps whatever its days.
CREATE FUNCTION experience_window_mask(start_minute integer, end_minute integer, days boolean[]) RETURNS integer
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  -- start_minute and end_minute count from local midnight; days are Sunday … Saturday.
  periods constant integer := CASE WHEN start_minute < 720 AND end_minute > 300 THEN 1 ELSE 0 END
    | CASE WHEN start_minute < 1020 AND end_minute > 720 THEN 2 ELSE 0 END
    | CASE WHEN start_minute < 1440 AND end_minute > 1020 THEN 4 ELSE 0 END;
  mask integer := periods << 28;
BEGIN
  FOR weekday IN 0..6 LOOP
    IF days[weekday + 1] THEN
      mask := mask | ((1 | (periods << 1)) << (weekday * 4));
    END IF;
  END LOOP;
  RETURN mask;
END
$$;
--> statement-breakpoint
CREATE FUNCTION experience_availability_window_mask(a experience_availabilities) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT experience_window_mask(a.start_hour * 60 + a.start_minute, a.end_hour * 60 + a.end_minute,
    ARRAY[a.sunday, a.monday, a.tuesday, a.wednesday, a.thursday, a.friday, a.saturday])
$$;
--> statement-breakpoint
-- After each statement that changes windows, the mask of every experience it touched is computed
-- again from all its windows. The experiences are locked first and the windows read by a later
-- statement (a fresh snapshot under READ COMMITTED), so two transactions changing one experience's
-- windows at once take turns and the second sees the first's windows.
CREATE FUNCTION experience_availability_mask_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT experience_id) INTO touched FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT experience_id) INTO touched FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT experience_id) INTO touched
    FROM (SELECT experience_id FROM new_rows UNION SELECT experience_id FROM old_rows) AS either;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM experiences JOIN unnest(touched) AS x(id) USING (id) ORDER BY id FOR NO KEY UPDATE OF experiences;
  UPDATE experiences SET availability_mask = fresh.mask
  FROM (
    SELECT x.id, coalesce((SELECT bit_or(experience_availability_window_mask(a)) FROM experience_availabilities a WHERE a.experience_id = x.id), 0) AS mask
    FROM unnest(touched) AS x(id)
  ) AS fresh
  WHERE experiences.id = fresh.id AND experiences.availability_mask <> fresh.mask;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER experience_availabilities_mask_insert AFTER INSERT ON experience_availabilities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION experience_availability_mask_refresh();
--> statement-breakpoint
CREATE TRIGGER experience_availabilities_mask_update AFTER UPDATE ON experience_availabilities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION experience_availability_mask_refresh();
--> statement-breakpoint
CREATE TRIGGER experience_availabilities_mask_delete AFTER DELETE ON experience_availabilities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION experience_availability_mask_refresh();
--> statement-breakpoint
CREATE FUNCTION experience_availability_mask_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE experiences SET availability_mask = 0 WHERE availability_mask <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER experience_availabilities_mask_truncate AFTER TRUNCATE ON experience_availabilities
  FOR EACH STATEMENT EXECUTE FUNCTION experience_availability_mask_clear();
--> statement-breakpoint
-- The experiences already there.
UPDATE experiences SET availability_mask = fresh.mask
FROM (SELECT experience_id, bit_or(experience_availability_window_mask(a)) AS mask FROM experience_availabilities a GROUP BY experience_id) AS fresh
WHERE experiences.id = fresh.experience_id;
