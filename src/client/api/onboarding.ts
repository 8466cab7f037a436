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

export const login = (email: string, password: string) =>
  api.post(apiUrl('/api/onboarding/login'), { body: form({ email, password }) }).json<LoginResponse>();

export const validateCode = (email: string, code: string) =>
  api.post(apiUrl('/api/onboarding/validate-code'), { body: form({ email, code }) }).json<{ success: boolean }>();

export const firstLogin = (email: string, code: string, password: string) =>
  api.post(apiUrl('/api/onboarding/first-login'), { body: form({ email, code, password }) }).json<LoginResponse>();

export const getMe = () => api.get(apiUrl('/api/onboarding/me')).json<SessionUser>();

export const completeFirstLogin = () => api.post(apiUrl('/api/onboarding/complete-first-login')).json<SessionUser>();

/** Best effort: the answer does not matter (spec section 7). */
export const postLogout = () => api.post(apiUrl('/api/onboarding/logout')).catch(() => undefined);
