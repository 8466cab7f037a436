import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unprocessable } from '../http-error.js';
import { t } from '../i18n.js';

/**
 * Whether a text can be stored as it is: PostgreSQL's text and jsonb refuse the NUL character, and
 * a lone UTF-16 surrogate is no character at all (JSON.parse lets both through).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const storableText = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/** The first text (a value or a key) anywhere in `value` that cannot be stored; walked without recursion, so any depth is safe. */
export function unstorableText(value: unknown): string | undefined {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (!storableText(v)) return v;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (!storableText(k)) return k;
        stack.push(child);
      }
    }
  }
  return undefined;
}

/**
 * Every request whose body, query or path holds such a text is a 422 with a Czech detail, before any route sees it
 * (the JSON is well formed; its content is what no column can hold). Headers need no check: Node refuses control
 * characters in them and reads them as bytes, and the one a route reads, If-Match, is parsed to a number.
 */
export default fp(
  async function textGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.body, request.query, request.params]) {
        if (unstorableText(part) !== undefined) throw unprocessable(t('api:http.unstorableText'));
      }
    });
  },
  { name: 'text-guard' },
);
