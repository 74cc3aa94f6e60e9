import Mustache from 'mustache';
import sanitizeHtml from 'sanitize-html';

/**
 * Mail templates are mustache: logic-less, and every `{{value}}` HTML-escaped. A tenant's own
 * template may use only escaped values, sections and comments: unescaped values (`{{{x}}}`,
 * `{{&x}}`), partials and delimiter changes are refused, so data can never add markup to a mail.
 */
export type TemplateProblem = { kind: 'syntax'; message: string } | { kind: 'unescaped' };

const FORBIDDEN = new Set(['&', '{', '>', '=']);

function forbiddenSpan(spans: Mustache.TemplateSpans): boolean {
  for (const span of spans) {
    if (FORBIDDEN.has(span[0])) return true;
    const children = span[4];
    if (Array.isArray(children) && forbiddenSpan(children)) return true;
  }
  return false;
}

export function templateProblem(template: string): TemplateProblem | undefined {
  let spans: Mustache.TemplateSpans;
  try {
    spans = Mustache.parse(template);
  } catch (err) {
    return { kind: 'syntax', message: err instanceof Error ? err.message : String(err) };
  }
  return forbiddenSpan(spans) ? { kind: 'unescaped' } : undefined;
}

/** What an override's HTML may hold: mail-safe markup, no script, no event handlers. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'span',
    'font',
    'center',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
  ],
  allowedAttributes: {
    '*': ['style', 'align', 'width', 'height', 'bgcolor', 'color', 'border', 'cellpadding', 'cellspacing'],
    a: ['href', 'name', 'target'],
    img: ['src', 'alt', 'title'],
    td: ['colspan', 'rowspan', 'valign'],
    th: ['colspan', 'rowspan', 'valign'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
};

/** An administrator's body, made safe once when it is saved (the defaults are ours). */
export function sanitizeTemplateBody(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

/** The body: HTML with HTML-escaped values. */
export function renderBody(template: string, data: Record<string, unknown>): string {
  return Mustache.render(template, data, undefined, { escape: Mustache.escape });
}

/** The subject is plain text: values go in as they are; line breaks are flattened. */
export function renderSubject(template: string, data: Record<string, unknown>): string {
  return Mustache.render(template, data, undefined, { escape: (v: unknown) => String(v) })
    .replace(/[\r\n]+/g, ' ')
    .trim();
}

/** A plain-text digest of a rendered body, for the in-app list. */
export function textOf(html: string, max = 500): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
