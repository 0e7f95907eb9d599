CREATE TABLE "sponsor_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sponsor_id" integer NOT NULL,
	"name" text NOT NULL,
	"job_title" text,
	"email" text,
	"phone" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_billing" boolean DEFAULT false NOT NULL,
	"receives_reports" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"legal_name" text,
	"vat_number" text,
	"tax_code" text,
	"sdi_code" text,
	"pec" text,
	"industry" text,
	"website" text,
	"address_line" text,
	"city" text,
	"postal_code" text,
	"province" text,
	"country" text DEFAULT 'IT' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"owner_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"status" text DEFAULT 'prospect' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"archived_at" timestamp with time zone,
	CONSTRAINT "sponsors_status_check" CHECK (status in ('prospect', 'active', 'paused', 'churned')),
	CONSTRAINT "sponsors_payment_terms_check" CHECK ("sponsors"."payment_terms_days" between 0 and 365),
	CONSTRAINT "sponsors_version_check" CHECK ("sponsors"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_type" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "sponsor_contacts" ADD CONSTRAINT "sponsor_contacts_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_contacts_sponsor_idx" ON "sponsor_contacts" USING btree ("sponsor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_contacts_one_primary_key" ON "sponsor_contacts" USING btree ("sponsor_id") WHERE "sponsor_contacts"."is_primary";--> statement-breakpoint
CREATE INDEX "sponsor_contacts_email_trgm_idx" ON "sponsor_contacts" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sponsors_vat_number_key" ON "sponsors" USING btree ("vat_number") WHERE "sponsors"."vat_number" is not null;--> statement-breakpoint
CREATE INDEX "sponsors_search_trgm_idx" ON "sponsors" USING gin ((lower("display_name" || ' ' || coalesce("legal_name", '') || ' ' || coalesce("vat_number", '') || ' ' || coalesce("tax_code", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sponsors_name_order_idx" ON "sponsors" USING btree ((lower("display_name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "sponsors_status_idx" ON "sponsors" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sponsors_owner_idx" ON "sponsors" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "sponsors_updated_at_idx" ON "sponsors" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "sponsors_created_at_idx" ON "sponsors" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sponsors_tags_idx" ON "sponsors" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_idx" ON "audit_log" USING btree ("entity_type","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at","id");