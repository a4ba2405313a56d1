import type { LevelHistory } from '@competencyhub/domain/schemas/assessments';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { axisColours, chartColours } from '../../lib/chart-colours.ts';
import { type ChartSpec, useUplotChart } from '../../lib/use-uplot-chart.ts';

/**
 * A person's level in one competency over time: the current level as a stepped line and each rating
 * (self, manager, peers' average) as a point. uPlot (about 20 KB compressed) is loaded only when a
 * chart is drawn, never with the shell. The same data is offered as a table for screen readers and
 * keyboard users (the caller renders it).
 */
export default function LevelHistoryChart({ history }: { history: LevelHistory }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  useUplotChart(
    box,
    220,
    (UPlot, element) => {
      const colours = chartColours(element);
      const axis = axisColours(colours);
      const times = [
        ...new Set([...history.points.map((p) => p.ratedAt), ...history.current.map((c) => c.at)]),
      ].sort();
      const x = times.map((time) => Date.parse(time) / 1000);
      const at = (time: string) => times.indexOf(time);
      const column = (pick: (time: string) => number | null) => times.map(pick);
      const current = column((time) => {
        const step = [...history.current].reverse().find((c) => c.at <= time);
        return step?.level ?? null;
      });
      const pointsOf = (source: 'self' | 'manager' | 'peers') => {
        const values: Array<number | null> = times.map(() => null);
        for (const point of history.points)
          if (point.source === source) values[at(point.ratedAt)] = point.level;
        return values;
      };
      const top = Math.max(...history.levels.map((level) => level.value), 1);
      const names = new Map(history.levels.map((level) => [level.value, level.name]));
      // Months over a long history; days when it spans a few weeks (a month name repeated says nothing).
      const span = (x.at(-1) ?? 0) - (x[0] ?? 0);
      const dateFormat = new Intl.DateTimeFormat(
        i18n.language,
        span > 120 * 86_400 ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' },
      );
      const point = (stroke: string, fill: string) => ({
        stroke,
        width: 0,
        paths: () => null,
        points: { show: true, size: 9, stroke, fill },
      });
      const options: ChartSpec['options'] = {
        // Labels only: the values under the cursor are in the table below the chart.
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: [0.5, top + 0.5] } },
        axes: [
          {
            ...axis,
            values: (_u, splits) => {
              // One label per distinct text, so a short history does not repeat the same day.
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
            splits: () => history.levels.map((level) => level.value),
            values: (_u, splits) => splits.map((s) => `${s} ${names.get(s) ?? ''}`.trim()),
            size: 110,
          },
        ],
        series: [
          {},
          {
            label: t('competencies.history.current'),
            stroke: colours.line,
            width: 2,
            spanGaps: true,
            paths: UPlot.paths.stepped?.({ align: 1 }),
          },
          { label: t('competencies.history.self'), ...point(colours.green, colours.greenTint) },
          { label: t('competencies.history.manager'), ...point(colours.amber, colours.amberTint) },
          { label: t('competencies.history.peers'), ...point(colours.purple, colours.purpleTint) },
        ],
      };
      return {
        options,
        data: [x, current, pointsOf('self'), pointsOf('manager'), pointsOf('peers')] as uPlot.AlignedData,
      };
    },
    [history, t, i18n.language],
  );

  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />;
}
