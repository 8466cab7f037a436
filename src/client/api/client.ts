import ky, { HTTPError, type KyInstance } from 'ky';
import { TOKEN_KEY, useSession } from '../stores/session';
import { apiUrl } from './url';

export { apiUrl };

let refreshing: Promise<string | null> | null = null;

/**
 * One refresh for every caller at once in this tab, and one at a time across tabs (Web Locks):
 * after taking the lock, a token another tab refreshed meanwhile is used as it is. The server
 * refusing clears the session; no answer at all leaves it as it is.
 */
export function refreshAccessToken(staleToken: string | null): Promise<string | null> {
  refreshing ??= (async () => {
    const run = async () => {
      const stored = localStorage.getItem(TOKEN_KEY);
      if (stored && stored !== staleToken) return stored;
      const res = await fetch(apiUrl('/api/onboarding/refresh'), { method: 'POST', credentials: 'include' });
      if (!res.ok) {
        const detail = (await res.json().catch(() => ({}))) as { detail?: string };
        console.warn(
          res.status === 401
            ? 'Session expired or not logged in'
            : detail.detail
              ? `Refresh failed: ${detail.detail}`
              : 'Refresh request failed',
        );
        useSession.getState().clear();
        return null;
      }
      const { access_token } = (await res.json()) as { access_token: string };
      useSession.getState().setToken(access_token);
      return access_token;
    };
    try {
      return navigator.locks ? await navigator.locks.request('access-token-refresh', run) : await run();
    } catch (err) {
      // No answer (offline, or the page is being left): keep the session for the next try.
      console.warn('Refresh request failed', err);
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

const PUBLIC_PATHS = /\/api\/onboarding\/(login|refresh|validate-code|first-login|sign-in-link|password-reset|password-reset\/confirm)$/;

/**
 * The one HTTP client: bearer token from the session, cookies sent, and a 401 answered by one
 * shared refresh and a single retry. It has no UI side effects: a failed refresh clears the
 * session, and the route guards take the user to /.
 */
export const api: KyInstance = ky.create({
  credentials: 'include',
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = useSession.getState().token;
        if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        if (response.status !== 401 || PUBLIC_PATHS.test(new URL(request.url).pathname) || request.headers.has('x-retried'))
          return response;
        const sent = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
        const token = await refreshAccessToken(sent);
        if (!token) return response;
        // ky hands hooks a request it can send again (its documented refresh-and-retry pattern).
        request.headers.set('authorization', `Bearer ${token}`);
        request.headers.set('x-retried', '1');
        return ky(request, { retry: 0, throwHttpErrors: false });
      },
    ],
  },
});

/** The server's `detail` of a failed call, when it sent one. */
export async function errorDetail(error: unknown): Promise<string | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  try {
    const body = (await error.response.clone().json()) as { detail?: unknown };
    return typeof body.detail === 'string' ? body.detail : undefined;
  } catch {
    return undefined;
  }
}

export { HTTPError };
