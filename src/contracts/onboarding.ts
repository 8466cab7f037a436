/**
 * Sign-in and session (every path under /api/onboarding): the bodies the sign-in page posts (form
 * fields or JSON) and the answers. The bodies are open to the handlers: emptiness and the code's
 * form are checked there, with Czech messages of their own.
 */
import type { Static } from './json-schema.js';
import { user } from './user.js';

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

/** What the sign-in bodies may arrive as, for the OpenAPI document (a plain HTML form posts the second). */
export const signInMedia = ['application/json', 'application/x-www-form-urlencoded'];

/** The token of an e-mailed sign-in link (services/sign-in-passes.ts): with it, no throttle applies. */
const pass = { ...text(64), description: "an e-mailed sign-in link's pass: no sign-in limit applies" } as const;

// Requests

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

/** A new password with the token of an e-mailed reset link. */
export const resetBody = {
  type: 'object',
  properties: { token: text(64), password: text(1024) },
} as const;

// Answers

const accessToken = { type: 'string', description: 'a JWT for `Authorization: Bearer`' } as const;
const tokenType = { type: 'string', enum: ['bearer'] } as const;
const message = { type: 'string', description: 'in Czech' } as const;

export const refreshed = {
  type: 'object',
  additionalProperties: false,
  required: ['access_token', 'token_type'],
  properties: { access_token: accessToken, token_type: tokenType },
} as const;

/** A sign-in's answer; the refresh token comes as the HttpOnly cookie `refresh_token`. */
export const signedIn = {
  title: 'SignedIn',
  type: 'object',
  additionalProperties: false,
  required: ['access_token', 'token_type', 'user'],
  properties: { access_token: accessToken, token_type: tokenType, user },
} as const;

export const firstSignedIn = {
  ...signedIn,
  title: 'FirstSignedIn',
  description: 'SignedIn, and where the page goes next.',
  required: [...signedIn.required, 'requires_onboarding_redirect', 'redirect_url'],
  properties: {
    ...signedIn.properties,
    requires_onboarding_redirect: { type: 'boolean', description: 'the first sign-in is not completed yet' },
    redirect_url: { type: 'string', description: 'the route where the member continues' },
  },
} as const;

export const codeChecked = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message'],
  properties: { success: { type: 'boolean' }, message },
} as const;

export const messageOnly = {
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: { message },
} as const;

export type Credentials = Static<typeof firstLoginBody>;
export type SignedIn = Static<typeof signedIn>;
export type FirstSignedIn = Static<typeof firstSignedIn>;
export type Refreshed = Static<typeof refreshed>;
export type CodeChecked = Static<typeof codeChecked>;
export type MessageOnly = Static<typeof messageOnly>;
