import type { FaqAnalytics } from '@competencyhub/domain/schemas/faq-feedback';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { axisColours, chartColours } from '../../lib/chart-colours.ts';
import { type ChartSpec, useUplotChart } from '../../lib/use-uplot-chart.ts';

/**
 * Helpful and not-helpful votes per day over the last 30 days, as bars side by side. uPlot is loaded
 * only when the chart is drawn; the panel says the same in words and in its table.
 */
export default function VotesChart({ daily }: { daily: FaqAnalytics['daily'] }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  useUplotChart(
    box,
    200,
    (UPlot, element) => {
      if (daily.length === 0) return null;
      const colours = chartColours(element);
      const axis = axisColours(colours);
      const x = daily.map((point) => Date.parse(`${point.day}T12:00:00Z`) / 1000);
      const dateFormat = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
      const bars = (offset: number) => UPlot.paths.bars?.({ size: [0.35, 24], align: offset > 0 ? 1 : -1 });
      const options: ChartSpec['options'] = {
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max))] } },
        axes: [
          {
            ...axis,
            values: (_u, splits) => splits.map((s) => dateFormat.format(new Date(s * 1000))),
          },
          {
            ...axis,
            size: 40,
            values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? String(s) : '')),
          },
        ],
        series: [
          {},
          {
            label: t('systemAdmin.faq.upvotes'),
            stroke: colours.green,
            fill: colours.green,
            paths: bars(-1),
            points: { show: false },
          },
          {
            label: t('systemAdmin.faq.downvotes'),
            stroke: colours.amber,
            fill: colours.amber,
            paths: bars(1),
            points: { show: false },
          },
        ],
      };
      return {
        options,
        data: [
          x,
          daily.map((point) => point.upvotes),
          daily.map((point) => point.downvotes),
        ] as uPlot.AlignedData,
      };
    },
    [daily, t, i18n.language],
  );

  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />;
}
