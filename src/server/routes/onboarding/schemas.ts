/** Bodies of the sign-in routes: form fields or JSON; emptiness is checked by the handlers (Czech messages). */
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

/** What the sign-in bodies may arrive as, for the OpenAPI document (a plain HTML form posts the second). */
export const signInMedia = ['application/json', 'application/x-www-form-urlencoded'];

/** The token of an e-mailed sign-in link (services/sign-in-passes.ts): with it, no throttle applies. */
const pass = text(64);

export const loginBody = {
  type: 'object',
  properties: { email: text(320), password: text(1024), pass },
} as const;

export const codeBody = {
  type: 'object',
  properties: { email: text(320), code: text(16), pass },
} as const;

export const firstLoginBody = {
  type: 'object',
  properties: { email: text(320), code: text(16), password: text(1024), pass },
} as const;

export const linkBody = {
  type: 'object',
  properties: { email: text(320) },
} as const;

export const resetBody = {
  type: 'object',
  properties: { token: text(64), password: text(1024) },
} as const;

export interface Credentials {
  email?: string;
  password?: string;
  code?: string;
  pass?: string;
}

export const normalEmail = (email: string | undefined) => (email ?? '').trim().toLowerCase();
