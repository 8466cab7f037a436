/** Mobile cards show at most this many characters of an e-mail (spec section 9). */
export const EMAIL_CARD_LENGTH = 25;

/** The e-mail cut to `max` characters, the last of them an ellipsis; a short one unchanged. */
export function shortenEmail(email: string, max = EMAIL_CARD_LENGTH): string {
  return email.length <= max ? email : `${email.slice(0, max - 1)}…`;
}
