import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Culture } from '@sp/contracts';
import { useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import './documentation.css';
import en from './guide/en.md?raw';
import zhHans from './guide/zh-Hans.md?raw';
import zhHant from './guide/zh-Hant.md?raw';
import { renderGuide } from './render';

const guides: Record<Culture, string> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/** A heading counts as the current section once its top is this close to the top of the window. */
const SPY_OFFSET = 140;

/**
 * The section being read: the last heading of the contents list whose top has reached the top of
 * the window. Measured on scroll (one frame at a time), and only while the page is shown: a page
 * kept alive behind another tab has no layout.
 */
function useCurrentSection(article: HTMLElement | null, ids: string[]) {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    if (!article || ids.length === 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (article.offsetParent === null) return;
      // At the bottom of the page the last sections cannot reach the top: the last one is current.
      const bottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let found: string | null = bottom && window.scrollY > 0 ? ids.at(-1)! : null;
      if (!found)
        for (const id of ids) {
          const heading = document.getElementById(id);
          if (!heading) continue;
          if (heading.getBoundingClientRect().top > SPY_OFFSET) break;
          found = id;
        }
      setCurrent(found ?? ids[0]!);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [article, ids]);
  return [current, setCurrent] as const;
}

/**
 * /documentation/index: the user guide, one Markdown file per language, with a table of contents
 * built from its headings. Links to pages of the portal navigate inside the app.
 */
export default function DocumentationPage() {
  const L = useL();
  const navigate = useNavigate();
  const language = useAppStore((s) => s.language);
  const { html, toc } = useMemo(() => renderGuide(guides[language] ?? en), [language]);
  const ids = useMemo(() => toc.map((entry) => entry.id), [toc]);
  const [article, setArticle] = useState<HTMLElement | null>(null);
  const [current, setCurrent] = useCurrentSection(article, ids);
  const tocRef = useRef<HTMLElement>(null);

  // Keeps the current entry in view when the contents list is taller than the window (desktop).
  useEffect(() => {
    const list = tocRef.current;
    const link = current ? list?.querySelector<HTMLElement>(`a[data-id="${CSS.escape(current)}"]`) : null;
    if (!list || !link || list.scrollHeight <= list.clientHeight) return;
    const top = link.offsetTop;
    if (top < list.scrollTop + 40 || top > list.scrollTop + list.clientHeight - 40)
      list.scrollTop = top - list.clientHeight / 3;
  }, [current]);

  const scrollTo = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    e.preventDefault();
    setCurrent(id);
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  /** In-app links (`/profile/index`) go through the router instead of reloading the page. */
  const onContentClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey)
      return;
    if (href.startsWith('#')) {
      e.preventDefault();
      document.getElementById(decodeURIComponent(href.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
    } else if (href.startsWith('/') && !href.startsWith('//')) {
      e.preventDefault();
      void navigate(href);
    } else if (/^https?:/.test(href)) {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
  };

  return (
    <div className="doc-page">
      {toc.length > 0 && (
        <nav className="doc-toc" aria-label={L('Docs:Contents')} ref={tocRef}>
          <div className="doc-toc-title">{L('Docs:Contents')}</div>
          <ul>
            {toc.map((entry) => (
              <li key={entry.id} className={`doc-toc-${entry.depth}`}>
                <a
                  href={`#${entry.id}`}
                  data-id={entry.id}
                  className={entry.id === current ? 'is-current' : undefined}
                  aria-current={entry.id === current ? 'location' : undefined}
                  onClick={(e) => scrollTo(e, entry.id)}
                >
                  {entry.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <article
        ref={setArticle}
        className="doc-content"
        data-testid="doc-content"
        lang={language}
        onClick={onContentClick}
        // The guide is the portal's own Markdown, bundled at build time: no user input reaches it.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
