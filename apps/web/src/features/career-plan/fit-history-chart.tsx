import type { CareerTarget } from '@competencyhub/domain/schemas/career-plan';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { axisColours, chartColours } from '../../lib/chart-colours.ts';
import { type ChartSpec, useUplotChart } from '../../lib/use-uplot-chart.ts';

/**
 * Fit toward a target role over time, as a stepped line from 0 to 100 %. uPlot is loaded only when
 * a chart is drawn (as for the level history). The caller shows the same points as a table.
 */
export default function FitHistoryChart({ history }: { history: CareerTarget['history'] }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  useUplotChart(
    box,
    180,
    (UPlot, element) => {
      if (history.length === 0) return null;
      const colours = chartColours(element);
      const axis = axisColours(colours);
      // The line runs on to today: the fit has stayed at its last value since.
      const today = new Date().toISOString().slice(0, 10);
      const points =
        history.at(-1)?.day === today
          ? history
          : [...history, { ...(history.at(-1) ?? { fitPercent: 0 }), day: today }];
      const x = points.map((point) => Date.parse(`${point.day}T12:00:00Z`) / 1000);
      const span = (x.at(-1) ?? 0) - (x[0] ?? 0);
      const dateFormat = new Intl.DateTimeFormat(
        i18n.language,
        span > 120 * 86_400 ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' },
      );
      const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
      const options: ChartSpec['options'] = {
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: [0, 100] } },
        axes: [
          {
            ...axis,
            values: (_u, splits) => {
              let previous = '';
              return splits.map((s) => {
                const text = dateFormat.format(new Date(s * 1000));
                if (text === previous) return '';
                previous = text;
                return text;
              });
            },
          },
          {
            ...axis,
            splits: () => [0, 25, 50, 75, 100],
            values: (_u, splits) => splits.map((s) => percent.format(s / 100)),
            size: 56,
          },
        ],
        series: [
          {},
          {
            label: t('careerPlan.history.fit'),
            stroke: colours.line,
            // A faint wash of the line's colour, light or dark alike.
            fill: 'rgba(99, 102, 241, 0.1)',
            width: 2,
            paths: UPlot.paths.stepped?.({ align: 1 }),
            points: { show: true, size: 7, stroke: colours.line, fill: colours.lineTint },
          },
        ],
      };
      return { options, data: [x, points.map((point) => point.fitPercent)] as uPlot.AlignedData };
    },
    [history, t, i18n.language],
  );

  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />;
}
