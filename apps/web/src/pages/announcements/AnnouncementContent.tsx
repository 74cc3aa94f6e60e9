import './rich-text.css';

/**
 * An announcement's rich text. The HTML is the server's: it sanitises every announcement on the
 * way in (no scripts, event handlers, frames or `javascript:` URLs), and the CSP allows no inline
 * script besides.
 */
export function AnnouncementContent({ html, testId }: { html: string; testId?: string }) {
  return <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
