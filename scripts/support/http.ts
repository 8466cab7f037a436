// Requests to the server under test, each on a connection of its own.
import http from 'node:http';

export interface Answer {
  status: number;
  etag?: string;
  /** Seconds a 429 asks the client to wait (Retry-After), when it says. */
  retryAfter?: number;
  body: unknown;
}

/** One HTTP request on a fresh connection: a pooled socket to a killed server must not fail the first request after a restart. */
export function request(url: string, method: string, options: { token?: string; body?: unknown; ifMatch?: number } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: http.OutgoingHttpHeaders = {};
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('error', reject);
      res.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* not JSON: keep the text */
        }
        const retryAfter = res.headers['retry-after'] === undefined ? undefined : Number(res.headers['retry-after']);
        resolve({ status: res.statusCode!, etag: res.headers.etag, retryAfter, body });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}
