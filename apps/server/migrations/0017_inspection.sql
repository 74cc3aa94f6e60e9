CREATE TABLE "inspection_form_documents" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"valid_to" date,
	"last_modification_time" timestamp with time zone,
	CONSTRAINT "inspection_form_documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "inspection_form_results" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"item" jsonb NOT NULL,
	"sample_qty" integer DEFAULT 0 NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"defect_qty" integer DEFAULT 0 NOT NULL,
	"result" text,
	"remark" text,
	CONSTRAINT "inspection_form_results_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "inspection_forms" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"form_no" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"previous_id" uuid,
	"delivery_id" uuid NOT NULL,
	"delivery_line_id" uuid NOT NULL,
	"delivery_no" text NOT NULL,
	"delivery_line_no" integer NOT NULL,
	"po_no" text NOT NULL,
	"part_no" text NOT NULL,
	"part_name" text,
	"spec" text,
	"lot_no" text NOT NULL,
	"date_code" text,
	"lot_qty" numeric(18, 3) NOT NULL,
	"config_id" uuid NOT NULL,
	"letter_no" text,
	"letter_rev" integer,
	"inspection_mode" text NOT NULL,
	"inspection_level" text,
	"code_letter" text,
	"sample_size" integer DEFAULT 0 NOT NULL,
	"plan" jsonb,
	"required_docs" text[] DEFAULT '{}'::text[] NOT NULL,
	"vendor_inspector" text,
	"vendor_inspect_date" date,
	"ng_critical" integer DEFAULT 0 NOT NULL,
	"ng_major" integer DEFAULT 0 NOT NULL,
	"ng_minor" integer DEFAULT 0 NOT NULL,
	"vendor_conclusion" text,
	"status" integer DEFAULT 0 NOT NULL,
	"submitted_time" timestamp with time zone,
	"review_result" text,
	"disposition" text,
	"reviewer_id" uuid,
	"reviewer_name" text,
	"review_time" timestamp with time zone,
	"review_comment" text,
	"remark" text,
	"concurrency_stamp" text NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "inspection_forms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "iqc_material_configs" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"part_no" text NOT NULL,
	"part_name" text NOT NULL,
	"spec" text,
	"material_category" text,
	"letter_id" uuid,
	"letter_no" text,
	"letter_rev" integer,
	"inspection_mode" text NOT NULL,
	"inspection_level" text,
	"aql_critical" double precision,
	"aql_major" double precision,
	"aql_minor" double precision,
	"required_docs" text[] DEFAULT '{}'::text[] NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text,
	"status" integer DEFAULT 0 NOT NULL,
	"vendor_confirmed_by_id" uuid,
	"vendor_confirmed_by_name" text,
	"vendor_confirmed_time" timestamp with time zone,
	"confirmed_by_id" uuid,
	"confirmed_by_name" text,
	"confirmed_time" timestamp with time zone,
	"concurrency_stamp" text NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "iqc_material_configs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_form_documents_type_uq" ON "inspection_form_documents" USING btree ("tenant_id","form_id","doc_type");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_form_results_seq_uq" ON "inspection_form_results" USING btree ("tenant_id","form_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_forms_line_uq" ON "inspection_forms" USING btree ("tenant_id","delivery_line_id") WHERE not "inspection_forms"."is_deleted" and "inspection_forms"."status" <> 7;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_forms_no_uq" ON "inspection_forms" USING btree ("tenant_id","form_no","version") WHERE not "inspection_forms"."is_deleted";--> statement-breakpoint
CREATE INDEX "inspection_forms_supplier_ix" ON "inspection_forms" USING btree ("tenant_id","supplier_id","creation_time");--> statement-breakpoint
CREATE INDEX "inspection_forms_status_ix" ON "inspection_forms" USING btree ("tenant_id","status","submitted_time");--> statement-breakpoint
CREATE INDEX "inspection_forms_delivery_ix" ON "inspection_forms" USING btree ("tenant_id","delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iqc_material_configs_part_uq" ON "iqc_material_configs" USING btree ("tenant_id","supplier_id","part_no") WHERE not "iqc_material_configs"."is_deleted";--> statement-breakpoint
CREATE INDEX "iqc_material_configs_part_ix" ON "iqc_material_configs" USING btree ("tenant_id","part_no");