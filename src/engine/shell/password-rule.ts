/**
 * The spec's password rule (section 5): at least 8 characters with an upper-case letter,
 * a lower-case letter, a digit and a special character. Czech letters count as letters.
 * Browser and server check the same function.
 */
export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= 8 &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{Nd}\s]/u.test(password)
  );
}
