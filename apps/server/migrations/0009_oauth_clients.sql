CREATE TABLE "oauth_clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"display_name" text NOT NULL,
	"client_type" text NOT NULL,
	"secret_hash" text,
	"grant_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"acting_tenant_id" uuid,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"access_token_lifetime" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_static" boolean DEFAULT false NOT NULL,
	"concurrency_stamp" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "scope" text;--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_clients_client_id_uq" ON "oauth_clients" USING btree ("client_id");