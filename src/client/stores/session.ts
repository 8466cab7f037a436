import { create } from 'zustand';
import type { User } from '../../contracts/user';

/** The signed-in user as the API returns it (spec: User). */
export type SessionUser = User;

/** Local storage keys fixed by the spec (section 9). */
export const TOKEN_KEY = 'access_token';
export const USER_KEY = 'user';

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Where the sign-in page sends this session (the server's route after a first login). */
  landing: string | null;
  setSession(token: string, user: SessionUser, landing?: string): void;
  setToken(token: string): void;
  setUser(user: SessionUser): void;
  clear(): void;
}

function read<T>(key: string, parse: (raw: string) => T): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : parse(raw);
  } catch (err) {
    console.error(`Could not read ${key} from local storage`, err);
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (err) {
    console.error(`Could not write ${key} to local storage`, err);
  }
}

/**
 * Token and user, kept in local storage under the spec's keys so every tab shares them.
 * Another tab's change (sign-in, refresh, logout) reaches this tab through the storage event.
 */
export const useSession = create<SessionState>()((set) => ({
  token: read(TOKEN_KEY, (raw) => raw),
  user: read(USER_KEY, (raw) => JSON.parse(raw) as SessionUser),
  landing: null,
  setSession: (token, user, landing) => {
    write(TOKEN_KEY, token);
    write(USER_KEY, JSON.stringify(user));
    set({ token, user, landing: landing ?? null });
  },
  setToken: (token) => {
    write(TOKEN_KEY, token);
    set({ token });
  },
  setUser: (user) => {
    write(USER_KEY, JSON.stringify(user));
    set({ user });
  },
  clear: () => {
    write(TOKEN_KEY, null);
    write(USER_KEY, null);
    set({ token: null, user: null, landing: null });
  },
}));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== USER_KEY && event.key !== null) return;
    useSession.setState({
      token: read(TOKEN_KEY, (raw) => raw),
      user: read(USER_KEY, (raw) => JSON.parse(raw) as SessionUser),
    });
  });
}
