import { useMemo, type MouseEvent } from 'react';
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

/**
 * /documentation/index: the user guide, one Markdown file per language, with a table of contents
 * built from its headings. Links to pages of the portal navigate inside the app.
 */
export default function DocumentationPage() {
  const L = useL();
  const navigate = useNavigate();
  const language = useAppStore((s) => s.language);
  const { html, toc } = useMemo(() => renderGuide(guides[language] ?? en), [language]);

  const scrollTo = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    e.preventDefault();
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
        <nav className="doc-toc" aria-label={L('Docs:Contents')}>
          <div className="doc-toc-title">{L('Docs:Contents')}</div>
          <ul>
            {toc.map((entry) => (
              <li key={entry.id} className={`doc-toc-${entry.depth}`}>
                <a href={`#${entry.id}`} onClick={(e) => scrollTo(e, entry.id)}>
                  {entry.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <article
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
