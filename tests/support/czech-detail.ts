import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';

const LOCALES = path.resolve(import.meta.dirname, '../../locales/cs');

function texts(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) texts(v, out);
  return out;
}

/** Every Czech text of the app without a placeholder (those with one are recognized by their letters). */
const CATALOG = new Set(
  fs
    .readdirSync(LOCALES, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => texts(JSON.parse(fs.readFileSync(path.join(LOCALES, f), 'utf8')), [])),
);
const CZECH_LETTER = /[áčďéěíňóřšťúůýž]/i;

/** A text a Czech member can read: one of the app's Czech texts, or a sentence with Czech letters (Fastify's English fallbacks have none). */
export const isCzech = (text: unknown): boolean =>
  typeof text === 'string' && text.trim() !== '' && (CATALOG.has(text) || CZECH_LETTER.test(text));

/** Why the response is not an error a member can read (a JSON body with a Czech `detail`), or undefined when it is. */
export function czechDetailProblem(res: LightMyRequestResponse): string | undefined {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `not JSON: ${res.body.slice(0, 200)}`;
  }
  const detail = (body as { detail?: unknown } | null)?.detail;
  return isCzech(detail) ? undefined : `no Czech detail: ${res.body.slice(0, 200)}`;
}
