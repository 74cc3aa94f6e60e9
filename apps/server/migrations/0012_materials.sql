CREATE TABLE "material_suppliers" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"supplier_part_no" text,
	"manufacturer" text,
	"mpn" text,
	"status" integer DEFAULT 0 NOT NULL,
	"concurrency_stamp" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	CONSTRAINT "material_suppliers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"part_no" text NOT NULL,
	"name" text NOT NULL,
	"spec" text,
	"unit" text NOT NULL,
	"category" text,
	"drawing_no" text,
	"drawing_rev" text,
	"msl" text,
	"rohs" boolean DEFAULT false NOT NULL,
	"halogen_free" boolean DEFAULT false NOT NULL,
	"shelf_life_days" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"search_text" text GENERATED ALWAYS AS (lower(part_no || ' ' || name || ' ' || coalesce(spec, ''))) STORED,
	"concurrency_stamp" text NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "materials_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "material_suppliers_material_supplier_uq" ON "material_suppliers" USING btree ("tenant_id","material_id","supplier_id");--> statement-breakpoint
CREATE INDEX "material_suppliers_supplier_ix" ON "material_suppliers" USING btree ("tenant_id","supplier_id","material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_part_no_uq" ON "materials" USING btree ("tenant_id","part_no") WHERE not "materials"."is_deleted";--> statement-breakpoint
CREATE INDEX "materials_category_ix" ON "materials" USING btree ("tenant_id","category","part_no");--> statement-breakpoint
CREATE INDEX "materials_status_ix" ON "materials" USING btree ("tenant_id","status","part_no");--> statement-breakpoint
CREATE INDEX "materials_creation_time_ix" ON "materials" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "materials_search_trgm_ix" ON "materials" USING gin ("search_text" gin_trgm_ops);