CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"sponsor_id" integer NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"objective" text,
	"kpi_targets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"budget_minor" bigint,
	"agency_fee_minor" bigint,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"disclosure" text DEFAULT 'adv' NOT NULL,
	"usage_rights" text,
	"exclusivity" text,
	"owner_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"archived_at" timestamp with time zone,
	CONSTRAINT "campaigns_status_check" CHECK (status in ('draft', 'pitched', 'negotiating', 'confirmed', 'in_progress', 'reporting', 'completed', 'on_hold', 'cancelled')),
	CONSTRAINT "campaigns_disclosure_check" CHECK (disclosure in ('adv', 'ad')),
	CONSTRAINT "campaigns_dates_check" CHECK ("campaigns"."ends_on" is null or "campaigns"."starts_on" is null or "campaigns"."ends_on" >= "campaigns"."starts_on"),
	CONSTRAINT "campaigns_money_check" CHECK (coalesce("campaigns"."budget_minor", 0) >= 0 and coalesce("campaigns"."agency_fee_minor", 0) >= 0),
	CONSTRAINT "campaigns_version_check" CHECK ("campaigns"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"status" text DEFAULT 'shortlisted' NOT NULL,
	"fee_gross_minor" bigint,
	"commission_bps" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"usage_rights" text,
	"exclusivity_until" date,
	"drop_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "deals_status_check" CHECK (status in ('shortlisted', 'proposed', 'sponsor_approved', 'offer_sent', 'confirmed', 'in_production', 'delivered', 'paid', 'dropped')),
	CONSTRAINT "deals_commission_check" CHECK ("deals"."commission_bps" between 0 and 10000),
	CONSTRAINT "deals_fee_check" CHECK (coalesce("deals"."fee_gross_minor", 0) >= 0),
	CONSTRAINT "deals_version_check" CHECK ("deals"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_code_key" ON "campaigns" USING btree ("code") WHERE "campaigns"."code" is not null;--> statement-breakpoint
CREATE INDEX "campaigns_search_trgm_idx" ON "campaigns" USING gin ((lower("name" || ' ' || coalesce("code", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_name_order_idx" ON "campaigns" USING btree ((lower("name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "campaigns_status_updated_idx" ON "campaigns" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_sponsor_idx" ON "campaigns" USING btree ("sponsor_id","id");--> statement-breakpoint
CREATE INDEX "campaigns_owner_idx" ON "campaigns" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "campaigns_updated_at_idx" ON "campaigns" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_starts_on_idx" ON "campaigns" USING btree ("starts_on","id");--> statement-breakpoint
CREATE INDEX "campaigns_ends_on_idx" ON "campaigns" USING btree ("ends_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_campaign_creator_key" ON "deals" USING btree ("campaign_id","creator_id");--> statement-breakpoint
CREATE INDEX "deals_creator_idx" ON "deals" USING btree ("creator_id","id");