-- creator_counts gains the follower tier and the category: the list's total for any mix of status,
-- archiving, tier and category is a sum of a few kept rows. The old rows are recounted below.
DELETE FROM "creator_counts";--> statement-breakpoint
ALTER TABLE "creator_counts" DROP CONSTRAINT "creator_counts_status_archived_pk";--> statement-breakpoint
ALTER TABLE "creator_counts" ADD COLUMN "category_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_counts" ADD COLUMN "tier" text NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_counts" ADD CONSTRAINT "creator_counts_category_id_tier_status_archived_pk" PRIMARY KEY("category_id","tier","status","archived");--> statement-breakpoint
-- The tiers of FOLLOWER_TIERS (contract/creators/constants.ts), each from its lower bound; '' below nano.
CREATE FUNCTION "creator_tier"("followers" bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN "followers" >= 1000000 THEN 'mega'
    WHEN "followers" >= 100000 THEN 'macro'
    WHEN "followers" >= 20000 THEN 'mid'
    WHEN "followers" >= 5000 THEN 'micro'
    WHEN "followers" >= 1000 THEN 'nano'
    ELSE ''
  END
$$;--> statement-breakpoint
INSERT INTO "creator_counts" ("category_id", "tier", "status", "archived", "creator_count")
SELECT "category"."id", "creator_tier"("creators"."followers"), "creators"."status", "creators"."archived_at" IS NOT NULL, count(*)
FROM "creators" CROSS JOIN unnest(array_prepend(0, "creators"."category_ids")) AS "category" ("id")
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- A creator counts under category 0 and under each of its categories. A change takes its old rows
-- and adds its new ones in one statement, in key order, so that two changes cannot deadlock on them.
CREATE OR REPLACE FUNCTION "creator_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "creator_counts";
    RETURN NULL;
  END IF;
  INSERT INTO "creator_counts" ("category_id", "tier", "status", "archived", "creator_count")
  SELECT "change"."category_id", "change"."tier", "change"."status", "change"."archived", sum("change"."delta")
  FROM (
    SELECT "category"."id", "creator_tier"(OLD."followers"), OLD."status", OLD."archived_at" IS NOT NULL, -1
    FROM unnest(array_prepend(0, OLD."category_ids")) AS "category" ("id") WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT "category"."id", "creator_tier"(NEW."followers"), NEW."status", NEW."archived_at" IS NOT NULL, 1
    FROM unnest(array_prepend(0, NEW."category_ids")) AS "category" ("id") WHERE TG_OP IN ('INSERT', 'UPDATE')
  ) AS "change" ("category_id", "tier", "status", "archived", "delta")
  GROUP BY "change"."category_id", "change"."tier", "change"."status", "change"."archived"
  HAVING sum("change"."delta") <> 0
  ORDER BY "change"."category_id", "change"."tier", "change"."status", "change"."archived"
  ON CONFLICT ("category_id", "tier", "status", "archived") DO UPDATE SET "creator_count" = "creator_counts"."creator_count" + EXCLUDED."creator_count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "creators_counts_update" ON "creators";--> statement-breakpoint
CREATE TRIGGER "creators_counts_update" AFTER UPDATE OF "status", "archived_at", "followers", "category_ids" ON "creators" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR (OLD."archived_at" IS NULL) IS DISTINCT FROM (NEW."archived_at" IS NULL)
    OR "creator_tier"(OLD."followers") IS DISTINCT FROM "creator_tier"(NEW."followers") OR OLD."category_ids" IS DISTINCT FROM NEW."category_ids")
  EXECUTE FUNCTION "creator_counts_track"();
