CREATE TABLE "creator_counts" (
	"status" text NOT NULL,
	"archived" boolean NOT NULL,
	"creator_count" integer NOT NULL,
	CONSTRAINT "creator_counts_status_archived_pk" PRIMARY KEY("status","archived")
);
--> statement-breakpoint
DROP INDEX "creators_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "handles" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE INDEX "creators_current_followers_idx" ON "creators" USING btree ("followers","id") WHERE "creators"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "creators_category_ids_idx" ON "creators" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "creators_search_trgm_idx" ON "creators" USING gin ((lower("stage_name" || ' ' || coalesce("legal_name", '') || ' ' || coalesce("email", '') || ' ' || "handles")) gin_trgm_ops);--> statement-breakpoint
UPDATE "creators" SET "category_ids" = "linked"."ids"
FROM (SELECT "creator_id", array_agg("category_id" ORDER BY "category_id") AS "ids" FROM "creator_category_links" GROUP BY "creator_id") AS "linked"
WHERE "creators"."id" = "linked"."creator_id";--> statement-breakpoint
-- Each link added or removed changes its creator's array in place: computed from the row's latest
-- version, so two transactions changing one creator's categories both count.
CREATE FUNCTION "creator_category_ids_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "creators" SET "category_ids" = array_append(array_remove("category_ids", NEW."category_id"), NEW."category_id") WHERE "id" = NEW."creator_id";
  ELSE
    UPDATE "creators" SET "category_ids" = array_remove("category_ids", OLD."category_id") WHERE "id" = OLD."creator_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "creator_category_links_track" AFTER INSERT OR DELETE ON "creator_category_links" FOR EACH ROW EXECUTE FUNCTION "creator_category_ids_track"();--> statement-breakpoint
INSERT INTO "creator_counts" ("status", "archived", "creator_count")
SELECT "status", "archived_at" IS NOT NULL, count(*) FROM "creators" GROUP BY 1, 2;--> statement-breakpoint
-- As user_counts: each change adds to or takes from its bucket's row in the writing transaction,
-- and a move between buckets touches them in key order, so two opposite moves cannot deadlock.
CREATE FUNCTION "creator_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "creator_counts";
    RETURN NULL;
  END IF;
  INSERT INTO "creator_counts" ("status", "archived", "creator_count")
  SELECT "change"."status", "change"."archived", sum("change"."delta")
  FROM (
    SELECT OLD."status", OLD."archived_at" IS NOT NULL, -1 WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT NEW."status", NEW."archived_at" IS NOT NULL, 1 WHERE TG_OP IN ('INSERT', 'UPDATE')
  ) AS "change" ("status", "archived", "delta")
  GROUP BY "change"."status", "change"."archived"
  ORDER BY "change"."status", "change"."archived"
  ON CONFLICT ("status", "archived") DO UPDATE SET "creator_count" = "creator_counts"."creator_count" + EXCLUDED."creator_count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "creators_counts_insert" AFTER INSERT ON "creators" FOR EACH ROW EXECUTE FUNCTION "creator_counts_track"();--> statement-breakpoint
CREATE TRIGGER "creators_counts_update" AFTER UPDATE OF "status", "archived_at" ON "creators" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR (OLD."archived_at" IS NULL) IS DISTINCT FROM (NEW."archived_at" IS NULL))
  EXECUTE FUNCTION "creator_counts_track"();--> statement-breakpoint
CREATE TRIGGER "creators_counts_delete" AFTER DELETE ON "creators" FOR EACH ROW EXECUTE FUNCTION "creator_counts_track"();--> statement-breakpoint
CREATE TRIGGER "creators_counts_truncate" AFTER TRUNCATE ON "creators" FOR EACH STATEMENT EXECUTE FUNCTION "creator_counts_track"();
--> statement-breakpoint
UPDATE "creators" SET "handles" = "accounts"."handles"
FROM (SELECT "creator_id", string_agg(lower("handle"), ' ' ORDER BY "id") AS "handles" FROM "platform_accounts" GROUP BY "creator_id") AS "accounts"
WHERE "creators"."id" = "accounts"."creator_id";--> statement-breakpoint
-- The handles are read again from the accounts: changes to one creator's accounts lock the creator first.
CREATE FUNCTION "creator_handles_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."creator_id" ELSE NEW."creator_id" END;
BEGIN
  UPDATE "creators" SET "handles" = coalesce((SELECT string_agg(lower("handle"), ' ' ORDER BY "id") FROM "platform_accounts" WHERE "creator_id" = "changed"), '')
  WHERE "id" = "changed";
  IF TG_OP = 'UPDATE' AND OLD."creator_id" <> NEW."creator_id" THEN
    UPDATE "creators" SET "handles" = coalesce((SELECT string_agg(lower("handle"), ' ' ORDER BY "id") FROM "platform_accounts" WHERE "creator_id" = OLD."creator_id"), '')
    WHERE "id" = OLD."creator_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "platform_accounts_handles_track" AFTER INSERT OR DELETE OR UPDATE OF "handle", "creator_id" ON "platform_accounts" FOR EACH ROW EXECUTE FUNCTION "creator_handles_track"();
