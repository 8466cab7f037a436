import type { FastifyInstance } from 'fastify';
import { t } from '../i18n.js';
import type { OutgoingMail } from './mail.js';
import { claimNotice } from './login-throttle.js';
import { issuePass, PASS_VALID_MINUTES } from './sign-in-passes.js';

/** The sign-in page with the pass: the page sends it along with the owner's own secret. */
export const signInLink = (publicUrl: string, pass: string) => `${publicUrl.replace(/\/+$/, '')}/?odkaz=${pass}`;

const lines = (...parts: string[]) => [...parts, ''].join('\n');

/** To the owner of an account that sign-in tries are now held back for, with a link that no limit blocks. */
export function throttleNotice(email: string, link: string): OutgoingMail {
  const text = lines(
    t('api:signInMail.greeting'),
    '',
    t('api:signInMail.notice', { email }),
    '',
    t('api:signInMail.noticeLink'),
    t('api:signInMail.validity', { minutes: PASS_VALID_MINUTES }),
    link,
    '',
    t('api:signInMail.noticeNotYou'),
    '',
    t('api:signInMail.signature'),
  );
  return { to: email, subject: t('api:signInMail.noticeSubject'), text };
}

/** The link an owner asked for on the sign-in page. */
export function requestedLink(email: string, link: string): OutgoingMail {
  const text = lines(
    t('api:signInMail.greeting'),
    '',
    t('api:signInMail.link', { email }),
    t('api:signInMail.validity', { minutes: PASS_VALID_MINUTES }),
    link,
    '',
    t('api:signInMail.linkNotYou'),
    '',
    t('api:signInMail.signature'),
  );
  return { to: email, subject: t('api:signInMail.linkSubject'), text };
}

export interface Owner {
  id: number;
  email: string;
  is_active: boolean;
}

/**
 * E-mails the owner a fresh pass: after the request is answered, so that neither a slow relay nor whether the
 * address exists shows in the answer or its time. A failure is logged; the sign-in page can ask again.
 */
export function mailPass(app: FastifyInstance, publicUrl: string, owner: Owner, kind: 'notice' | 'requested'): void {
  if (!owner.is_active) return;
  setImmediate(() => {
    void (async () => {
      if (kind === 'notice' && !(await claimNotice(app.db, owner.email))) return;
      const link = signInLink(publicUrl, await issuePass(app.db, owner.id));
      await app.mailer.send(kind === 'notice' ? throttleNotice(owner.email, link) : requestedLink(owner.email, link));
    })().catch((err) => app.log.error({ err, userId: owner.id }, 'sign-in link e-mail not sent'));
  });
}
