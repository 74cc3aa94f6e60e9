import type { ApplicationConfiguration } from '../api/abp';
import type { Profile } from '../api/account';

/**
 * The first render's data the server put into index.html (server: platform/http/spa-boot.ts; issue
 * 17 #1): the configuration for the language and sign-in the page was built for and, signed in, the
 * profile. Each part is used once, by the first load of the configuration and of the profile; after
 * that (login, logout, a language or tenant change) the app asks the server as before.
 */
interface Boot {
  culture: string;
  signedIn: boolean;
  configuration?: ApplicationConfiguration;
  profile?: Profile;
}

export const BOOT_ELEMENT_ID = 'sp-boot';

let boot: Boot | null | undefined;

function read(): Boot | null {
  if (boot !== undefined) return boot;
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_ELEMENT_ID);
  try {
    boot = element?.textContent ? (JSON.parse(element.textContent) as Boot) : null;
  } catch {
    // A page cut short: the app loads what it needs itself.
    boot = null;
  }
  element?.remove();
  return boot;
}

/** The inlined configuration, once, if it was made for this language and this sign-in state. */
export function takeBootConfiguration(
  language: string,
  signedIn: boolean,
): ApplicationConfiguration | undefined {
  const data = read();
  const configuration = data?.configuration;
  if (!data || !configuration) return undefined;
  data.configuration = undefined;
  const fits =
    data.culture === language &&
    data.signedIn === signedIn &&
    configuration.currentUser.isAuthenticated === signedIn;
  return fits ? configuration : undefined;
}

/** The inlined profile, once, if the page was made for a signed-in visitor and one still is. */
export function takeBootProfile(signedIn: boolean): Profile | undefined {
  const data = read();
  const profile = data?.profile;
  if (!data || !profile) return undefined;
  data.profile = undefined;
  return signedIn && data.signedIn ? profile : undefined;
}

/** For tests: forget what was read. */
export function resetBoot() {
  boot = undefined;
}
