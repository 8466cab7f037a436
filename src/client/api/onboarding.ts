import type { CodeChecked, FirstSignedIn, MessageOnly, SignedIn } from '../../contracts/onboarding';
import type { User } from '../../contracts/user';
import { api, apiUrl } from './client';

/** Sign-in calls of spec section 7; form fields as the spec says. */
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** A sign-in's answer; a first sign-in's also says where the page goes next. */
export type SignInAnswer = SignedIn | FirstSignedIn;

/** The one-time pass of an e-mailed sign-in link, sent along when the page holds one (no throttle then). */
const withPass = (pass: string | undefined): Record<string, string> => (pass ? { pass } : {});

export const login = (email: string, password: string, pass?: string) =>
  api.post(apiUrl('/api/onboarding/login'), { body: form({ email, password, ...withPass(pass) }) }).json<SignedIn>();

export const validateCode = (email: string, code: string, pass?: string) =>
  api.post(apiUrl('/api/onboarding/validate-code'), { body: form({ email, code, ...withPass(pass) }) }).json<CodeChecked>();

export const firstLogin = (email: string, code: string, password: string, pass?: string) =>
  api.post(apiUrl('/api/onboarding/first-login'), { body: form({ email, code, password, ...withPass(pass) }) }).json<FirstSignedIn>();

/** Asks for a one-time sign-in link by e-mail; the answer is the same whether the account exists or not. */
export const requestSignInLink = (email: string) =>
  api.post(apiUrl('/api/onboarding/sign-in-link'), { body: form({ email }) }).json<MessageOnly>();

export const getMe = () => api.get(apiUrl('/api/onboarding/me')).json<User>();

export const completeFirstLogin = () => api.post(apiUrl('/api/onboarding/complete-first-login')).json<User>();

/** Best effort: the answer does not matter (spec section 7). */
export const postLogout = () => api.post(apiUrl('/api/onboarding/logout')).catch(() => undefined);

/** 'Zapomněli jste heslo?': e-mails a one-time link; the answer is the same whether the account exists or not. */
export const requestPasswordReset = (email: string) =>
  api.post(apiUrl('/api/onboarding/password-reset'), { body: form({ email }) }).json<{ message: string }>();

/** Sets a new password with the link's token; every session of the account ends. */
export const confirmPasswordReset = (token: string, password: string) =>
  api.post(apiUrl('/api/onboarding/password-reset/confirm'), { body: form({ token, password }) }).json<{ message: string }>();
