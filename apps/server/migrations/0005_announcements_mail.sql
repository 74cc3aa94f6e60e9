CREATE TABLE "system_inform_read_logs" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"inform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_inform_read_logs_tenant_id_inform_id_user_id_pk" PRIMARY KEY("tenant_id","inform_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "system_informs" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" integer DEFAULT 3 NOT NULL,
	"system_inform_show" integer DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"audience" integer DEFAULT 0 NOT NULL,
	"audience_role_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"audience_supplier_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"publish_time" timestamp with time zone,
	"publisher_id" uuid,
	"publisher_name" text,
	"revoke_time" timestamp with time zone,
	"mail_to_audience" boolean DEFAULT false NOT NULL,
	"mailed_time" timestamp with time zone,
	"mailed_count" integer DEFAULT 0 NOT NULL,
	"concurrency_stamp" text NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "system_informs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"to_addresses" text[] NOT NULL,
	"cc_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text NOT NULL,
	"html_body" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_attempt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_time" timestamp with time zone,
	"related_entity_type" text,
	"related_entity_id" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	CONSTRAINT "mail_outbox_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "system_inform_read_logs_user_ix" ON "system_inform_read_logs" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "system_informs_status_ix" ON "system_informs" USING btree ("tenant_id","status","publish_time");--> statement-breakpoint
CREATE INDEX "system_informs_creation_time_ix" ON "system_informs" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_ix" ON "mail_outbox" USING btree ("next_attempt_time") WHERE "mail_outbox"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "mail_outbox_creation_time_ix" ON "mail_outbox" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "mail_outbox_related_ix" ON "mail_outbox" USING btree ("tenant_id","related_entity_type","related_entity_id");