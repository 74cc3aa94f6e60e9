import { readFileSync } from 'node:fs';
import { marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';
import { flattenRoutes } from '../../router/routes';
import { renderGuide } from './render';

/**
 * The in-app guide stays true to the product: its links name pages of the route table, every
 * section of an area chapter names at least one page, no section says "not available yet" (every
 * page of the route table is built; the route table has no placeholder page id any more), every menu page is described somewhere, and the three languages have the
 * same sections with the same links in the same order.
 */

const languages = ['en', 'zh-Hans', 'zh-Hant'] as const;
type Language = (typeof languages)[number];

/** How a heading said that its area was still a placeholder, per language. */
const notYetMark: Record<Language, string> = {
  en: 'not available yet',
  'zh-Hans': '暂未开放',
  'zh-Hant': '尚未開放',
};

/**
 * The chapters (level 2, English titles) about the portal in general. Every other chapter is an
 * area chapter (administration, master data, labels, letters …), whose sections each name a page.
 */
const generalChapters = [
  'Signing in',
  'Finding your way around',
  'Your profile and password',
  'Frequently asked questions',
  'Getting help',
];

interface Section {
  depth: number;
  heading: string;
  /** Index of the level-2 chapter the section belongs to (-1 before the first). */
  chapter: number;
  links: string[];
}

function linksOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) linksOf(v, into);
  else if (value && typeof value === 'object') {
    const token = value as { type?: string; href?: string };
    if (token.type === 'link' && typeof token.href === 'string') into.push(token.href);
    for (const [key, child] of Object.entries(value))
      if (key !== 'raw' && typeof child === 'object') linksOf(child, into);
  }
  return into;
}

/** The guide cut at its level-2 and level-3 headings, each part with the links it holds. */
function sectionsOf(markdown: string): Section[] {
  const sections: Section[] = [{ depth: 1, heading: '', chapter: -1, links: [] }];
  let chapter = -1;
  for (const token of marked.lexer(markdown) as Token[]) {
    if (token.type === 'heading' && (token.depth === 2 || token.depth === 3)) {
      if (token.depth === 2) chapter += 1;
      sections.push({ depth: token.depth, heading: token.text, chapter, links: linksOf(token.tokens) });
    } else sections.at(-1)!.links.push(...linksOf(token));
  }
  return sections;
}

const guides = Object.fromEntries(
  languages.map((language) => [
    language,
    readFileSync(new URL(`./guide/${language}.md`, import.meta.url), 'utf8'),
  ]),
) as Record<Language, string>;

const routes = new Map(
  flattenRoutes()
    .filter(({ route }) => route.page !== undefined)
    .map(({ route }) => [route.path, route] as const),
);
const inApp = (href: string) => href.startsWith('/') && !href.startsWith('//');
const pathOf = (href: string) => href.replace(/[?#].*$/, '');

const english = sectionsOf(guides.en);
const chapterTitles = english.filter((s) => s.depth === 2).map((s) => s.heading);
const areaChapters = new Set(
  chapterTitles.flatMap((title, index) => (generalChapters.includes(title) ? [] : [index])),
);

describe('the user guide', () => {
  it('has its general chapters, and area chapters besides them', () => {
    for (const title of generalChapters) expect(chapterTitles).toContain(title);
    expect(areaChapters.size).toBeGreaterThan(0);
  });

  it.each(languages)(
    '%s has the sections of the English guide, with the same links in the same order',
    (language) => {
      /** A section's links, an anchor as the number of the section it leads to (its words differ per language). */
      const shape = (markdown: string) => {
        const ids = renderGuide(markdown).toc.map((entry) => entry.id);
        return sectionsOf(markdown).map(({ depth, chapter, links }) => ({
          depth,
          chapter,
          links: links.map((href) =>
            href.startsWith('#') ? `section ${ids.indexOf(decodeURIComponent(href.slice(1)))}` : href,
          ),
        }));
      };
      expect(shape(guides[language])).toEqual(shape(guides.en));
    },
  );

  it.each(languages)('%s links only pages of the route table and headings of the guide', (language) => {
    const { html } = renderGuide(guides[language]);
    for (const href of sectionsOf(guides[language]).flatMap((s) => s.links)) {
      if (href.startsWith('#'))
        expect(html, `anchor ${href}`).toContain(`id="${decodeURIComponent(href.slice(1))}"`);
      else if (inApp(href)) expect(routes.has(pathOf(href)), `route ${href}`).toBe(true);
      else expect(href, 'a link outside the portal').toMatch(/^https:\/\//);
    }
  });

  it.each(languages)('%s: every section of an area chapter names a page of the portal', (language) => {
    const empty = sectionsOf(guides[language])
      .filter((s) => s.depth === 3 && areaChapters.has(s.chapter) && !s.links.some(inApp))
      .map((s) => s.heading);
    expect(empty).toEqual([]);
  });

  it.each(languages)('%s says "not available yet" nowhere: every area has landed', (language) => {
    const stale = sectionsOf(guides[language])
      .filter((s) => s.heading.includes(notYetMark[language]))
      .map((s) => s.heading);
    expect(stale).toEqual([]);
  });

  it('describes every page of the menu', () => {
    const linked = new Set(
      english
        .flatMap((s) => s.links)
        .filter(inApp)
        .map(pathOf),
    );
    const missing = [...routes.values()]
      .filter((r) => !r.meta.hidden && r.path !== '/documentation/index' && !linked.has(r.path))
      .map((r) => r.path);
    expect(missing).toEqual([]);
  });
});
