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
