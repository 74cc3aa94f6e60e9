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
createRoot(document.getElementById('root')!, rootErrorOptions).render(
  <>
    <RouterProvider router={router} />
    <LiteMessages />
  </>,
);
