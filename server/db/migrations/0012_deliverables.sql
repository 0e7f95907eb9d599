CREATE TABLE "deliverables" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"platform" text NOT NULL,
	"type" text NOT NULL,
	"draft_due_on" date,
	"publish_due_on" date,
	"caption_requirements" text,
	"published_url" text,
	"published_at" timestamp with time zone,
	"disclosure_present" boolean,
	"status" text DEFAULT 'planned' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "deliverables_status_check" CHECK (status in ('planned', 'awaiting_draft', 'in_review', 'changes_requested', 'approved', 'published', 'measured', 'cancelled')),
	CONSTRAINT "deliverables_due_order_check" CHECK ("deliverables"."draft_due_on" is null or "deliverables"."publish_due_on" is null or "deliverables"."publish_due_on" >= "deliverables"."draft_due_on"),
	CONSTRAINT "deliverables_version_check" CHECK ("deliverables"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "draft_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"deliverable_id" integer NOT NULL,
	"version" integer NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link_url" text,
	"caption" text,
	"outcome" text,
	"feedback" text,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "drafts_outcome_check" CHECK ("drafts"."outcome" is null or "drafts"."outcome" in ('approved', 'approved_with_corrections', 'needs_work'))
);
--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_files" ADD CONSTRAINT "draft_files_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliverables_deal_idx" ON "deliverables" USING btree ("deal_id","id");--> statement-breakpoint
CREATE INDEX "deliverables_campaign_idx" ON "deliverables" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "deliverables_creator_idx" ON "deliverables" USING btree ("creator_id","id");--> statement-breakpoint
CREATE INDEX "deliverables_draft_due_idx" ON "deliverables" USING btree ("draft_due_on","id");--> statement-breakpoint
CREATE INDEX "deliverables_publish_due_idx" ON "deliverables" USING btree ("publish_due_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_files_draft_key" ON "draft_files" USING btree ("draft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_deliverable_version_key" ON "drafts" USING btree ("deliverable_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_one_in_review_key" ON "drafts" USING btree ("deliverable_id") WHERE "drafts"."outcome" is null;--> statement-breakpoint
CREATE INDEX "campaigns_current_status_idx" ON "campaigns" USING btree ("status") WHERE "campaigns"."archived_at" is null;