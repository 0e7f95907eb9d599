CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"due_on" date NOT NULL,
	"assignee_id" integer,
	"priority" text DEFAULT 'normal' NOT NULL,
	"link_kind" text,
	"link_id" integer,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"archived_at" timestamp with time zone,
	CONSTRAINT "tasks_priority_check" CHECK (priority in ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "tasks_link_check" CHECK (("tasks"."link_kind" is null) = ("tasks"."link_id" is null) and ("tasks"."link_kind" is null or link_kind in ('sponsor', 'creator', 'campaign', 'deal', 'deliverable'))),
	CONSTRAINT "tasks_title_check" CHECK (length("tasks"."title") between 1 and 200),
	CONSTRAINT "tasks_version_check" CHECK ("tasks"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reminder_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"date_kind" text NOT NULL,
	"offset_days" integer NOT NULL,
	"audience" text[] NOT NULL,
	"channels" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"archived_at" timestamp with time zone,
	CONSTRAINT "reminder_rules_date_kind_check" CHECK (date_kind in ('draft_due', 'publish_due', 'campaign_end', 'representation_end', 'task_due')),
	CONSTRAINT "reminder_rules_offset_check" CHECK (offset_days between -60 and 60),
	CONSTRAINT "reminder_rules_audience_check" CHECK (cardinality("reminder_rules"."audience") > 0 and audience <@ array['owner', 'managers', 'creator', 'assignee']::text[]),
	CONSTRAINT "reminder_rules_channels_check" CHECK (cardinality("reminder_rules"."channels") > 0 and channels <@ array['email', 'in_app']::text[]),
	CONSTRAINT "reminder_rules_version_check" CHECK ("reminder_rules"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"recipient_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"due_on" date,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reminder_send_id" bigint,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_rule_id_reminder_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."reminder_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_open_due_idx" ON "tasks" USING btree ("due_on","id") WHERE "tasks"."done_at" is null and "tasks"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("due_on","id");--> statement-breakpoint
CREATE INDEX "tasks_assignee_due_idx" ON "tasks" USING btree ("assignee_id","due_on");--> statement-breakpoint
CREATE INDEX "tasks_link_idx" ON "tasks" USING btree ("link_kind","link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_rules_current_key" ON "reminder_rules" USING btree ("date_kind","offset_days") WHERE "reminder_rules"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_once_key" ON "reminder_sends" USING btree ("rule_id","subject_kind","subject_id","due_on","recipient_id");--> statement-breakpoint
CREATE INDEX "reminder_sends_subject_idx" ON "reminder_sends" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "notifications_user_recent_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_subject_idx" ON "notifications" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_reminder_send_key" ON "notifications" USING btree ("reminder_send_id") WHERE "notifications"."reminder_send_id" is not null;--> statement-breakpoint
INSERT INTO "reminder_rules" ("date_kind", "offset_days", "audience", "channels") VALUES
	('draft_due', -3, array['creator', 'managers'], array['email', 'in_app']),
	('draft_due', -1, array['creator', 'managers'], array['email', 'in_app']),
	('publish_due', -1, array['creator', 'managers'], array['email', 'in_app']),
	('draft_due', 1, array['creator', 'managers', 'owner'], array['email', 'in_app']),
	('publish_due', 1, array['creator', 'managers', 'owner'], array['email', 'in_app']),
	('task_due', 0, array['assignee'], array['email', 'in_app']);
