/**
 * The palette's colours as the page paints them now, light or dark (decision 0036), for charts drawn
 * on a canvas, which CSS cannot reach: read from the element's custom properties when the chart is
 * drawn, with the light values as a fallback.
 */
export function chartColours(element: Element) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--color-slate-600', '#475569'),
    grid: read('--color-slate-200', '#e2e8f0'),
    line: read('--color-indigo-600', '#4f46e5'),
    lineTint: read('--color-indigo-50', '#eef2ff'),
    amber: read('--color-amber-700', '#b45309'),
    amberTint: read('--color-amber-100', '#fef3c7'),
    purple: read('--color-purple-700', '#7e22ce'),
    purpleTint: read('--color-purple-100', '#f3e8ff'),
    green: read('--color-emerald-700', '#047857'),
    greenTint: read('--color-emerald-100', '#d1fae5'),
  };
}

/** uPlot axis colours: labels in secondary text, ticks and grid in the border colour. */
export function axisColours(colours: ReturnType<typeof chartColours>) {
  return {
    stroke: colours.text,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1 },
  };
}
