/** Tooltips' limits and refusals (apart from the schemas, so the web's error translation stays small). */
export const TOOLTIP_LIMITS = {
  /** Every tooltip of the platform: the list is read whole per page, so it stays small. */
  total: 500,
  selectorChars: 500,
  textChars: 500,
  /** Tooltips one page may have: a page's list is one small answer. */
  perPage: 100,
  /** The list on the Tooltips tab, a page at a time. */
  listPage: 50,
  /** A sighting report names at most this many tooltips (a page's own, found or not). */
  reportIds: 100,
} as const;

export const TOOLTIP_MESSAGES = {
  pageUnknown: 'Choose a page of the app',
  selectorRequired: 'Enter a CSS selector',
  selectorTooLong: `A selector can be at most ${TOOLTIP_LIMITS.selectorChars} characters`,
  selectorCharacters: 'A selector is one line of plain characters',
  englishRequired: 'Enter the English text',
  textTooLong: `A tooltip text can be at most ${TOOLTIP_LIMITS.textChars} characters`,
  tooMany: `The platform has ${TOOLTIP_LIMITS.total} tooltips, the most it keeps: delete one first`,
  tooManyOnPage: `This page has ${TOOLTIP_LIMITS.perPage} tooltips, the most a page keeps: delete one first`,
  duplicate: 'This page already has a tooltip for this selector',
} as const;
