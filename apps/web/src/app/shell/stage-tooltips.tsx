import type { ReactNode } from 'react';
import { Tooltip, TooltipProvider } from '../../ui/tooltip.tsx';
import { StageTooltip } from './stage-tooltip-context.ts';

/**
 * Release-stage badges are the only tooltips of the shell, and only system-level users see them, so
 * the tooltip library (Radix and its positioning engine) is loaded for those users alone: the sidebar
 * imports this module lazily when it has a badge to show. One provider for all badges keeps spec
 * section 9's skip delay between them.
 */
export default function StageTooltips({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      <StageTooltip.Provider value={Tooltip}>{children}</StageTooltip.Provider>
    </TooltipProvider>
  );
}
