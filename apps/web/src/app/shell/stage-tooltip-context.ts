import { createContext } from 'react';
import type { Tooltip } from '../../ui/tooltip.tsx';

/**
 * The tooltip component once `stage-tooltips.tsx` has loaded, null before: a badge shows its plain
 * button (whose accessible name already carries the tooltip's text) until then.
 */
export const StageTooltip = createContext<typeof Tooltip | null>(null);
