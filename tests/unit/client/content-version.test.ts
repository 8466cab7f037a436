import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentContent, stepModuleUrl } from '../../../src/client/content-version.js';

const version = (id: number) => ({ id, steps: ['people/team_goals'], texts: { cs: ['steps/people'], en: [] } });
const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('the content version a tab loads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is asked of the server each time, never from a cache, and only grows', async () => {
    const fetch = answer(version(3));
    vi.stubGlobal('fetch', fetch);
    expect((await currentContent()).id).toBe(3);
    expect(fetch).toHaveBeenCalledWith('/api/content/current', { cache: 'no-store' });
    vi.stubGlobal('fetch', answer(version(4)));
    expect((await currentContent()).id).toBe(4);
    // A process that has not swapped to 4 yet answers 3: the tab stays on 4.
    vi.stubGlobal('fetch', answer(version(3)));
    expect((await currentContent()).id).toBe(4);
  });

  it('stays the one known when the server cannot be asked', async () => {
    vi.stubGlobal('fetch', answer({ detail: 'x' }, 503));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await currentContent()).id).toBe(4);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect((await currentContent()).id).toBe(4);
  });

  it('names the immutable address of a step’s module in a version', () => {
    expect(stepModuleUrl(7, 'people/team_goals')).toBe('/api/content/versions/7/steps/people/team_goals.js');
  });
});
