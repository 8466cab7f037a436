// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const saveStep = vi.fn();
vi.mock('../../../src/client/api/steps.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveStep: (...args: unknown[]) => saveStep(...args),
}));

const { createAutosave, AUTOSAVE_DEBOUNCE_MS, SAVED_CLEAR_MS, ERROR_CLEAR_MS, RETRY_MS } = await import('../../../src/client/step-runner/autosave-store.js');
const { StepConflict } = await import('../../../src/client/api/steps.js');
const { readDraft } = await import('../../../src/client/step-runner/local-drafts.js');

const make = (data = {}, version = 0) => createAutosave({ path: 'x/y', userId: 7, stepKey: 'x/y', initial: { data, version, dirty: false }, errorPrefix: 'Chyba při ukládání kontextu' });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  saveStep.mockReset();
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

  it('lets the server copy replace local data, unless the user typed while it was saving', async () => {
    let finish: (v: unknown) => void = () => undefined;
    saveStep.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const store = make();
    store.getState().edit({ a: ' x ' });
    const saving = store.getState().save();
    store.getState().edit({ a: ' xy ' });
    finish({ data: { a: 'x' }, version: 1, status: 'in_progress' });
    expect(await saving).toBe(false);
    expect(store.getState()).toMatchObject({ data: { a: ' xy ' }, dirty: true, version: 1 });
    expect(readDraft(7, 'x/y')?.data).toEqual({ a: ' xy ' });
  });

  it('shows a failed save with the prefix and the server detail for 5 s and keeps the edits', async () => {
    const { HTTPError } = await import('ky');
    const response = new Response(JSON.stringify({ detail: 'Nedostupné' }), { status: 503, headers: { 'content-type': 'application/json' } });
    saveStep.mockRejectedValue(new HTTPError(response, new Request('http://x/api/x/y'), {} as never));
    const store = make();
    store.getState().edit({ a: 'b' });
    expect(await store.getState().save()).toBe(false);
    expect(store.getState()).toMatchObject({ status: 'error', error: 'Chyba při ukládání kontextu: Failed to save (503): Nedostupné', dirty: true });
    expect(readDraft(7, 'x/y')?.data).toEqual({ a: 'b' });
    await vi.advanceTimersByTimeAsync(ERROR_CLEAR_MS);
    expect(store.getState().status).toBe('idle');
    // A server error is tried again later by itself; then it goes through.
    saveStep.mockImplementation(async (_p, data) => ({ data, version: 1, status: 'in_progress' }));
    await vi.advanceTimersByTimeAsync(RETRY_MS - ERROR_CLEAR_MS);
    expect(store.getState()).toMatchObject({ status: 'saved', dirty: false });
  });

  it('tells after each confirmed save what the server held before and holds now', async () => {
    saveStep.mockImplementation(async (_p, data, version) => ({ data, version: version + 1, status: 'in_progress' }));
    const onConfirmed = vi.fn();
    const store = createAutosave({ path: 'x/y', userId: 7, stepKey: 'x/y', initial: { data: { r: 'local' }, version: 1, dirty: true, serverData: { r: 'server' } }, errorPrefix: 'x', onConfirmed });
    await store.getState().save();
    expect(onConfirmed).toHaveBeenLastCalledWith({ r: 'server' }, { r: 'local' });
    store.getState().edit({ r: 'next' });
    await store.getState().save();
    expect(onConfirmed).toHaveBeenLastCalledWith({ r: 'local' }, { r: 'next' });
  });

  it('does not retry a refusal (4xx) by itself', async () => {
    const { HTTPError } = await import('ky');
    const response = new Response(JSON.stringify({ detail: 'Krok je uzamčen.' }), { status: 403, headers: { 'content-type': 'application/json' } });
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
});
