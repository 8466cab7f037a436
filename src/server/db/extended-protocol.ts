// The extended query protocol's messages for batches of prepared statements, written straight
// into one buffer: PGlite's batches (pglite-statement.ts) and PostgreSQL's (pg-statement.ts).

/**
 * Bind (to the unnamed portal, every value as text, null as -1, laid out as pg-protocol lays it
 * out) and Execute of each call, then one Sync: the extended protocol's messages written straight
 * into one buffer. pg-protocol's serializer builds each message in a growing buffer of its own and
 * copies it out: 14 µs per call against 1.7.
 */
export function bindExecuteSync(calls: ReadonlyArray<{ name: string; values: ReadonlyArray<string | null> }>): Uint8Array {
  let size = 5; // Sync
  for (const c of calls) {
    size += 1 + 4 + 1 + Buffer.byteLength(c.name) + 1 + 2 + 2 + 2 + 10; // Bind's fixed part, then Execute (10)
    for (const v of c.values) size += 2 + 4 + (v === null ? 0 : Buffer.byteLength(v));
  }
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (const c of calls) {
    const start = at;
    out[at++] = 0x42; // 'B'
    at += 4; // its length, written once known
    out[at++] = 0; // the unnamed portal
    at += out.write(c.name, at);
    out[at++] = 0;
    at = out.writeInt16BE(c.values.length, at); // a format for each value: text
    for (let i = 0; i < c.values.length; i++) at = out.writeInt16BE(0, at);
    at = out.writeInt16BE(c.values.length, at);
    for (const v of c.values) {
      if (v === null) {
        at = out.writeInt32BE(-1, at);
        continue;
      }
      const length = out.write(v, at + 4);
      at = out.writeInt32BE(length, at) + length;
    }
    at = out.writeInt16BE(0, at); // no result formats: all text
    out.writeInt32BE(at - start - 1, start + 1);
    out[at++] = 0x45; // 'E'
    at = out.writeInt32BE(9, at);
    out[at++] = 0; // the unnamed portal
    at = out.writeInt32BE(0, at); // every row
  }
  out[at++] = 0x53; // 'S'
  out.writeInt32BE(4, at);
  return out;
}

/** Parse of `text` as the prepared statement `name` (parameter types inferred), then Sync: one round trip that prepares it. */
export function parseSync(name: string, text: string): Buffer {
  const length = 4 + Buffer.byteLength(name) + 1 + Buffer.byteLength(text) + 1 + 2;
  const out = Buffer.allocUnsafe(1 + length + 5);
  let at = 0;
  out[at++] = 0x50; // 'P'
  at = out.writeInt32BE(length, at);
  at += out.write(name, at);
  out[at++] = 0;
  at += out.write(text, at);
  out[at++] = 0;
  at = out.writeInt16BE(0, at); // no parameter types given
  out[at++] = 0x53; // 'S'
  out.writeInt32BE(4, at);
  return out;
}
