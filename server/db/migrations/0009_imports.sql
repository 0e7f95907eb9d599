CREATE TABLE "import_mappings" (
	"entity" text NOT NULL,
	"header_key" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_entity_header_key_pk" PRIMARY KEY("entity","header_key")
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"outcome" text,
	"result" text,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number"),
	CONSTRAINT "import_rows_outcome_check" CHECK ("import_rows"."outcome" in ('new', 'update', 'error')),
	CONSTRAINT "import_rows_result_check" CHECK ("import_rows"."result" in ('created', 'updated', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"headers" jsonb NOT NULL,
	"header_key" text NOT NULL,
	"mapping" jsonb,
	"all_or_nothing" boolean DEFAULT false NOT NULL,
	"row_count" integer NOT NULL,
	"new_count" integer,
	"update_count" integer,
	"error_count" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"last_row" integer DEFAULT 1 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_username" text NOT NULL,
	"created_by_role" text NOT NULL,
	"created_from" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_entity_check" CHECK ("imports"."entity" in ('sponsors', 'creators')),
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('uploaded', 'previewed', 'queued', 'running', 'completed', 'rolled_back', 'failed')),
	CONSTRAINT "imports_file_type_check" CHECK ("imports"."file_type" in ('csv', 'xlsx'))
);
--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rows_outcome_idx" ON "import_rows" USING btree ("import_id","outcome","row_number");--> statement-breakpoint
CREATE INDEX "import_rows_result_idx" ON "import_rows" USING btree ("import_id","result","row_number");--> statement-breakpoint
CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");