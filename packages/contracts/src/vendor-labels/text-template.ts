/**
 * The text of a label element: a logic-less subset of mustache, checked when a template is saved.
 * `{{field}}` inserts a field's value (as text: no HTML escaping, a label is not a web page);
 * `{{#field}}…{{/field}}` shows its content only when the field has a value, `{{^field}}…{{/field}}`
 * only when it has none. Nothing else (no partials, no unescaped or comment tags, no delimiter
 * changes), so a template can neither fail at print time nor reach beyond the label's fields.
 */

export type TextTemplateProblem =
  { code: 'TemplateBadText'; detail: string } | { code: 'TemplateUnknownField'; field: string };

const TAG = /\{\{\s*([#^/]?)\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** Field names a text uses, or the first problem (a bad tag, unbalanced sections, an unknown field). */
export function textTemplateProblem(text: string, known: ReadonlySet<string>): TextTemplateProblem | null {
  // Triple mustaches (unescaped output) would hide inside a match of TAG: refuse them first.
  if (text.includes('{{{') || text.includes('}}}'))
    return { code: 'TemplateBadText', detail: 'triple mustache' };
  const stack: string[] = [];
  let rest = '';
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    rest += text.slice(last, m.index);
    last = m.index + m[0].length;
    const [, sigil, name] = m as unknown as [string, string, string];
    if (!known.has(name)) return { code: 'TemplateUnknownField', field: name };
    if (sigil === '#' || sigil === '^') stack.push(name);
    else if (sigil === '/' && stack.pop() !== name)
      return { code: 'TemplateBadText', detail: `unbalanced {{/${name}}}` };
  }
  rest += text.slice(last);
  if (rest.includes('{{') || rest.includes('}}')) return { code: 'TemplateBadText', detail: 'unknown tag' };
  if (stack.length) return { code: 'TemplateBadText', detail: `unclosed {{#${stack.at(-1)}}}` };
  return null;
}

/**
 * Fills a checked text with values (absent or empty: nothing). Sections nest. Text outside every
 * tag is kept as written.
 */
export function fillTextTemplate(text: string, values: Readonly<Record<string, string>>): string {
  let out = '';
  // Each open section records whether its content shows; content shows when every enclosing one does.
  const shows: boolean[] = [];
  const visible = () => shows.every(Boolean);
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    if (visible()) out += text.slice(last, m.index);
    last = m.index + m[0].length;
    const [, sigil, name] = m as unknown as [string, string, string];
    const has = (values[name] ?? '') !== '';
    if (sigil === '#') shows.push(has);
    else if (sigil === '^') shows.push(!has);
    else if (sigil === '/') shows.pop();
    else if (visible()) out += values[name] ?? '';
  }
  if (visible()) out += text.slice(last);
  return out;
}
