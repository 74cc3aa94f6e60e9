-- Custom SQL migration file, put your code below! --
-- Issue 9: the data dictionary's policies take HA's names (DataDictionaryPermissions.cs), which do
-- not nest: AbpDataDictionary.Default.Create -> AbpDataDictionary.Create, and
-- AbpDataDictionary.Detail.Default.Create -> AbpDataDictionary.Detail.Create (likewise Update,
-- Delete). AbpDataDictionary.Detail (a grouping node of the old tree) is no policy any more.
-- A grant whose new name the same provider already holds is dropped instead of renamed.
CREATE TEMP TABLE "policy_renames" ("old_name" text PRIMARY KEY, "new_name" text NOT NULL);--> statement-breakpoint
INSERT INTO "policy_renames" VALUES
  ('AbpDataDictionary.Default.Create', 'AbpDataDictionary.Create'),
  ('AbpDataDictionary.Default.Update', 'AbpDataDictionary.Update'),
  ('AbpDataDictionary.Default.Delete', 'AbpDataDictionary.Delete'),
  ('AbpDataDictionary.Detail.Default.Create', 'AbpDataDictionary.Detail.Create'),
  ('AbpDataDictionary.Detail.Default.Update', 'AbpDataDictionary.Detail.Update'),
  ('AbpDataDictionary.Detail.Default.Delete', 'AbpDataDictionary.Detail.Delete');--> statement-breakpoint
UPDATE "permission_grants" g SET "name" = r."new_name"
FROM "policy_renames" r
WHERE g."name" = r."old_name"
  AND NOT EXISTS (
    SELECT 1 FROM "permission_grants" n
    WHERE n."tenant_id" = g."tenant_id" AND n."provider_name" = g."provider_name"
      AND n."provider_key" = g."provider_key" AND n."name" = r."new_name"
  );--> statement-breakpoint
DELETE FROM "permission_grants"
WHERE "name" IN (SELECT "old_name" FROM "policy_renames") OR "name" = 'AbpDataDictionary.Detail';--> statement-breakpoint
DROP TABLE "policy_renames";
