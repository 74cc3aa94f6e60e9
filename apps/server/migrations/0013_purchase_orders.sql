CREATE TABLE "purchase_order_line_movements" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"po_id" uuid NOT NULL,
	"delivery_id" uuid,
	"delivery_no" text,
	"kind" integer NOT NULL,
	"qty" numeric(18, 3) NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	CONSTRAINT "purchase_order_line_movements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"po_id" uuid NOT NULL,
	"po_no" text NOT NULL,
	"line_no" integer NOT NULL,
	"part_no" text NOT NULL,
	"ordered_qty" numeric(18, 3) NOT NULL,
	"unit" text NOT NULL,
	"need_date" date NOT NULL,
	"delivered_qty" numeric(18, 3) DEFAULT 0 NOT NULL,
	"received_qty" numeric(18, 3) DEFAULT 0 NOT NULL,
	"tolerance_pct" numeric(6, 2) DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone,
	CONSTRAINT "purchase_order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"po_no" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"order_date" date NOT NULL,
	"buyer" text,
	"currency" text NOT NULL,
	"plant" text,
	"status" integer DEFAULT 0 NOT NULL,
	"ack_status" integer DEFAULT 0 NOT NULL,
	"ack_reason" text,
	"acked_by_id" uuid,
	"acked_by_name" text,
	"acked_time" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"last_sync_time" timestamp with time zone,
	"content_hash" text NOT NULL,
	"concurrency_stamp" text NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "purchase_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "purchase_order_line_movements_line_ix" ON "purchase_order_line_movements" USING btree ("tenant_id","line_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_po_line_uq" ON "purchase_order_lines" USING btree ("tenant_id","po_id","line_no");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_open_need_ix" ON "purchase_order_lines" USING btree ("tenant_id","supplier_id","need_date","id") WHERE "purchase_order_lines"."status" = 0 and "purchase_order_lines"."ordered_qty" > "purchase_order_lines"."delivered_qty";--> statement-breakpoint
CREATE INDEX "purchase_order_lines_open_po_ix" ON "purchase_order_lines" USING btree ("tenant_id","supplier_id","po_no","need_date") WHERE "purchase_order_lines"."status" = 0 and "purchase_order_lines"."ordered_qty" > "purchase_order_lines"."delivered_qty";--> statement-breakpoint
CREATE INDEX "purchase_order_lines_open_part_ix" ON "purchase_order_lines" USING btree ("tenant_id","supplier_id","part_no","need_date") WHERE "purchase_order_lines"."status" = 0 and "purchase_order_lines"."ordered_qty" > "purchase_order_lines"."delivered_qty";--> statement-breakpoint
CREATE INDEX "purchase_order_lines_open_all_ix" ON "purchase_order_lines" USING btree ("tenant_id","need_date","id") WHERE "purchase_order_lines"."status" = 0 and "purchase_order_lines"."ordered_qty" > "purchase_order_lines"."delivered_qty";--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_po_no_uq" ON "purchase_orders" USING btree ("tenant_id","po_no");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_ix" ON "purchase_orders" USING btree ("tenant_id","supplier_id","order_date");--> statement-breakpoint
CREATE INDEX "purchase_orders_ack_ix" ON "purchase_orders" USING btree ("tenant_id","ack_status","supplier_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_order_date_ix" ON "purchase_orders" USING btree ("tenant_id","order_date");