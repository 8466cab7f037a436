import { useNavigate } from 'react-router';
import { postLogout } from '../api/onboarding';
import { invalidateProgress } from '../api/variants';
import { useSession } from '../stores/session';

/** Logout: best-effort call, then the stored token and user go, and the user lands on /. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await postLogout();
    useSession.getState().clear();
    invalidateProgress();
    navigate('/', { replace: true });
  };
}
