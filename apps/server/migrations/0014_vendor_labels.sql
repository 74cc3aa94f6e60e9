CREATE TABLE "deliveries" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"delivery_no" text NOT NULL,
	"plant" text,
	"receiving_warehouse" text,
	"delivery_date" date NOT NULL,
	"expected_arrival_date" date NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"vehicle_no" text,
	"driver_phone" text,
	"ship_time" timestamp with time zone,
	"status" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"submitted_by_id" uuid,
	"submitted_time" timestamp with time zone,
	"received_time" timestamp with time zone,
	"total_qty" numeric(18, 3) DEFAULT 0 NOT NULL,
	"total_inners" integer DEFAULT 0 NOT NULL,
	"total_cartons" integer DEFAULT 0 NOT NULL,
	"total_pallets" integer DEFAULT 0 NOT NULL,
	"lines_revision" integer DEFAULT 1 NOT NULL,
	"labels_revision" integer,
	"eta_reminded_on" date,
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
	CONSTRAINT "deliveries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "delivery_lines" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"po_line_id" uuid NOT NULL,
	"po_no" text NOT NULL,
	"po_line_no" integer NOT NULL,
	"part_no" text NOT NULL,
	"part_name" text,
	"unit" text NOT NULL,
	"qty" numeric(18, 3) NOT NULL,
	"lot_no" text NOT NULL,
	"date_code" text,
	"mfg_date" date,
	"expiry_date" date,
	"packing_mode" text DEFAULT 'split' NOT NULL,
	"inner_count" integer DEFAULT 0 NOT NULL,
	"outer_count" integer DEFAULT 0 NOT NULL,
	"received_qty" numeric(18, 3) DEFAULT 0 NOT NULL,
	"bad_qty" numeric(18, 3) DEFAULT 0 NOT NULL,
	"bad_reason" text,
	"received_time" timestamp with time zone,
	CONSTRAINT "delivery_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "label_edit_logs" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	"label_no" text NOT NULL,
	"label_type" text NOT NULL,
	"delivery_no" text,
	"field_name" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"reason" text NOT NULL,
	"edited_by_id" uuid,
	"edited_by_name" text,
	"edited_time" timestamp with time zone DEFAULT now() NOT NULL,
	"reprint_required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "label_edit_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "label_material_infos" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"part_no" text NOT NULL,
	"material_id" uuid,
	"customer_part_no" text,
	"vendor_part_no" text,
	"manufacturer" text,
	"mpn" text,
	"unit" text NOT NULL,
	"mpq" numeric(18, 3),
	"inner_qty" numeric(18, 3),
	"inners_per_outer" integer NOT NULL,
	"outers_per_pallet" integer,
	"carton_length_mm" integer,
	"carton_width_mm" integer,
	"carton_height_mm" integer,
	"gross_weight_kg" numeric(10, 3),
	"msl" text,
	"rohs" boolean,
	"halogen_free" boolean,
	"shelf_life_days" integer,
	"storage_condition" text,
	"country_of_origin" text,
	"inner_template_id" uuid,
	"outer_template_id" uuid,
	"pallet_template_id" uuid,
	"status" integer DEFAULT 0 NOT NULL,
	"confirmed_by_id" uuid,
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
	CONSTRAINT "label_material_infos_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "label_records" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"delivery_line_id" uuid,
	"label_no" text NOT NULL,
	"label_type" text NOT NULL,
	"parent_id" uuid,
	"seq" integer NOT NULL,
	"total" integer NOT NULL,
	"qty" numeric(18, 3) NOT NULL,
	"part_no" text,
	"lot_no" text,
	"contents_count" integer,
	"sscc" text,
	"template_id" uuid,
	"template_version" integer,
	"payload" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"first_print_time" timestamp with time zone,
	"last_print_time" timestamp with time zone,
	"last_printer" text,
	"void_reason" text,
	"concurrency_stamp" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	CONSTRAINT "label_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "label_template_versions" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	CONSTRAINT "label_template_versions_tenant_id_template_id_version_pk" PRIMARY KEY("tenant_id","template_id","version")
);
--> statement-breakpoint
CREATE TABLE "label_templates" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"label_type" text NOT NULL,
	"for_supplier_id" uuid,
	"part_category" text,
	"definition" jsonb NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
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
	CONSTRAINT "label_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "print_logs" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"print_time" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_by_id" uuid,
	"printed_by_name" text,
	"label_type" text NOT NULL,
	"label_count" integer NOT NULL,
	"label_range" text NOT NULL,
	"label_ids" jsonb NOT NULL,
	"delivery_id" uuid,
	"delivery_no" text,
	"part_no" text,
	"lot_no" text,
	"template_code" text,
	"template_version" integer,
	"format" text NOT NULL,
	"printer_name" text,
	"dpi" integer,
	"copies" integer DEFAULT 1 NOT NULL,
	"print_kind" text NOT NULL,
	"reprint_reason" text,
	"result" text NOT NULL,
	"failure_reason" text,
	CONSTRAINT "print_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ship_logs" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"delivery_no" text NOT NULL,
	"event_type" text NOT NULL,
	"event_time" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"client_id" text,
	"cartons" integer,
	"qty" numeric(18, 3),
	"remark" text,
	CONSTRAINT "ship_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_no_uq" ON "deliveries" USING btree ("tenant_id","delivery_no");--> statement-breakpoint
CREATE INDEX "deliveries_supplier_ix" ON "deliveries" USING btree ("tenant_id","supplier_id","delivery_date");--> statement-breakpoint
CREATE INDEX "deliveries_status_ix" ON "deliveries" USING btree ("tenant_id","status","expected_arrival_date");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_lines_line_uq" ON "delivery_lines" USING btree ("tenant_id","delivery_id","line_no");--> statement-breakpoint
CREATE INDEX "delivery_lines_po_line_ix" ON "delivery_lines" USING btree ("tenant_id","po_line_id");--> statement-breakpoint
CREATE INDEX "delivery_lines_part_ix" ON "delivery_lines" USING btree ("tenant_id","part_no");--> statement-breakpoint
CREATE INDEX "label_edit_logs_time_ix" ON "label_edit_logs" USING btree ("tenant_id","label_type","edited_time");--> statement-breakpoint
CREATE INDEX "label_edit_logs_label_ix" ON "label_edit_logs" USING btree ("tenant_id","label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "label_material_infos_part_uq" ON "label_material_infos" USING btree ("tenant_id","supplier_id","part_no") WHERE not "label_material_infos"."is_deleted";--> statement-breakpoint
CREATE INDEX "label_material_infos_part_ix" ON "label_material_infos" USING btree ("tenant_id","part_no");--> statement-breakpoint
CREATE UNIQUE INDEX "label_records_no_uq" ON "label_records" USING btree ("tenant_id","label_no");--> statement-breakpoint
CREATE INDEX "label_records_delivery_ix" ON "label_records" USING btree ("tenant_id","delivery_id","label_type","seq");--> statement-breakpoint
CREATE INDEX "label_records_type_ix" ON "label_records" USING btree ("tenant_id","label_type","creation_time");--> statement-breakpoint
CREATE INDEX "label_records_parent_ix" ON "label_records" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "label_templates_code_uq" ON "label_templates" USING btree ("tenant_id","code") WHERE not "label_templates"."is_deleted";--> statement-breakpoint
CREATE INDEX "label_templates_type_ix" ON "label_templates" USING btree ("tenant_id","label_type","is_active");--> statement-breakpoint
CREATE INDEX "print_logs_time_ix" ON "print_logs" USING btree ("tenant_id","print_time");--> statement-breakpoint
CREATE INDEX "print_logs_delivery_ix" ON "print_logs" USING btree ("tenant_id","delivery_id");--> statement-breakpoint
CREATE INDEX "ship_logs_time_ix" ON "ship_logs" USING btree ("tenant_id","event_time");--> statement-breakpoint
CREATE INDEX "ship_logs_delivery_ix" ON "ship_logs" USING btree ("tenant_id","delivery_id","event_time");