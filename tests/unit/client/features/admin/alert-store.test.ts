import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_VISIBLE_MS, useAdminAlert } from '../../../../../src/client/features/admin/alert-store.js';

describe('the dashboard alert', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    useAdminAlert.getState().dismiss();
    vi.useRealTimers();
  });

  it('clears a success after 4 s', () => {
    useAdminAlert.getState().showSuccess('Uživatel byl vytvořen');
    vi.advanceTimersByTime(SUCCESS_VISIBLE_MS - 1);
    expect(useAdminAlert.getState().alert).toEqual({ kind: 'success', text: 'Uživatel byl vytvořen' });
    vi.advanceTimersByTime(1);
    expect(useAdminAlert.getState().alert).toBeNull();
    expect(SUCCESS_VISIBLE_MS).toBe(4000);
  });

  it('keeps an error until dismissed, even when a success timer was running', () => {
    useAdminAlert.getState().showSuccess('Uživatel byl vytvořen');
    useAdminAlert.getState().showError('Chyba při mazání uživatele');
    vi.advanceTimersByTime(10 * SUCCESS_VISIBLE_MS);
    expect(useAdminAlert.getState().alert).toEqual({ kind: 'error', text: 'Chyba při mazání uživatele' });
  });
});
