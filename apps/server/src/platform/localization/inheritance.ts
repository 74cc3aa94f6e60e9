/**
 * Which resources a resource inherits its texts from, as ABP configures them: `AbpUi` is based on
 * `AbpValidation` (Volo.Abp.UI's AbpUiModule), and every module resource on `AbpValidation` (its
 * Domain.Shared module) and `AbpUi` (its HttpApi module: `.Get<…>().AddBaseTypes(AbpUiResource)`),
 * so `AbpIdentity['Edit']` and `AbpIdentity['The {0} field is required.']` resolve. ABP's
 * application configuration serialises each resource with its inherited texts (`GetAllStrings`
 * includes the base localizers), own texts winning; `localizer.ts` does the same.
 */
const FRAMEWORK_BASES: Readonly<Record<string, readonly string[]>> = {
  AbpValidation: [],
  AbpExceptionHandling: [],
  AbpUiMultiTenancy: [],
  AbpUi: ['AbpValidation'],
};

const MODULE_BASES = ['AbpValidation', 'AbpUi'] as const;

/** The resource's direct base resources. */
export function baseResourcesOf(resource: string): readonly string[] {
  return FRAMEWORK_BASES[resource] ?? MODULE_BASES;
}

/**
 * One culture's values with inheritance resolved: for each resource, its bases' texts (their own
 * bases first, recursively), then its own. Base resources exist even when no bundle fills them.
 */
export function withInheritedTexts(
  own: Readonly<Record<string, Readonly<Record<string, string>>>>,
): Record<string, Record<string, string>> {
  const resolved: Record<string, Record<string, string>> = {};
  const resolve = (resource: string, path: readonly string[]): Record<string, string> => {
    const done = resolved[resource];
    if (done) return done;
    if (path.includes(resource))
      throw new Error(`text resources inherit in a cycle: ${[...path, resource].join(' -> ')}`);
    const texts: Record<string, string> = {};
    for (const base of baseResourcesOf(resource)) Object.assign(texts, resolve(base, [...path, resource]));
    Object.assign(texts, own[resource] ?? {});
    return (resolved[resource] = texts);
  };
  for (const resource of [...Object.keys(FRAMEWORK_BASES), ...Object.keys(own)]) resolve(resource, []);
  return resolved;
}
