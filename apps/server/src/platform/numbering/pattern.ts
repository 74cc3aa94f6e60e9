/**
 * Document-number patterns: literal text with `{…}` tokens.
 *
 * - `{seqN}`: the counter, zero-padded to N digits (a larger number keeps all its digits); exactly
 *   one per pattern.
 * - a token of date letters only (`yyyy`, `yy`, `MM`, `dd`, `HH`, `mm`, `ss`, run together as in
 *   `{yyyyMMdd}`): the moment, in the tenant's time zone.
 * - any other `{name}`: `values[name]`, e.g. `{vendor}`.
 *
 * The counter's scope is the pattern rendered with its seq token left as `{seq}`: whatever the
 * other tokens render to (the day, the vendor) starts a counter of its own.
 */

const TOKEN = /\{([^{}]+)\}/g;
const SEQ = /^seq(\d{1,2})$/;
const DATE = /^(yyyy|yy|MM|dd|HH|mm|ss)+$/;
const DATE_PART = /yyyy|yy|MM|dd|HH|mm|ss/g;

export type DateParts = Record<'yyyy' | 'yy' | 'MM' | 'dd' | 'HH' | 'mm' | 'ss', string>;

/** One formatter per zone: making one costs far more than using it (an export formats every row). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws for a zone the runtime does not know; nothing is cached then.
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar fields of `at` in `timeZone` (an IANA name). */
export function dateParts(at: Date, timeZone: string): DateParts {
  const parts = formatterOf(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const yyyy = get('year').padStart(4, '0');
  return {
    yyyy,
    yy: yyyy.slice(-2),
    MM: get('month'),
    dd: get('day'),
    HH: get('hour'),
    mm: get('minute'),
    ss: get('second'),
  };
}

/** A pattern split into its counter scope and the width of its counter. */
export interface RenderedPattern {
  /** The rendered pattern with `{seq}` where the counter goes: also the counter's scope. */
  scope: string;
  width: number;
}

/**
 * Renders every token but the counter. A pattern without exactly one `{seqN}`, or naming a value
 * it is not given, is a programming error and throws.
 */
export function renderPattern(
  pattern: string,
  values: Readonly<Record<string, string | number>>,
  date: DateParts,
): RenderedPattern {
  let width = -1;
  const scope = pattern.replace(TOKEN, (_, token: string) => {
    const seq = SEQ.exec(token);
    if (seq) {
      if (width >= 0) throw new Error(`Number pattern "${pattern}" has more than one {seqN}`);
      width = Number(seq[1]);
      return '{seq}';
    }
    if (DATE.test(token)) return token.replace(DATE_PART, (p) => date[p as keyof DateParts]);
    const value = values[token];
    if (value === undefined) throw new Error(`Number pattern "${pattern}" needs a value for {${token}}`);
    // A value must not smuggle a token into the scope.
    return String(value).replace(/[{}]/g, '');
  });
  if (width < 0) throw new Error(`Number pattern "${pattern}" has no {seqN}`);
  return { scope, width };
}

/** The number itself: the counter put in its place. */
export function formatNumber(rendered: RenderedPattern, value: number): string {
  return rendered.scope.replace('{seq}', String(value).padStart(rendered.width, '0'));
}
