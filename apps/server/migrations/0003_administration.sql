CREATE TABLE "claim_types" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"is_static" boolean DEFAULT false NOT NULL,
	"regex" text,
	"regex_description" text,
	"description" text,
	"value_type" integer DEFAULT 0 NOT NULL,
	"concurrency_stamp" text NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	CONSTRAINT "claim_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "organization_unit_roles" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"role_id" uuid NOT NULL,
	"organization_unit_id" uuid NOT NULL,
	CONSTRAINT "organization_unit_roles_tenant_id_organization_unit_id_role_id_pk" PRIMARY KEY("tenant_id","organization_unit_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "organization_units" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"parent_id" uuid,
	"code" text NOT NULL,
	"display_name" text NOT NULL,
	"concurrency_stamp" text NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "organization_units_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_organization_units" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_unit_id" uuid NOT NULL,
	CONSTRAINT "user_organization_units_tenant_id_user_id_organization_unit_id_pk" PRIMARY KEY("tenant_id","user_id","organization_unit_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid GENERATED ALWAYS AS (id) STORED,
	"vendor_code" text NOT NULL,
	"normalized_vendor_code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" text,
	"status" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "suppliers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "dictionaries" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"description" text,
	"sort" smallint DEFAULT 0 NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	CONSTRAINT "dictionaries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "dictionary_details" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"dictionary_id" uuid NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	CONSTRAINT "dictionary_details_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_types_name_uq" ON "claim_types" USING btree ("tenant_id","normalized_name");--> statement-breakpoint
CREATE INDEX "organization_unit_roles_role_ix" ON "organization_unit_roles" USING btree ("tenant_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_units_code_uq" ON "organization_units" USING btree ("tenant_id","code") WHERE not "organization_units"."is_deleted";--> statement-breakpoint
CREATE INDEX "organization_units_parent_ix" ON "organization_units" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "user_organization_units_ou_ix" ON "user_organization_units" USING btree ("tenant_id","organization_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_vendor_code_uq" ON "suppliers" USING btree ("tenant_id","normalized_vendor_code") WHERE not "suppliers"."is_deleted";--> statement-breakpoint
CREATE INDEX "suppliers_name_ix" ON "suppliers" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionaries_name_uq" ON "dictionaries" USING btree ("tenant_id","normalized_name");--> statement-breakpoint
CREATE INDEX "dictionary_details_dictionary_ix" ON "dictionary_details" USING btree ("tenant_id","dictionary_id","sort");--> statement-breakpoint
CREATE INDEX "users_user_name_ix" ON "users" USING btree ("tenant_id","user_name");--> statement-breakpoint
CREATE INDEX "users_supplier_ix" ON "users" USING btree ("tenant_id","supplier_id");--> statement-breakpoint
CREATE INDEX "audit_logs_method_ix" ON "audit_logs" USING btree ("tenant_id","http_method","execution_time");--> statement-breakpoint
CREATE INDEX "audit_logs_status_ix" ON "audit_logs" USING btree ("tenant_id","http_status_code","execution_time");