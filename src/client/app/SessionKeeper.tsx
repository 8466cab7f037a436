import { useEffect } from 'react';
import { needsRefresh } from '../../engine/shell/index';
import { HTTPError, refreshAccessToken } from '../api/client';
import { getMe } from '../api/onboarding';
import { useSession } from '../stores/session';

/**
 * Spec section 4, session: at start and whenever the tab regains focus or becomes visible, a token
 * without exp or expiring within 60 s is refreshed; then the current user is fetched and stored.
 * A refusal by the server clears the session, and the guards take the user to /. A request that
 * never got an answer (offline, or aborted by leaving the page) changes nothing: clearing then
 * would sign the user out of every tab for no reason.
 */
async function checkSession(fetchUser: boolean) {
  const { token } = useSession.getState();
  if (!token) return;
  if (needsRefresh(token, Date.now()) && !(await refreshAccessToken(token))) return;
  if (!fetchUser) return;
  try {
    useSession.getState().setUser(await getMe());
  } catch (err) {
    if (err instanceof HTTPError && (err.response.status === 401 || err.response.status === 403)) useSession.getState().clear();
  }
}

export function SessionKeeper() {
  useEffect(() => {
    void checkSession(true);
    const onFocus = () => void checkSession(false);
    const onVisible = () => document.visibilityState === 'visible' && onFocus();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return null;
}
