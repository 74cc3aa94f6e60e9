CREATE TABLE "status_history" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"supplier_id" uuid,
	"action" text NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"comment" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "number_sequences" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"name" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"last_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "number_sequences_tenant_id_name_scope_pk" PRIMARY KEY("tenant_id","name","scope")
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"event" text NOT NULL,
	"culture" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"concurrency_stamp" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	CONSTRAINT "mail_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"route" text,
	"entity_type" text,
	"entity_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"supplier_id" uuid,
	"category" text DEFAULT '' NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"creator_id" uuid,
	"creator_name" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "attachments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "status_history_entity_ix" ON "status_history" USING btree ("tenant_id","entity_type","entity_id","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_templates_event_uq" ON "mail_templates" USING btree ("tenant_id","event","culture");--> statement-breakpoint
CREATE INDEX "notifications_user_ix" ON "notifications" USING btree ("tenant_id","user_id","is_read","creation_time");--> statement-breakpoint
CREATE INDEX "attachments_owner_ix" ON "attachments" USING btree ("tenant_id","owner_type","owner_id") WHERE not "attachments"."is_deleted";--> statement-breakpoint
CREATE INDEX "attachments_file_ix" ON "attachments" USING btree ("tenant_id","file_id");