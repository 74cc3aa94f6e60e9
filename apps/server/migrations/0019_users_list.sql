CREATE INDEX "users_list_user_name_ix" ON "users" USING btree ("tenant_id","user_name","id","supplier_id") WHERE not "users"."is_deleted";--> statement-breakpoint
CREATE INDEX "users_list_creation_time_ix" ON "users" USING btree ("tenant_id","creation_time","id","supplier_id") WHERE not "users"."is_deleted";--> statement-breakpoint
-- The users list's search box under row-level security. A request's role sees users through the
-- tenant and supplier policies, and PostgreSQL evaluates a query's own conditions after those unless
-- they are leakproof; LIKE is not, so `search_text LIKE '%…%'` could not use the trigram index
-- (users_search_trgm_ix) and every search read the whole table. This function runs as the owner
-- (no policies in the way, so the index serves the LIKE) and narrows to the caller's scope itself:
-- the given tenant, and the tenant and supplier of the transaction's scope when one is set (the
-- same rules as the policies). It returns the matching ids, or NULL when there are more than p_cap
-- (a search that matches that many gains nothing from the index; the caller then filters as
-- before). The caller still reads the rows through the policies.
CREATE OR REPLACE FUNCTION users_search_ids(p_tenant_id uuid, p_pattern text, p_cap integer) RETURNS uuid[]
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, pg_temp
  AS $$
    SELECT CASE WHEN count(*) <= p_cap THEN coalesce(array_agg(m.id), '{}') END
      FROM (SELECT u.id FROM public.users u
             WHERE u.tenant_id = p_tenant_id
               AND (public.app_tenant_id() IS NULL OR u.tenant_id = public.app_tenant_id())
               AND (public.app_supplier_id() IS NULL OR u.supplier_id = public.app_supplier_id())
               AND NOT u.is_deleted
               AND u.search_text LIKE p_pattern
             LIMIT p_cap + 1) m
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION users_search_ids(uuid, text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION users_search_ids(uuid, text, integer) TO supplier_portal_app;
