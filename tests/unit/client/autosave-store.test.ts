// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const saveStep = vi.fn();
const saveItem = vi.fn();
vi.mock('../../../src/client/api/steps.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveStep: (...args: unknown[]) => saveStep(...args),
  saveItem: (...args: unknown[]) => saveItem(...args),
}));

const { createAutosave, savedThing, AUTOSAVE_DEBOUNCE_MS, SAVED_CLEAR_MS, ERROR_CLEAR_MS, RETRY_MS } = await import(
  '../../../src/client/step-runner/autosave-store.js'
);
const { StepConflict } = await import('../../../src/client/api/steps.js');
const { readDraft } = await import('../../../src/client/step-runner/local-drafts.js');

const make = (data = {}, version = 0) =>
  createAutosave({
    path: 'x/y',
    userId: 7,
    stepKey: 'x/y',
    initial: { data, version, dirty: false },
    errorPrefix: 'Chyba při ukládání kontextu',
  });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  saveStep.mockReset();
  saveItem.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the autosave helper', () => {
  it('keeps every edit locally at once and saves 3000 ms after the last one, with If-Match', async () => {
    saveStep.mockImplementation(async (_p, data) => ({ data, version: 1, status: 'in_progress' }));
    const store = make();
    store.getState().edit({ a: '1' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 100);
    store.getState().edit({ a: '12' });
    expect(readDraft(7, 'x/y')?.data).toEqual({ a: '12' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 1);
    expect(saveStep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(saveStep).toHaveBeenCalledWith('x/y', { a: '12' }, 0);
    expect(store.getState()).toMatchObject({ status: 'saved', dirty: false, version: 1 });
    expect(readDraft(7, 'x/y')).toBeNull();
    await vi.advanceTimersByTimeAsync(SAVED_CLEAR_MS);
    expect(store.getState().status).toBe('idle');
  });

  it('lets the server copy replace local data, unless the user typed while it was saving (then the kept edits stand on the saved version)', async () => {
    let finish: (v: unknown) => void = () => undefined;
    saveStep.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const store = make();
    store.getState().edit({ a: ' x ' });
    const saving = store.getState().save();
    store.getState().edit({ a: ' xy ' });
    finish({ data: { a: 'x' }, version: 1, status: 'in_progress' });
    expect(await saving).toBe(false);
    expect(store.getState()).toMatchObject({ data: { a: ' xy ' }, dirty: true, version: 1 });
    expect(readDraft(7, 'x/y')).toMatchObject({ data: { a: ' xy ' }, baseVersion: 1 });
  });

  it('shows a failed save with the prefix and the server detail for 5 s and keeps the edits', async () => {
    const { HTTPError } = await import('ky');
    const response = new Response(JSON.stringify({ detail: 'Nedostupné' }), {
      status: 503,
      headers: { 'content-type': 'application/json' },
    });
    saveStep.mockRejectedValue(new HTTPError(response, new Request('http://x/api/x/y'), {} as never));
    const store = make();
    store.getState().edit({ a: 'b' });
    expect(await store.getState().save()).toBe(false);
    expect(store.getState()).toMatchObject({
      status: 'error',
      error: 'Chyba při ukládání kontextu: Failed to save y (503): Nedostupné',
      dirty: true,
    });
    expect(readDraft(7, 'x/y')?.data).toEqual({ a: 'b' });
    await vi.advanceTimersByTimeAsync(ERROR_CLEAR_MS);
    expect(store.getState().status).toBe('idle');
    // A server error is tried again later by itself; then it goes through.
    saveStep.mockImplementation(async (_p, data) => ({ data, version: 1, status: 'in_progress' }));
    await vi.advanceTimersByTimeAsync(RETRY_MS - ERROR_CLEAR_MS);
    expect(store.getState()).toMatchObject({ status: 'saved', dirty: false });
  });

  it("names the thing a failed save was about, the step's endpoint in words (spec 8: 'Failed to save <thing> ({status}): {detail}')", async () => {
    const { HTTPError } = await import('ky');
    const detail = 'Řádek 1: Současná kapacita musí být celé číslo 0–100';
    const response = new Response(JSON.stringify({ detail }), { status: 422, headers: { 'content-type': 'application/json' } });
    saveStep.mockRejectedValue(new HTTPError(response, new Request('http://x/api/people/capacity'), {} as never));
    const store = createAutosave({
      path: 'people/capacity',
      userId: 7,
      stepKey: 'people/team_capacity',
      initial: { data: {}, version: 0, dirty: false },
      errorPrefix: 'Chyba při ukládání kapacity',
    });
    store.getState().edit({ capacities: [] });
    expect(await store.getState().save()).toBe(false);
    expect(store.getState().error).toBe(`Chyba při ukládání kapacity: Failed to save capacity (422): ${detail}`);
    expect(savedThing('people/team-goals')).toBe('team goals');
    expect(savedThing('new-team-onboarding/onboarding-context')).toBe('onboarding context');
  });

  it('tells after each confirmed save what the server held before and holds now', async () => {
    saveStep.mockImplementation(async (_p, data, version) => ({ data, version: version + 1, status: 'in_progress' }));
    const onConfirmed = vi.fn();
    const store = createAutosave({
      path: 'x/y',
      userId: 7,
      stepKey: 'x/y',
      initial: { data: { r: 'local' }, version: 1, dirty: true, serverData: { r: 'server' } },
      errorPrefix: 'x',
      onConfirmed,
    });
    await store.getState().save();
    expect(onConfirmed).toHaveBeenLastCalledWith({ r: 'server' }, { r: 'local' });
    store.getState().edit({ r: 'next' });
    await store.getState().save();
    expect(onConfirmed).toHaveBeenLastCalledWith({ r: 'local' }, { r: 'next' });
  });

  it('does not retry a refusal (4xx) by itself', async () => {
    const { HTTPError } = await import('ky');
    const response = new Response(JSON.stringify({ detail: 'Krok je uzamčen.' }), {
      status: 403,
      headers: { 'content-type': 'application/json' },
    });
    saveStep.mockRejectedValue(new HTTPError(response, new Request('http://x/api/x/y'), {} as never));
    const store = make();
    store.getState().edit({ a: 'b' });
    await store.getState().save();
    await vi.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(saveStep).toHaveBeenCalledTimes(1);
  });

  it('on a conflict offers both: the server version, or mine saved on top of it', async () => {
    saveStep.mockRejectedValueOnce(new StepConflict({ a: 'server' }, 4, 'Mezitím byla uložena novější verze tohoto kroku.'));
    const store = make({ a: 'old' }, 3);
    store.getState().edit({ a: 'mine' });
    expect(await store.getState().save()).toBe(false);
    expect(store.getState().conflict?.version).toBe(4);
    store.getState().takeServerVersion();
    expect(store.getState()).toMatchObject({ data: { a: 'server' }, version: 4, dirty: false, conflict: null });

    saveStep.mockRejectedValueOnce(new StepConflict({ a: 'server2' }, 5, 'x'));
    store.getState().edit({ a: 'mine again' });
    await store.getState().save();
    saveStep.mockImplementation(async (_p, data, version) => ({ data, version: version + 1, status: 'in_progress' }));
    expect(await store.getState().keepMine()).toBe(true);
    expect(saveStep).toHaveBeenLastCalledWith('x/y', { a: 'mine again' }, 5);
    expect(store.getState()).toMatchObject({ data: { a: 'mine again' }, version: 6, dirty: false });
  });

  it('takes the server copy whole after an undone change: no pending save, no local draft, and later saves compare against it', async () => {
    const onConfirmed = vi.fn();
    saveStep.mockImplementation(async (_p, data, version) => ({ data, version: version + 1, status: 'in_progress' }));
    const store = createAutosave({
      path: 'x/y',
      userId: 7,
      stepKey: 'x/y',
      initial: { data: { a: 'removed' }, version: 5, dirty: false },
      errorPrefix: 'x',
      onConfirmed,
    });
    store.getState().edit({ a: 'typed' });
    store.getState().replaceWithServer({ a: 'as before' }, 6);
    expect(store.getState()).toMatchObject({ data: { a: 'as before' }, version: 6, dirty: false, conflict: null });
    expect(readDraft(7, 'x/y')).toBeNull();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(saveStep).not.toHaveBeenCalled();
    store.getState().edit({ a: 'next' });
    await store.getState().save();
    expect(saveStep).toHaveBeenLastCalledWith('x/y', { a: 'next' }, 6);
    expect(onConfirmed).toHaveBeenLastCalledWith({ a: 'as before' }, { a: 'next' });
  });
});

describe('the autosave helper of a step whose rows save one by one (rules.itemSave: development topics)', () => {
  const itemSave = { at: '/topics', fields: ['step_1', 'step_2', 'step_3'], debounceMs: 1000, savedClearMs: 500, errorMs: 5000 };
  const topic = (id: number, step_1 = '') => ({
    id,
    member_name: 'Eva',
    value_name: 'Důvěra',
    evaluation_score: 4,
    step_1,
    step_2: '',
    step_3: '',
  });
  const makeTopics = () =>
    createAutosave({
      path: 'people/development-topics',
      userId: 7,
      stepKey: 'people/team_development',
      itemSave,
      initial: { data: { topics: [topic(1), topic(2)] }, version: 3, dirty: false },
      errorPrefix: 'Chyba při ukládání rozvojových témat',
    });

  it('sends each changed row with PUT and only its three texts 1000 ms after the last keystroke; saved clears 500 ms later', async () => {
    saveItem.mockImplementation(async (_p, id, fields) => ({ row: { ...topic(id), ...fields }, version: 4 + id }));
    const store = makeTopics();
    store.getState().edit({ topics: [topic(1, 'Rozhovor'), topic(2)] });
    await vi.advanceTimersByTimeAsync(600);
    store.getState().edit({ topics: [topic(1, 'Rozhovor'), topic(2, 'Kurz')] });
    await vi.advanceTimersByTimeAsync(999);
    expect(saveItem).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(saveItem.mock.calls).toEqual([
      ['people/development-topics', 1, { step_1: 'Rozhovor', step_2: '', step_3: '' }],
      ['people/development-topics', 2, { step_1: 'Kurz', step_2: '', step_3: '' }],
    ]);
    expect(saveStep).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ status: 'saved', dirty: false, version: 6 });
    await vi.advanceTimersByTimeAsync(500);
    expect(store.getState().status).toBe('idle');
    // Only what changed since the server confirmed it goes again.
    store.getState().edit({ topics: [topic(1, 'Rozhovor'), topic(2, 'Kurz!')] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(saveItem).toHaveBeenCalledTimes(3);
    expect(saveItem.mock.lastCall![1]).toBe(2);
  });

  it('shows a failed row save for 5 s', async () => {
    saveItem.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = makeTopics();
    store.getState().edit({ topics: [topic(1, 'x'), topic(2)] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState()).toMatchObject({ status: 'error', dirty: true });
    expect(store.getState().error).toContain('Chyba při ukládání rozvojových témat');
    await vi.advanceTimersByTimeAsync(4999);
    expect(store.getState().status).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().status).toBe('idle');
  });

  it('a forced save with no changed row saves the whole step (before completing)', async () => {
    saveStep.mockImplementation(async (_p, data) => ({ data, version: 9, status: 'in_progress' }));
    const store = makeTopics();
    expect(await store.getState().save(true)).toBe(true);
    expect(saveItem).not.toHaveBeenCalled();
    expect(saveStep).toHaveBeenCalledWith('people/development-topics', { topics: [topic(1), topic(2)] }, 3);
  });
});
