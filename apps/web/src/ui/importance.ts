import type { Importance } from '@competencyhub/domain/gap-analysis';
import type { BadgeColor } from '@competencyhub/domain/roles';

/** How an importance is coloured wherever it shows (its name is always written too). */
export const IMPORTANCE_COLORS: Record<Importance, BadgeColor> = {
  critical: 'red',
  important: 'orange',
  nice_to_have: 'gray',
};
