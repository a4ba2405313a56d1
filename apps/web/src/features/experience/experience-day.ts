import { formatDate } from '../../lib/format.ts';

/** A calendar day (YYYY-MM-DD) as the experience page shows it; nothing for no day. */
export const day = (value: string | null, language: string) =>
  value ? formatDate(`${value}T12:00:00Z`, language) : '';
