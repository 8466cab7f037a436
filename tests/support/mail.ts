/**
 * Reads a single-part text e-mail as nodemailer writes it (an SMTP DATA stream or an .eml file):
 * unfolded headers, encoded-word subject and a quoted-printable or base64 body, decoded as UTF-8.
 */
export interface ReadMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
}

/** =XX escapes to the bytes they stand for, decoded as UTF-8 together (one Czech letter is two bytes). */
function decodeBytes(encoded: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i++) {
    const hex = encoded.slice(i + 1, i + 3);
    if (encoded[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(encoded[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeBytes(data.replaceAll('_', ' ')),
    );
}

export function readMail(raw: string | Buffer): ReadMail {
  const source = raw.toString().replace(/\r\n/g, '\n');
  const split = source.indexOf('\n\n');
  const head = source.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = source.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeBytes(body.replace(/=\n/g, ''))
        : body;
  return { headers, subject: decodeWords(headers.subject ?? ''), text: text.replace(/\r\n/g, '\n') };
}
