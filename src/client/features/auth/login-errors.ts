import { HTTPError, TimeoutError } from 'ky';
import type { TFunction } from 'i18next';
import { errorDetail } from '../../api/client';

/**
 * The message for a failed sign-in call (spec section 8): the server's detail, else the default of
 * the step, or 'Chyba sítě…' when the server was never reached.
 */
export async function loginErrorMessage(err: unknown, fallbackKey: string, t: TFunction<'auth'>): Promise<string> {
  if (err instanceof HTTPError) return (await errorDetail(err)) ?? t(fallbackKey as 'errors.wrongCredentials');
  if (err instanceof TimeoutError || err instanceof TypeError) {
    return err.message ? t('errors.network', { message: err.message }) : t('errors.networkPlain');
  }
  return t('errors.unexpected');
}

export interface SignInFailure {
  message: string;
  /** 429: the throttle refused the try; the page offers a sign-in link by e-mail. */
  throttled: boolean;
  /** The pass sent along was refused: the page drops it. */
  passRefused: boolean;
}

/** A failed sign-in call: its message, and whether the throttle or the link's pass was the reason. */
export async function signInFailure(err: unknown, fallbackKey: string, t: TFunction<'auth'>): Promise<SignInFailure> {
  const message = await loginErrorMessage(err, fallbackKey, t);
  const status = err instanceof HTTPError ? err.response.status : 0;
  // The server marks a pass it no longer takes (unknown, used or expired) with reason 'pass_invalid'.
  const reason =
    status === 401
      ? (
          (await (err as HTTPError).response
            .clone()
            .json()
            .catch(() => ({}))) as { reason?: unknown }
        ).reason
      : undefined;
  return { message, throttled: status === 429, passRefused: reason === 'pass_invalid' };
}
