import { errorDetail } from '../../api/client';
import { useAdminAlert } from './alert-store';

/** What a failed change shows: the server's detail when it sent one (spec section 8), else the fallback. */
export async function failureText(error: unknown, fallback: string): Promise<string> {
  return (await errorDetail(error)) ?? fallback;
}

/**
 * Runs a change the dashboard confirms with an alert: success shows `success`, failure the
 * server's detail or `fallback`.
 */
export async function runWithAlert(call: () => Promise<unknown>, success: string, fallback: string): Promise<void> {
  const { showError, showSuccess } = useAdminAlert.getState();
  try {
    await call();
    showSuccess(success);
  } catch (err) {
    showError(await failureText(err, fallback));
  }
}
