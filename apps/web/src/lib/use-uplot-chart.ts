import { type DependencyList, type RefObject, useEffect } from 'react';
import type uPlot from 'uplot';

/** What a chart gives uPlot: its options (without the size) and its columns of data. */
export type ChartSpec = { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData };

/**
 * Draws a uPlot chart in `box`, loading uPlot (about 20 KB compressed) and its stylesheet only when a
 * chart is first drawn, never with the shell; keeps it as wide as its box; draws it again when `deps`
 * change and destroys it when the component goes. `build` returns null when there is nothing to draw.
 */
export function useUplotChart(
  box: RefObject<HTMLElement | null>,
  height: number,
  build: (UPlot: typeof uPlot, element: HTMLElement) => ChartSpec | null,
  deps: DependencyList,
): void {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const spec = build(UPlot, element);
      if (!spec) return;
      chart = new UPlot({ ...spec.options, width: element.clientWidth || 500, height }, spec.data, element);
      observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the chart depends on
  }, deps);
}
