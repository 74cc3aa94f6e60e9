-- users_search_ids (0019) planned each call with its own tenant and pattern. As a plain SQL function
-- its query got a generic plan: with many tenants "tenant_id = $1" looks selective, so the plan
-- walked the tenant's rows and tested the LIKE on each instead of asking the trigram index (seen on
-- the test database, where hundreds of small tenants sit beside one large one). EXECUTE ... USING
-- plans the statement with the values, so the planner sees which tenant and which pattern.
CREATE OR REPLACE FUNCTION users_search_ids(p_tenant_id uuid, p_pattern text, p_cap integer) RETURNS uuid[]
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, pg_temp
  AS $$
  DECLARE
    result uuid[];
  BEGIN
    EXECUTE 'SELECT CASE WHEN count(*) <= $3 THEN coalesce(array_agg(m.id), ''{}'') END
      FROM (SELECT u.id FROM public.users u
             WHERE u.tenant_id = $1
               AND (public.app_tenant_id() IS NULL OR u.tenant_id = public.app_tenant_id())
               AND (public.app_supplier_id() IS NULL OR u.supplier_id = public.app_supplier_id())
               AND NOT u.is_deleted
               AND u.search_text LIKE $2
             LIMIT $3 + 1) m'
      INTO result
      USING p_tenant_id, p_pattern, p_cap;
    RETURN result;
  END
  $$;
