CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"concurrency_stamp" text NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_static" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"concurrency_stamp" text NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	CONSTRAINT "roles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_roles_tenant_id_user_id_role_id_pk" PRIMARY KEY("tenant_id","user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"normalized_user_name" text NOT NULL,
	"name" text,
	"surname" text,
	"email" text NOT NULL,
	"normalized_email" text NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"phone_number" text,
	"phone_number_confirmed" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"security_stamp" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"lockout_enabled" boolean DEFAULT true NOT NULL,
	"lockout_end" timestamp with time zone,
	"access_failed_count" integer DEFAULT 0 NOT NULL,
	"concurrency_stamp" text NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "users_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "permission_grants" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"provider_name" text NOT NULL,
	"provider_key" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "permission_grants_tenant_id_provider_name_provider_key_name_pk" PRIMARY KEY("tenant_id","provider_name","provider_key","name")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" text,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	CONSTRAINT "sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"algorithm" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk_encrypted" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setting_values" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "setting_values_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"tenant_id" uuid DEFAULT app_tenant_id() NOT NULL,
	"id" uuid NOT NULL,
	"application_name" text,
	"user_id" uuid,
	"user_name" text,
	"tenant_name" text,
	"execution_time" timestamp with time zone NOT NULL,
	"execution_duration" integer NOT NULL,
	"client_ip_address" text,
	"client_name" text,
	"client_id" text,
	"correlation_id" text,
	"browser_info" text,
	"http_method" text NOT NULL,
	"url" text NOT NULL,
	"http_status_code" integer,
	"exceptions" text,
	"comments" text,
	"entity_changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_normalized_name_uq" ON "tenants" USING btree ("normalized_name") WHERE not "tenants"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_uq" ON "roles" USING btree ("tenant_id","normalized_name");--> statement-breakpoint
CREATE INDEX "user_roles_role_ix" ON "user_roles" USING btree ("tenant_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_uq" ON "users" USING btree ("tenant_id","normalized_user_name") WHERE not "users"."is_deleted";--> statement-breakpoint
CREATE INDEX "users_email_ix" ON "users" USING btree ("tenant_id","normalized_email");--> statement-breakpoint
CREATE INDEX "users_creation_time_ix" ON "users" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_ix" ON "refresh_tokens" USING btree ("tenant_id","session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_ix" ON "sessions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "audit_logs_time_ix" ON "audit_logs" USING btree ("tenant_id","execution_time");--> statement-breakpoint
CREATE INDEX "audit_logs_user_ix" ON "audit_logs" USING btree ("tenant_id","user_name","execution_time");