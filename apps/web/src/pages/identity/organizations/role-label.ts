type Translate = (key: string) => string;

/** A role's name in the current language when the demo data has a text for it, else the name. */
export function roleLabel(L: Translate, name: string): string {
  const key = `Demo:Role.${name}`;
  const text = L(key);
  return text === key ? name : text;
}
