import { api, apiUrl } from './client';
import type { SessionUser } from '../stores/session';

/** Sign-in calls of spec section 7; form fields as the spec says. */
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

export interface LoginResponse {
  access_token: string;
  user: SessionUser;
  requires_onboarding_redirect?: boolean;
  redirect_url?: string;
}

/** The one-time pass of an e-mailed sign-in link, sent along when the page holds one (no throttle then). */
const withPass = (pass: string | undefined): Record<string, string> => (pass ? { pass } : {});

export const login = (email: string, password: string, pass?: string) =>
  api.post(apiUrl('/api/onboarding/login'), { body: form({ email, password, ...withPass(pass) }) }).json<LoginResponse>();

export const validateCode = (email: string, code: string, pass?: string) =>
  api.post(apiUrl('/api/onboarding/validate-code'), { body: form({ email, code, ...withPass(pass) }) }).json<{ success: boolean }>();

export const firstLogin = (email: string, code: string, password: string, pass?: string) =>
  api.post(apiUrl('/api/onboarding/first-login'), { body: form({ email, code, password, ...withPass(pass) }) }).json<LoginResponse>();

/** Asks for a one-time sign-in link by e-mail; the answer is the same whether the account exists or not. */
export const requestSignInLink = (email: string) =>
  api.post(apiUrl('/api/onboarding/sign-in-link'), { body: form({ email }) }).json<{ message: string }>();

export const getMe = () => api.get(apiUrl('/api/onboarding/me')).json<SessionUser>();

export const completeFirstLogin = () => api.post(apiUrl('/api/onboarding/complete-first-login')).json<SessionUser>();

/** Best effort: the answer does not matter (spec section 7). */
export const postLogout = () => api.post(apiUrl('/api/onboarding/logout')).catch(() => undefined);

/** 'Zapomněli jste heslo?': e-mails a one-time link; the answer is the same whether the account exists or not. */
export const requestPasswordReset = (email: string) =>
  api.post(apiUrl('/api/onboarding/password-reset'), { body: form({ email }) }).json<{ message: string }>();

/** Sets a new password with the link's token; every session of the account ends. */
export const confirmPasswordReset = (token: string, password: string) =>
  api.post(apiUrl('/api/onboarding/password-reset/confirm'), { body: form({ token, password }) }).json<{ message: string }>();
