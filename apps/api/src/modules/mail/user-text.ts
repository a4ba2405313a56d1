/**
 * Text that people typed (a company name, an inviter's name, a sign-up name) travels in e-mails to
 * other people, so it is treated as someone else's words, never as ours:
 *
 * - it never appears in a subject (the callers' rule; see auth/emails.ts);
 * - it is shown in quotation marks, at most USER_TEXT_MAX_LENGTH characters ending in "…";
 * - nothing in it can become a link or an address a mail program would make clickable:
 *   `scheme:` becomes `scheme[:]` (so `http://` reads `http[:]//`), a dot between two letters or
 *   digits becomes `[.]` (`evil.test` reads `evil[.]test`), and `@` becomes ` [at] `;
 * - look-alikes are read as what they look like first (Unicode NFKC, so a full-width `．` or `＠`
 *   is a dot or an at sign; the ideographic full stop `。` counts as a dot too), invisible format
 *   characters (zero-width, bidi overrides) are dropped, and line breaks and other control
 *   characters become spaces, so nothing can break out of the quotation marks or the line.
 */
export const USER_TEXT_MAX_LENGTH = 60;

const FORMAT_CHARACTERS = /\p{Cf}/gu;
const SPACES = /[\p{Cc}\p{Z}\s]+/gu;
const QUOTES = /[“”„‟"]/g;
const IDEOGRAPHIC_DOTS = /[\u3002\uFF61]/g;
const SCHEME_COLON = /([a-z][a-z0-9+.-]*):(?=\S)/giu;
const AT_SIGN = /@/g;
const DOT_BETWEEN_WORDS = /(?<=[\p{L}\p{N}_-])\.(?=[\p{L}\p{N}_-])/gu;

/** The text made inert (see above), not yet shortened or quoted. */
export function neutraliseUserText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(IDEOGRAPHIC_DOTS, '.')
    .replace(FORMAT_CHARACTERS, '')
    .replace(QUOTES, "'")
    .replace(SCHEME_COLON, '$1[:]')
    .replace(AT_SIGN, ' [at] ')
    .replace(DOT_BETWEEN_WORDS, '[.]')
    .replace(SPACES, ' ')
    .trim();
}

/** Shortens after neutralising, so a cut can never leave a working link behind. */
export function quoteUserText(text: string, maxLength = USER_TEXT_MAX_LENGTH): string {
  const characters = Array.from(neutraliseUserText(text));
  const shown =
    characters.length > maxLength ? `${characters.slice(0, maxLength - 1).join('')}…` : characters.join('');
  return `“${shown}”`;
}
