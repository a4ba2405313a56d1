/** Dates in the interface language; the API sends ISO strings. */
export function formatDate(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

export function formatDateTime(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A word's first letter (or digit) with any accents typed after it as separate marks. */
const FIRST_LETTER = /[\p{L}\p{N}]\p{M}*/u;

/**
 * Avatar initials (spec section 9): first letters of the words of the name, at most 2, uppercase.
 * Works on whole characters, not UTF-16 halves ('𝓐da' gives '𝓐', a decomposed 'É' stays 'É'),
 * skips "words" with no letter ('-', '(') and keeps one letter per word ('ß' becomes 'S', not 'SS').
 */
export function initials(name: string): string {
  return name
    .split(/\s+/u)
    .map((word) => FIRST_LETTER.exec(word)?.[0])
    .filter((letter): letter is string => Boolean(letter))
    .slice(0, 2)
    .map((letter) => Array.from(letter.toUpperCase().normalize('NFC'))[0] ?? '')
    .join('');
}
