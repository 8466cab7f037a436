const DATE = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('cs-CZ', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO date of the API as a Czech date ("5. 3. 2025"), in the browser's time zone; empty when absent. */
export const czechDate = (iso: string | null | undefined): string => (iso ? DATE.format(new Date(iso)) : '');

/** The same with the time of day ("5. 3. 2025 14:07"). */
export const czechDateTime = (iso: string | null | undefined): string => (iso ? DATE_TIME.format(new Date(iso)) : '');
