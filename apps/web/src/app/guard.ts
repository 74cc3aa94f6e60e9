import { redirect, type LoaderFunctionArgs } from 'react-router';
import { errorMessage } from '../api/request';
import { translate } from '../locales/i18n';
import { publicPaths } from '../router/routes';
import { useConfigStore } from '../stores/config';
import { useUserStore } from '../stores/user';
import { getToken } from '../utils/cookies';
import { ui } from '../utils/ui';

export const loginPath = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/**
 * The navigation guard (spec §2 access rules, §4 first navigation), run before every navigation:
 * the configuration is loaded once; a signed-in user visiting /login goes to /; a signed-in user
 * whose profile is not loaded yet gets it loaded (a failure clears the token, shows the error and
 * goes to login); anyone else outside the public pages goes to login with a redirect.
 *
 * On a cold load the profile is asked for together with the configuration, not after it (issue 17
 * #3): the two round trips overlap, and React Router loads the route's lazy modules alongside.
 */
export async function guard({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const configStore = useConfigStore.getState();
  const configLoad = configStore.config ? null : configStore.load();
  if (!configLoad) configStore.refresh();

  if (getToken()) {
    const user = useUserStore.getState();
    const info = url.pathname !== '/login' && !user.userName ? user.getInfo() : null;
    // Handled below, after the configuration: kept from being reported as unhandled meanwhile.
    info?.catch(() => undefined);
    await configLoad;
    if (url.pathname === '/login') throw redirect('/');
    if (info) {
      try {
        await info;
      } catch (error) {
        user.resetToken();
        await useConfigStore.getState().load();
        const text =
          error instanceof Error && !('isAxiosError' in error) ? error.message : await errorMessage(error);
        ui.message?.error(text || translate('SupplierPortal', 'HasError'));
        throw redirect(loginPath(here));
      }
    }
    return null;
  }
  await configLoad;
  if (publicPaths.includes(url.pathname)) return null;
  throw redirect(loginPath(here));
}
