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

const BYTE_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size in the interface language's own units ("91 B", "1.4 MB", "1,4 Mo"), in steps of 1,024, as
 * file managers count. Under a kilobyte the unit is written narrow: CLDR's short name of the byte is the
 * whole word in English ("91 byte").
 */
export function formatBytes(bytes: number, language: string | undefined): string {
  const size = Math.max(0, bytes);
  if (size < 1024) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'byte', unitDisplay: 'narrow' }).format(
      size,
    );
  }
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
