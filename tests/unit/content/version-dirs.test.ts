import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GRACE_MS, KEEP_NEWEST, staleVersionDirs } from '../../../src/content/version-dirs.js';
import { pruneVersionDirs } from '../../../src/server/content/holder.js';

const NOW = 10 * GRACE_MS;
const old = NOW - GRACE_MS - 1;
const young = NOW - GRACE_MS + 1000;

describe('staleVersionDirs', () => {
  it('keeps the newest versions and the one in use, removes the rest once past the grace time', () => {
    const entries = Array.from({ length: 9 }, (_, i) => ({ name: `${i + 1}-ab${i}`, mtimeMs: old }));
    expect(KEEP_NEWEST).toBe(5);
    // 5..9 are the newest; 2 is in use here (a process that could not build a newer one).
    expect(staleVersionDirs(entries, '2-ab1', NOW)).toEqual(['1-ab0', '3-ab2', '4-ab3']);
  });

  it('keeps a directory younger than the grace time, which a process may still be reading', () => {
    const entries = [{ name: '1-aa', mtimeMs: young }, ...Array.from({ length: 6 }, (_, i) => ({ name: `${i + 2}-bb`, mtimeMs: old }))];
    expect(staleVersionDirs(entries, '7-bb', NOW)).toEqual(['2-bb']);
  });

  it('orders versions by number, not by name ("10" after "9")', () => {
    const entries = [2, 9, 10, 11, 12, 13, 14].map((id) => ({ name: `${id}-cc`, mtimeMs: old }));
    expect(staleVersionDirs(entries, '14-cc', NOW)).toEqual(['2-cc', '9-cc']);
  });

  it('removes old leftovers of writers and removers that died, never a fresh one or a foreign name', () => {
    const entries = [
      { name: '.tmp-3-123-abcd', mtimeMs: old },
      { name: '.tmp-4-124-abcd', mtimeMs: young },
      { name: '.trash-1-aa-99-ffff', mtimeMs: old },
      { name: 'notes', mtimeMs: old },
      { name: '1-aa', mtimeMs: old },
    ];
    expect(staleVersionDirs(entries, '1-aa', NOW)).toEqual(['.tmp-3-123-abcd', '.trash-1-aa-99-ffff']);
  });
});

describe('pruneVersionDirs', () => {
  it('removes the stale directories whole and leaves the others untouched', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'version-dirs-'));
    try {
      const names = Array.from({ length: 7 }, (_, i) => `${i + 1}-dd`);
      for (const name of names) {
        fs.mkdirSync(path.join(root, name, 'step-schemas'), { recursive: true });
        fs.writeFileSync(path.join(root, name, 'step-schemas', 'a.json'), '{}');
        const at = new Date(old);
        fs.utimesSync(path.join(root, name), at, at);
      }
      expect(pruneVersionDirs(root, path.join(root, '7-dd'), NOW)).toEqual(['1-dd', '2-dd']);
      expect(fs.readdirSync(root).sort()).toEqual(['3-dd', '4-dd', '5-dd', '6-dd', '7-dd']);
      // A second process pruning the same directory finds nothing more to do.
      expect(pruneVersionDirs(root, path.join(root, '7-dd'), NOW)).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
