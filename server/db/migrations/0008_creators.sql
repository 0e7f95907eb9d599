CREATE TABLE "creator_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_category_links" (
	"creator_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "creator_category_links_creator_id_category_id_pk" PRIMARY KEY("creator_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" serial PRIMARY KEY NOT NULL,
	"stage_name" text NOT NULL,
	"legal_name" text,
	"email" text,
	"phone" text,
	"country" text,
	"city" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'prospect' NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"representation_start" date,
	"representation_months" integer,
	"default_commission_bps" integer,
	"primary_manager_id" integer,
	"secondary_manager_id" integer,
	"vat_number" text,
	"tax_code" text,
	"tax_regime" text,
	"iban_sealed" text,
	"iban_country" text,
	"iban_last4" text,
	"notes" text,
	"portal_user_id" integer,
	"portal_invitation_id" uuid,
	"followers" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"archived_at" timestamp with time zone,
	CONSTRAINT "creators_status_check" CHECK ("creators"."status" in ('prospect', 'active', 'paused', 'offboarded')),
	CONSTRAINT "creators_commission_check" CHECK ("creators"."default_commission_bps" between 0 and 10000),
	CONSTRAINT "creators_representation_months_check" CHECK ("creators"."representation_months" between 1 and 120),
	CONSTRAINT "creators_version_check" CHECK ("creators"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "metric_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"followers" bigint NOT NULL,
	"following" bigint,
	"posts" bigint,
	"avg_likes" bigint,
	"median_likes" bigint,
	"avg_comments" bigint,
	"avg_shares" bigint,
	"avg_saves" bigint,
	"avg_views" bigint,
	"posts_sampled" integer,
	"audience_credibility_bps" integer,
	"audience_italy_bps" integer,
	"estimated" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"evidence_id" uuid,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_snapshots_source_check" CHECK ("metric_snapshots"."source" in ('manual', 'import', 'creator', 'api')),
	CONSTRAINT "metric_snapshots_followers_check" CHECK ("metric_snapshots"."followers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "platform_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"platform" text NOT NULL,
	"handle" text NOT NULL,
	"url" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_accounts_platform_check" CHECK ("platform_accounts"."platform" in ('instagram', 'tiktok', 'youtube', 'twitch', 'x', 'facebook', 'linkedin', 'podcast', 'blog', 'other'))
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"platform" text NOT NULL,
	"deliverable_type" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_cards_price_check" CHECK ("rate_cards"."price_minor" >= 0),
	CONSTRAINT "rate_cards_validity_check" CHECK ("rate_cards"."valid_to" is null or "rate_cards"."valid_to" >= "rate_cards"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "snapshot_evidence" (
	"id" uuid PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_category_links" ADD CONSTRAINT "creator_category_links_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_category_links" ADD CONSTRAINT "creator_category_links_category_id_creator_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."creator_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_primary_manager_id_users_id_fk" FOREIGN KEY ("primary_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_secondary_manager_id_users_id_fk" FOREIGN KEY ("secondary_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_portal_user_id_users_id_fk" FOREIGN KEY ("portal_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_portal_invitation_id_invitations_id_fk" FOREIGN KEY ("portal_invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_snapshots" ADD CONSTRAINT "metric_snapshots_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_snapshots" ADD CONSTRAINT "metric_snapshots_evidence_id_snapshot_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."snapshot_evidence"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_snapshots" ADD CONSTRAINT "metric_snapshots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD CONSTRAINT "platform_accounts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_evidence" ADD CONSTRAINT "snapshot_evidence_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_categories_name_key" ON "creator_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "creator_category_links_category_idx" ON "creator_category_links" USING btree ("category_id","creator_id");--> statement-breakpoint
CREATE INDEX "creators_search_trgm_idx" ON "creators" USING gin ((lower("stage_name" || ' ' || coalesce("legal_name", '') || ' ' || coalesce("email", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creators_name_order_idx" ON "creators" USING btree ((lower("stage_name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "creators_status_idx" ON "creators" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "creators_followers_idx" ON "creators" USING btree ("followers","id");--> statement-breakpoint
CREATE INDEX "creators_updated_at_idx" ON "creators" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "creators_created_at_idx" ON "creators" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "creators_primary_manager_idx" ON "creators" USING btree ("primary_manager_id","id");--> statement-breakpoint
CREATE INDEX "creators_secondary_manager_idx" ON "creators" USING btree ("secondary_manager_id","id");--> statement-breakpoint
CREATE INDEX "creators_country_idx" ON "creators" USING btree ("country","id");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_portal_user_key" ON "creators" USING btree ("portal_user_id") WHERE "creators"."portal_user_id" is not null;--> statement-breakpoint
CREATE INDEX "creators_portal_invitation_idx" ON "creators" USING btree ("portal_invitation_id");--> statement-breakpoint
CREATE INDEX "metric_snapshots_account_idx" ON "metric_snapshots" USING btree ("account_id","captured_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_accounts_handle_key" ON "platform_accounts" USING btree ("platform",lower("handle"));--> statement-breakpoint
CREATE UNIQUE INDEX "platform_accounts_one_primary_key" ON "platform_accounts" USING btree ("creator_id") WHERE "platform_accounts"."is_primary";--> statement-breakpoint
CREATE INDEX "platform_accounts_creator_idx" ON "platform_accounts" USING btree ("creator_id","id");--> statement-breakpoint
CREATE INDEX "platform_accounts_platform_idx" ON "platform_accounts" USING btree ("platform","creator_id");--> statement-breakpoint
CREATE INDEX "platform_accounts_handle_trgm_idx" ON "platform_accounts" USING gin (lower("handle") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rate_cards_creator_idx" ON "rate_cards" USING btree ("creator_id","platform","deliverable_type");--> statement-breakpoint
-- A creator invited to the portal gets their account linked to their record when they accept, in
-- the accepting transaction (the invitation names the creator through creators.portal_invitation_id).
CREATE FUNCTION "creators_link_portal_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "creators" SET "portal_user_id" = NEW."accepted_user_id", "portal_invitation_id" = NULL, "updated_at" = now()
  WHERE "portal_invitation_id" = NEW."id" AND "portal_user_id" IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invitations_link_creator" AFTER UPDATE OF "accepted_user_id" ON "invitations" FOR EACH ROW
  WHEN (NEW."accepted_user_id" IS NOT NULL AND OLD."accepted_user_id" IS NULL)
  EXECUTE FUNCTION "creators_link_portal_account"();
