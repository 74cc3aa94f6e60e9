import type { Localize, ProductTextKey } from '../../../locales/i18n';

/** A role's name in the current language when the demo data has a text for it, else the name. */
export function roleLabel(L: Localize, name: string): string {
  const key = `Demo:Role.${name}`;
  // A role name from the server: the demo roles have a text, any other shows its own name.
  const text = L(key as ProductTextKey);
  return text === key ? name : text;
}
