CREATE TABLE "minio_servers" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"endpoint" text NOT NULL,
	"use_ssl" boolean DEFAULT false NOT NULL,
	"access_key" text NOT NULL,
	"secret_key_sealed" text NOT NULL,
	"region" text,
	"force_path_style" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"default_bucket" text NOT NULL,
	"bucket_assignments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"presigned_url_expiry_seconds" integer DEFAULT 3600 NOT NULL,
	"last_check_time" timestamp with time zone,
	"last_check_ok" boolean,
	"last_check_message" text,
	"last_check_latency_ms" integer,
	"concurrency_stamp" text NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "minio_servers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"store_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"module" text,
	"owner_id" uuid,
	"owner_supplier_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "minio_servers_name_uq" ON "minio_servers" USING btree ("tenant_id",lower("name")) WHERE not "minio_servers"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "minio_servers_default_uq" ON "minio_servers" USING btree ("tenant_id") WHERE "minio_servers"."is_default" and not "minio_servers"."is_deleted";--> statement-breakpoint
CREATE INDEX "files_owner_ix" ON "files" USING btree ("tenant_id","owner_id","creation_time");--> statement-breakpoint
CREATE INDEX "files_store_ix" ON "files" USING btree ("store_id");