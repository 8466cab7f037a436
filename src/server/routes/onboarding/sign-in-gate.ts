import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '../../i18n.js';
import { forbidden, HttpError, unauthorized } from '../../http-error.js';
import { claimAttempt, clearFailures, recordFailure, releaseClaim, type Claim } from '../../services/login-throttle.js';
import { livePass, passFailed, usePass } from '../../services/sign-in-passes.js';
import { mailPass, type Owner } from '../../services/sign-in-notice.js';

const throttled = (minutes: number) => new HttpError(429, t('api:auth.throttled', { count: minutes }));

/** The 401 for a pass no longer taken; `reason` lets the sign-in page drop it without reading the Czech text. */
export const passRefused = () => new HttpError(401, t('api:auth.passInvalid'), { reason: 'pass_invalid' });

/**
 * How one sign-in try (a password, or an onboarding code) gets to have its secret compared: under the throttle,
 * whose claim has already counted it as a failure, or with a pass from an e-mailed link, under no limit at all.
 * The outcome settles it: failed, succeeded or refusedInactive.
 */
export interface Gate {
  claim: Claim;
  /** The pass it came with; then `claim` counted nothing. */
  passId?: number;
}

/**
 * Opens the gate for a try naming `email` (the account `owner`, when there is one): with `pass`, only if it is a
 * live pass of that account (401 otherwise); without, only if the throttle lets it through (429 otherwise).
 */
export async function openGate(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  owner: Owner | undefined,
  pass: string | undefined,
): Promise<Gate> {
  const attempt = { email, ip: request.ip };
  if (pass) {
    const passId = owner && (await livePass(app.db, pass, owner.id));
    if (!passId) throw passRefused();
    return { claim: { attempt, refusedFor: 0, addressLockedFor: 0, counted: [] }, passId };
  }
  const claim = await claimAttempt(app.db, attempt, !!owner);
  if (claim.refusedFor > 0) throw throttled(claim.refusedFor);
  return { claim };
}

/**
 * A wrong secret: counts it and returns its answer, `detail` as a 401, but a 429 from a locked address, so that there
 * an unknown e-mail (refused before any check) and a known one with a wrong secret answer alike. When the account is
 * now held back, its owner is e-mailed a link that lets them in all the same.
 */
export async function failed(
  app: FastifyInstance,
  publicUrl: string,
  gate: Gate,
  owner: Owner | undefined,
  detail: string,
): Promise<HttpError> {
  if (gate.passId) {
    await passFailed(app.db, gate.passId);
    return unauthorized(detail);
  }
  if ((await recordFailure(app.db, gate.claim)) && owner) mailPass(app, publicUrl, owner, 'notice');
  return gate.claim.addressLockedFor > 0 ? throttled(gate.claim.addressLockedFor) : unauthorized(detail);
}

/**
 * The secret was right: the account's failures from this address are forgotten, and a pass is used up when `usesPass`
 * (a code check keeps it for the password that follows). False when a concurrent sign-in used the pass first.
 */
export async function succeeded(app: FastifyInstance, gate: Gate, usesPass: boolean): Promise<boolean> {
  if (gate.passId && usesPass && !(await usePass(app.db, gate.passId))) return false;
  await clearFailures(app.db, gate.claim);
  return true;
}

/** A right secret of an inactive account: no failure, but no sign-in either. */
export async function refusedInactive(app: FastifyInstance, gate: Gate): Promise<HttpError> {
  await releaseClaim(app.db, gate.claim);
  return forbidden(t('api:auth.inactive'));
}
