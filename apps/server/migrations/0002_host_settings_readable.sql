-- Host setting values are every tenant's defaults, so a tenant's transaction may read them
-- (never write them). Policies of one table combine with OR: this widens only SELECT.
CREATE POLICY host_settings_readable ON "setting_values" FOR SELECT
  USING (tenant_id = '00000000-0000-0000-0000-000000000000'::uuid);
