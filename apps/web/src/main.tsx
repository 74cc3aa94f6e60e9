import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { listenForWindowErrors, rootErrorOptions } from './app/error-log';
import { LiteMessages, liteMessage } from './app/lite-message';
import { createRouter } from './app/router';
import { currentLanguage } from './locales/language';
import { ui } from './utils/ui';
import './styles/global.css';

// Only what every page needs: antd and its providers come with the pages that use them
// (app/Providers.tsx, wrapped around the layout and the public antd pages by the router), so that
// /login loads no antd. Until an antd tree mounts, toasts are the plain ones of liteMessage.
// No StrictMode: keepalive-for-react cannot work under it (its README), and tabs keep pages alive.
listenForWindowErrors();
document.documentElement.lang = currentLanguage();
ui.message = liteMessage;
const router = createRouter();
const container = document.getElementById('root')!;
const root = createRoot(container, rootErrorOptions);
const render = () => {
  container.removeAttribute('inert');
  root.render(
    <>
      <RouterProvider router={router} />
      <LiteMessages />
    </>,
  );
};
// The server may send the login page already painted (server: platform/http/spa-prerender.ts).
// React's first render replaces it; until the router has its first page that render would be the
// empty fallback, a blank flash: so the first render waits for the router when there is a page.
if (!container.hasChildNodes() || router.state.initialized) render();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}
