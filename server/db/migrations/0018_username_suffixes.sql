-- A "contains, ignoring case" filter on usernames becomes a prefix search on the names' suffixes:
-- a range of a text_pattern_ops index holds exactly the matching names.
CREATE TABLE "user_username_suffixes" (
	"user_id" integer NOT NULL,
	"suffix" text NOT NULL,
	CONSTRAINT "user_username_suffixes_user_id_suffix_pk" PRIMARY KEY("user_id","suffix")
);
--> statement-breakpoint
CREATE TABLE "audit_log_username_suffixes" (
	"suffix" text NOT NULL,
	"username" text NOT NULL
);
--> statement-breakpoint
-- Every suffix of the lower-cased name, longest first: the one definition the fills and the triggers use.
CREATE FUNCTION "name_suffixes"("name" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substr(lower("name"), "position") FROM generate_series(1, length(lower("name"))) AS "position"
$$;--> statement-breakpoint
-- Filled before their suffix indexes are built: one sort instead of an index insert per row.
INSERT INTO "user_username_suffixes" ("user_id", "suffix")
SELECT "users"."id", "suffix" FROM "users" CROSS JOIN "name_suffixes"("users"."username") AS "suffix";--> statement-breakpoint
INSERT INTO "audit_log_username_suffixes" ("suffix", "username")
SELECT "suffix", "username" FROM "audit_log_usernames" CROSS JOIN "name_suffixes"("username") AS "suffix";--> statement-breakpoint
ALTER TABLE "user_username_suffixes" ADD CONSTRAINT "user_username_suffixes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_username_suffixes_suffix_idx" ON "user_username_suffixes" USING btree ("suffix" text_pattern_ops,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_username_suffixes_key" ON "audit_log_username_suffixes" USING btree ("suffix" text_pattern_ops,"username");--> statement-breakpoint
-- A user's suffixes change with the username, in the writing transaction (which holds the user's
-- row lock, so two renames of one user run one after the other); a deleted user's go by the key.
CREATE FUNCTION "user_username_suffixes_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "user_username_suffixes" WHERE "user_id" = OLD."id";
  END IF;
  INSERT INTO "user_username_suffixes" ("user_id", "suffix") SELECT NEW."id", "suffix" FROM "name_suffixes"(NEW."username") AS "suffix";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_username_suffixes_insert" AFTER INSERT ON "users" FOR EACH ROW
  EXECUTE FUNCTION "user_username_suffixes_track"();--> statement-breakpoint
CREATE TRIGGER "user_username_suffixes_update" AFTER UPDATE OF "username" ON "users" FOR EACH ROW
  WHEN (OLD."username" IS DISTINCT FROM NEW."username")
  EXECUTE FUNCTION "user_username_suffixes_track"();--> statement-breakpoint
-- Names are only ever added to audit_log_usernames, each once (ON CONFLICT DO NOTHING fires no
-- AFTER INSERT trigger), so a new name's suffixes are added in the transaction that adds it.
CREATE FUNCTION "audit_log_username_suffixes_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "audit_log_username_suffixes" ("suffix", "username") SELECT "suffix", NEW."username" FROM "name_suffixes"(NEW."username") AS "suffix"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_username_suffixes_track" AFTER INSERT ON "audit_log_usernames" FOR EACH ROW
  EXECUTE FUNCTION "audit_log_username_suffixes_track"();
