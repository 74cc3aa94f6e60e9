CREATE TABLE "letter_approvals" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"letter_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"step" text NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"comment" text,
	"signature_hash" text,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_approvals_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "letter_check_items" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_hans" text NOT NULL,
	"name_zh_hant" text NOT NULL,
	"description" text,
	"acceptance_criteria" text,
	"needs_file" boolean DEFAULT true NOT NULL,
	"allowed_exts" text DEFAULT '' NOT NULL,
	"max_files" integer DEFAULT 3 NOT NULL,
	"needs_validity" boolean DEFAULT false NOT NULL,
	"default_validity_months" integer,
	"reviewer_role" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"concurrency_stamp" text NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "letter_check_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "letter_check_template_lines" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"item_code" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"submission_level_min" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"note" text,
	CONSTRAINT "letter_check_template_lines_tenant_id_template_id_version_item_code_pk" PRIMARY KEY("tenant_id","template_id","version","item_code")
);
--> statement-breakpoint
CREATE TABLE "letter_check_templates" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"letter_type" text DEFAULT 'Part' NOT NULL,
	"material_category" text,
	"other_type" text,
	"version" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
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
	CONSTRAINT "letter_check_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "letter_files" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"letter_id" uuid NOT NULL,
	"item_code" text NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"ext" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"doc_valid_from" date,
	"doc_valid_to" date,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"creator_name" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "letter_files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "letter_items" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"letter_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"item_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"needs_file" boolean DEFAULT true NOT NULL,
	"needs_validity" boolean DEFAULT false NOT NULL,
	"allowed_exts" text DEFAULT '' NOT NULL,
	"max_files" integer DEFAULT 3 NOT NULL,
	"note" text,
	"vendor_comment" text,
	"initial_check" text,
	"initial_comment" text,
	"review_result" text,
	"review_comment" text,
	CONSTRAINT "letter_items_tenant_id_letter_id_item_code_pk" PRIMARY KEY("tenant_id","letter_id","item_code")
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"letter_no" text NOT NULL,
	"letter_type" text DEFAULT 'Part' NOT NULL,
	"other_type" text,
	"part_no_confirm_id" uuid,
	"part_no" text,
	"part_name" text,
	"spec" text,
	"drawing_no" text,
	"drawing_rev" text,
	"material_category" text,
	"manufacturer" text,
	"mpn" text,
	"check_template_id" uuid NOT NULL,
	"template_version" integer NOT NULL,
	"submission_level" integer,
	"revision" integer DEFAULT 1 NOT NULL,
	"previous_letter_id" uuid,
	"status" integer DEFAULT 0 NOT NULL,
	"status_time" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date,
	"owner_engineer_id" uuid,
	"submitted_time" timestamp with time zone,
	"initial_checked_time" timestamp with time zone,
	"approved_time" timestamp with time zone,
	"valid_from" date,
	"valid_to" date,
	"conclusion" text,
	"conditions" text,
	"deviation_until" date,
	"reject_reason" text,
	"approved_pdf_file_id" text,
	"approved_pdf_sha256" text,
	"expiry_notice_days" integer,
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
	CONSTRAINT "letters_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "part_no_confirms" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"request_no" text NOT NULL,
	"request_type" text NOT NULL,
	"letter_type" text DEFAULT 'Part' NOT NULL,
	"other_type" text,
	"part_no" text,
	"part_name" text,
	"spec" text,
	"drawing_no" text,
	"drawing_rev" text,
	"material_category" text,
	"manufacturer" text,
	"mpn" text,
	"check_template_id" uuid NOT NULL,
	"submission_level" integer,
	"sample_qty" integer,
	"due_date" date NOT NULL,
	"owner_engineer_id" uuid NOT NULL,
	"buyer_id" uuid,
	"status" integer DEFAULT 0 NOT NULL,
	"ack_by_id" uuid,
	"ack_time" timestamp with time zone,
	"promised_date" date,
	"ack_comment" text,
	"previous_letter_id" uuid,
	"letter_id" uuid,
	"due_reminded_on" date,
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
	CONSTRAINT "part_no_confirms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "letter_approvals_letter_ix" ON "letter_approvals" USING btree ("tenant_id","letter_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "letter_check_items_code_uq" ON "letter_check_items" USING btree ("tenant_id","code") WHERE not "letter_check_items"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "letter_check_templates_code_uq" ON "letter_check_templates" USING btree ("tenant_id","code") WHERE not "letter_check_templates"."is_deleted";--> statement-breakpoint
CREATE INDEX "letter_check_templates_category_ix" ON "letter_check_templates" USING btree ("tenant_id","material_category","is_active");--> statement-breakpoint
CREATE INDEX "letter_files_letter_ix" ON "letter_files" USING btree ("tenant_id","letter_id","item_code");--> statement-breakpoint
CREATE INDEX "letter_files_supplier_ix" ON "letter_files" USING btree ("tenant_id","supplier_id","status","doc_valid_to");--> statement-breakpoint
CREATE INDEX "letter_files_valid_ix" ON "letter_files" USING btree ("tenant_id","status","doc_valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "letters_no_uq" ON "letters" USING btree ("tenant_id","letter_no");--> statement-breakpoint
CREATE INDEX "letters_supplier_ix" ON "letters" USING btree ("tenant_id","supplier_id","status");--> statement-breakpoint
CREATE INDEX "letters_status_ix" ON "letters" USING btree ("tenant_id","status","valid_to");--> statement-breakpoint
CREATE INDEX "letters_part_ix" ON "letters" USING btree ("tenant_id","part_no");--> statement-breakpoint
CREATE UNIQUE INDEX "part_no_confirms_no_uq" ON "part_no_confirms" USING btree ("tenant_id","request_no");--> statement-breakpoint
CREATE INDEX "part_no_confirms_supplier_ix" ON "part_no_confirms" USING btree ("tenant_id","supplier_id","status");--> statement-breakpoint
CREATE INDEX "part_no_confirms_due_ix" ON "part_no_confirms" USING btree ("tenant_id","status","due_date");