import { describe, expect, it } from 'vitest';
import i18next from '../../../../support/client-texts.js';
import { lastActivityText } from '../../../../../src/client/features/admin/last-activity.js';

const t = i18next.getFixedT('cs', 'admin');
const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const text = (ms: number) => lastActivityText(ago(ms), now, t);

describe('the last activity of a user', () => {
  it('is "Nikdy" for a user who was never active', () => {
    expect(lastActivityText(null, now, t)).toBe('Nikdy');
  });

  it('is "Právě teď" under a minute, and for a moment a little in the future', () => {
    expect(text(59_000)).toBe('Právě teď');
    expect(text(-5_000)).toBe('Právě teď');
  });

  it('counts minutes under 60 minutes, with Czech plurals', () => {
    expect(text(MIN)).toBe('před 1 minutou');
    expect(text(3 * MIN + 59_000)).toBe('před 3 minutami');
    expect(text(59 * MIN)).toBe('před 59 minutami');
  });

  it('counts hours from 60 minutes to under 24 hours', () => {
    expect(text(HOUR)).toBe('před 1 hodinou');
    expect(text(2 * HOUR)).toBe('před 2 hodinami');
    expect(text(23 * HOUR + 59 * MIN)).toBe('před 23 hodinami');
  });

  it('counts days from 24 hours to under 7 days', () => {
    expect(text(DAY)).toBe('před 1 dnem');
    expect(text(4 * DAY)).toBe('před 4 dny');
    expect(text(7 * DAY - MIN)).toBe('před 6 dny');
  });

  it('gives the Czech date from 7 days on', () => {
    expect(lastActivityText('2025-06-08T12:00:00Z', now, t)).toBe('8. 6. 2025');
    expect(lastActivityText('2024-01-02T12:00:00Z', now, t)).toBe('2. 1. 2024');
  });
});
