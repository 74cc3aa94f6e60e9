import href from 'antd/dist/antd.css?url';

let loading: Promise<void> | undefined;

/**
 * antd's styles as the stylesheet antd ships (`antd/dist/antd.css`), instead of generating them in
 * the browser: the providers run antd in its zero-runtime mode (issue 17: writing every component's
 * CSS-in-JS was about a third of a signed-in cold load's main thread before the first paint). The
 * theme colour and the compact size still work: the sheet reads antd's CSS variables, which the
 * providers set at run time.
 *
 * The sheet goes first in <head>, before the app's own stylesheets, where antd's runtime styles
 * went: the app's rules override antd's at equal specificity, whatever loaded first. The first antd
 * page waits for it, so nothing paints unstyled; on a signed-in cold load the server has already
 * preloaded it (platform/http/spa-preload.ts), so that wait is the sheet's parsing.
 */
export function loadAntdStyles(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    let link = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
    if (link?.sheet) return resolve();
    if (!link) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      // As the server's preload link asks for it, so that the browser uses the preloaded copy.
      link.crossOrigin = '';
      link.href = href;
      const firstSheet = document.head.querySelector('link[rel="stylesheet"], style');
      document.head.insertBefore(link, firstSheet);
    }
    // An error leaves antd unstyled rather than the page blank: the page still works.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  return loading;
}
