// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, resetBoot, takeBootConfiguration, takeBootProfile } from './boot';

/** index.html's data block as the server writes it (apps/server/src/platform/http/spa-boot.ts). */
function inline(data: object) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_ELEMENT_ID;
  element.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.body.append(element);
}

const configuration = (isAuthenticated: boolean) => ({
  currentUser: { isAuthenticated, userName: isAuthenticated ? 'admin' : null },
  localization: { values: { AbpUi: { Save: '</script>' } } },
});

afterEach(() => {
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  resetBoot();
});

describe('the first render inlined in index.html', () => {
  it('is used once, for the language and sign-in it was made for, and leaves the page', () => {
    inline({
      culture: 'en',
      signedIn: true,
      configuration: configuration(true),
      profile: { userName: 'admin' },
    });
    const first = takeBootConfiguration('en', true);
    expect(first?.currentUser.userName).toBe('admin');
    expect(first?.localization.values.AbpUi?.Save).toBe('</script>');
    expect(takeBootConfiguration('en', true)).toBeUndefined();
    expect(takeBootProfile(true)?.userName).toBe('admin');
    expect(takeBootProfile(true)).toBeUndefined();
    expect(document.getElementById(BOOT_ELEMENT_ID)).toBeNull();
  });

  it('is not used for another language, nor when the sign-in differs from the page’s', () => {
    inline({ culture: 'en', signedIn: true, configuration: configuration(true) });
    expect(takeBootConfiguration('zh-Hans', true)).toBeUndefined();
    resetBoot();
    inline({ culture: 'en', signedIn: false, configuration: configuration(false) });
    expect(takeBootConfiguration('en', true)).toBeUndefined();
    resetBoot();
    // A token the server did not accept: the page was made for a sign-in, the configuration is anonymous.
    inline({ culture: 'en', signedIn: true, configuration: configuration(false) });
    expect(takeBootConfiguration('en', true)).toBeUndefined();
  });

  it('gives nothing when the page has no block or a broken one', () => {
    expect(takeBootConfiguration('en', false)).toBeUndefined();
    resetBoot();
    const element = document.createElement('script');
    element.id = BOOT_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = '{"culture":"en", cut sh';
    document.body.append(element);
    expect(takeBootConfiguration('en', false)).toBeUndefined();
    expect(takeBootProfile(false)).toBeUndefined();
  });
});
