import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../../../src/server/json-depth.js';

/** `depth` levels, arrays and objects taking turns from the outside in, around `core`. */
function nested(depth: number, core = '1'): string {
  let text = core;
  for (let level = depth; level >= 1; level--) text = level % 2 ? `[${text}]` : `{"k${level}":${text}}`;
  return text;
}

/** The depth of a value JSON.parse built, counted without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v && typeof v === 'object') {
      deepest = Math.max(deepest, d + 1);
      for (const child of Object.values(v)) stack.push([child, d + 1]);
    }
  }
  return deepest;
}

describe('the JSON depth check before JSON.parse', () => {
  it('lets exactly 64 levels through and stops 65, arrays and objects mixed', () => {
    expect(MAX_JSON_DEPTH).toBe(64);
    for (const depth of [64, 65]) expect(depthOf(JSON.parse(nested(depth))), 'the texts are what they claim').toBe(depth);
    expect(nestedDeeperThan(nested(64), 64)).toBe(false);
    expect(nestedDeeperThan(nested(65), 64)).toBe(true);
    expect(nestedDeeperThan(`${'['.repeat(65)}${']'.repeat(65)}`, 64)).toBe(true);
    expect(nestedDeeperThan(`${'{"a":'.repeat(64)}1${'}'.repeat(64)}`, 64)).toBe(false);
  });

  it('counts depth, not brackets: siblings at one level are one level', () => {
    const wide = `[${Array.from({ length: 1000 }, () => nested(63)).join(',')}]`;
    expect(nestedDeeperThan(wide, 64)).toBe(false);
    expect(nestedDeeperThan(`[${wide},${nested(64)}]`, 64)).toBe(true);
  });

  it('reads brackets, braces and escaped quotes inside strings as text', () => {
    const tricky = ['[[[[{{{{', ']]]]}}}}', '\\"[[[[', 'a\\\\', '\\\\"', '\\u005b\\u007b', '"', 'ž🚀\\n'];
    for (const inside of tricky) {
      const text = nested(64, JSON.stringify(`${inside}${'['.repeat(100)}`));
      expect(depthOf(JSON.parse(text)), inside).toBe(64);
      expect(nestedDeeperThan(text, 64), inside).toBe(false);
    }
    // A string ending in an escaped backslash ends there: the bracket after it counts.
    expect(nestedDeeperThan(`[${'['.repeat(63)}"a\\\\",[1]${']'.repeat(64)}`, 64)).toBe(true);
    expect(nestedDeeperThan(`{"k":"\\"]]]]]]]]","v":${nested(64)}}`, 64)).toBe(true);
  });

  it('stops at the first level too many: a 500,000-deep megabyte costs next to nothing', () => {
    const deep = '['.repeat(500_000) + ']'.repeat(500_000);
    const started = performance.now();
    for (let i = 0; i < 100; i++) expect(nestedDeeperThan(deep, 64)).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('leaves malformed text to JSON.parse, whose error still follows', () => {
    for (const text of ['{', '{"a":', '[1,2', ']]]]', '}{', '"unterminated [[[', '"\\', '{"a":"\\"}', '', 'x', '[[1]]]]][[[']) {
      expect(nestedDeeperThan(text, 64), text).toBe(false);
      expect(() => JSON.parse(text), text).toThrow(SyntaxError);
    }
  });
});
