CREATE TABLE "user_counts" (
	"role" text NOT NULL,
	"is_active" boolean NOT NULL,
	"user_count" integer NOT NULL,
	CONSTRAINT "user_counts_role_is_active_pk" PRIMARY KEY("role","is_active")
);
--> statement-breakpoint
CREATE TABLE "audit_log_usernames" (
	"username" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_log_username_trgm_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_user_id_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
DROP INDEX "audit_log_role_idx";--> statement-breakpoint
DROP INDEX "users_role_idx";--> statement-breakpoint
DROP INDEX "users_is_active_idx";--> statement-breakpoint
CREATE INDEX "audit_log_usernames_trgm_idx" ON "audit_log_usernames" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_username_idx" ON "audit_log" USING btree ("username","created_at","id");--> statement-breakpoint
CREATE INDEX "users_username_order_idx" ON "users" USING btree ((lower("username") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "users_email_order_idx" ON "users" USING btree ((lower("email") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "users_role_rank_idx" ON "users" USING btree ((case "role" when 'super_admin' then 0 when 'admin' then 1 when 'editor' then 2 when 'contributor' then 3 when 'creator' then 4 end),"id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_user_id_idx" ON "audit_log" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_role_idx" ON "audit_log" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_is_active_idx" ON "users" USING btree ("is_active","id");--> statement-breakpoint
INSERT INTO "user_counts" ("role", "is_active", "user_count")
SELECT "role", "is_active", count(*) FROM "users" GROUP BY "role", "is_active";--> statement-breakpoint
-- Kept in the writing transaction: each change adds to or takes from its bucket's row, which stays
-- locked until the transaction ends, so concurrent writers queue on it and the counts stay exact.
-- A move between buckets touches them in key order, so two opposite moves cannot deadlock.
CREATE FUNCTION "user_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "user_counts";
    RETURN NULL;
  END IF;
  INSERT INTO "user_counts" ("role", "is_active", "user_count")
  SELECT "change"."role", "change"."is_active", sum("change"."delta")
  FROM (
    SELECT OLD."role", OLD."is_active", -1 WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT NEW."role", NEW."is_active", 1 WHERE TG_OP IN ('INSERT', 'UPDATE')
  ) AS "change" ("role", "is_active", "delta")
  GROUP BY "change"."role", "change"."is_active"
  ORDER BY "change"."role", "change"."is_active"
  ON CONFLICT ("role", "is_active") DO UPDATE SET "user_count" = "user_counts"."user_count" + EXCLUDED."user_count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_counts_insert" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "user_counts_track"();--> statement-breakpoint
CREATE TRIGGER "users_counts_update" AFTER UPDATE OF "role", "is_active" ON "users" FOR EACH ROW
  WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."is_active" IS DISTINCT FROM NEW."is_active")
  EXECUTE FUNCTION "user_counts_track"();--> statement-breakpoint
CREATE TRIGGER "users_counts_delete" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "user_counts_track"();--> statement-breakpoint
CREATE TRIGGER "users_counts_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_track"();
--> statement-breakpoint
INSERT INTO "audit_log_usernames" ("username") SELECT DISTINCT "username" FROM "audit_log" WHERE "username" IS NOT NULL;--> statement-breakpoint
-- A name already known costs one index probe; a new one is added in the writing transaction.
CREATE FUNCTION "audit_log_usernames_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "audit_log_usernames" ("username") VALUES (NEW."username") ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_usernames_track" AFTER INSERT OR UPDATE OF "username" ON "audit_log" FOR EACH ROW
  WHEN (NEW."username" IS NOT NULL)
  EXECUTE FUNCTION "audit_log_usernames_track"();
