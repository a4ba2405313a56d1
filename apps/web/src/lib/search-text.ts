/**
 * Text folded for searching: accents removed and lower-cased, so "resume" finds "Résumé" and
 * "ZURICH" finds "Zürich".
 */
export const foldForSearch = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
