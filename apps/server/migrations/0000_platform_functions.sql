-- The restricted role every request runs as (see src/platform/db/scope.ts). Roles belong to the
-- whole PostgreSQL cluster, so creating it tolerates another database having done it first.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'supplier_portal_app') THEN
    CREATE ROLE supplier_portal_app NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- The owner must be able to SET ROLE to it; a superuser already can.
DO $$
BEGIN
  EXECUTE format('GRANT supplier_portal_app TO %I', current_user);
EXCEPTION WHEN others THEN NULL;
END $$;
--> statement-breakpoint
-- The scope of the current transaction, as set by inScope(); NULL outside one.
CREATE OR REPLACE FUNCTION app_tenant_id() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_supplier_id() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.supplier_id', true), '')::uuid $$;
