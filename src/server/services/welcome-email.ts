import { t } from '../i18n.js';
import type { Mailer, OutgoingMail } from './mail.js';
import { CODE_VALID_DAYS } from './onboarding-codes.js';

export interface WelcomeEmailInput {
  email: string;
  osloveni: string | null;
  code: string;
  /** The sign-in page (config.publicUrl). */
  signInUrl: string;
}

/** The Czech welcome e-mail: greeting by osloveni, the sign-in address, the e-mail, the code and how to use it. */
export function welcomeEmail({ email, osloveni, code, signInUrl }: WelcomeEmailInput): OutgoingMail {
  const greeting = osloveni ? t('api:welcomeEmail.greetingNamed', { osloveni }) : t('api:welcomeEmail.greeting');
  const text = [
    greeting,
    '',
    t('api:welcomeEmail.intro'),
    '',
    t('api:welcomeEmail.address', { url: signInUrl }),
    t('api:welcomeEmail.email', { email }),
    t('api:welcomeEmail.code', { code }),
    '',
    t('api:welcomeEmail.validity', { days: CODE_VALID_DAYS }),
    t('api:welcomeEmail.howTo'),
    '',
    t('api:welcomeEmail.ignore'),
    '',
    t('api:welcomeEmail.signature'),
    '',
  ].join('\n');
  return { to: email, subject: t('api:welcomeEmail.subject'), text };
}

/** Sends the welcome e-mail; false when it could not be sent (the caller reports it, the account stays). */
export async function sendWelcomeEmail(mailer: Mailer, input: WelcomeEmailInput, onError: (err: unknown) => void): Promise<boolean> {
  try {
    await mailer.send(welcomeEmail(input));
    return true;
  } catch (err) {
    onError(err);
    return false;
  }
}
