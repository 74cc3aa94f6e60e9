import { create } from 'zustand';
import { getProfile, logoutSession, requestToken } from '../api/account';
import { translate } from '../locales/i18n';
import { getToken, removeToken, setToken } from '../utils/cookies';
import { takeBootProfile } from './boot';
import { useConfigStore } from './config';
import { useTagsViewStore } from './tagsView';

interface UserState {
  token: string | undefined;
  userName: string;
  name: string;
  email: string;
  phoneNumber: string;
  avatar: string;
  introduction: string;
  roles: string[];
  /** Posts the token request, stores the token, reloads the configuration (spec §4). */
  login(username: string, password: string): Promise<void>;
  /** Loads the profile and roles; rejects with 'Verification failed…' when there is none. */
  getInfo(): Promise<void>;
  /** Server logout, then clears user, token and tabs and reloads the configuration. */
  logout(): Promise<void>;
  /** Forgets the session locally (a failed first navigation, a 401). */
  resetToken(): void;
}

const empty = {
  userName: '',
  name: '',
  email: '',
  phoneNumber: '',
  avatar: '',
  introduction: '',
  roles: [] as string[],
};

export const useUserStore = create<UserState>((set) => ({
  token: getToken(),
  ...empty,
  async login(username, password) {
    const { access_token } = await requestToken(username, password);
    setToken(access_token);
    set({ token: access_token });
    await useConfigStore.getState().load();
  },
  async getInfo() {
    const profile = takeBootProfile(!!getToken()) ?? (await getProfile(true));
    if (!profile) throw new Error(translate('SupplierPortal', 'VerificationFailed'));
    const config = useConfigStore.getState().config ?? (await useConfigStore.getState().load());
    set({
      userName: profile.userName,
      name: profile.name ?? profile.userName,
      email: profile.email,
      phoneNumber: profile.phoneNumber ?? '',
      avatar: typeof profile.extraProperties?.Avatar === 'string' ? profile.extraProperties.Avatar : '',
      introduction:
        typeof profile.extraProperties?.Introduction === 'string' ? profile.extraProperties.Introduction : '',
      roles: config.currentUser.roles ?? [],
    });
  },
  async logout() {
    try {
      await logoutSession();
    } finally {
      removeToken();
      set({ token: undefined, ...empty });
      useTagsViewStore.getState().delAllViews(true);
      await useConfigStore.getState().load();
    }
  },
  resetToken() {
    removeToken();
    set({ token: undefined, ...empty });
  },
}));
