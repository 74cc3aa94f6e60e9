-- Trigram matching for "contains" searches (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(user_name || ' ' || coalesce(name, '') || ' ' || coalesce(surname, '') || ' ' || email || ' ' || coalesce(phone_number, ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm_ix" ON "users" USING gin ("search_text" gin_trgm_ops);