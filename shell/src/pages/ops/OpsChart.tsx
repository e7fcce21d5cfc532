import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  color: string;
  values: (number | null)[];
}

interface Props {
  title: string;
  /** Unix seconds of each point. */
  times: number[];
  /** The time axis, unix seconds: the whole period shown, even where there is no data. */
  range: [number, number];
  series: ChartSeries[];
  format: (v: number) => string;
}

/**
 * One small time chart (uPlot: canvas, ~20 KB compressed, only in the /ops chunk). It follows its
 * box's width, so two charts sit side by side on a desktop and one under the other at 390 px.
 */
export function OpsChart({ title, times, range, series, format }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const width = () => Math.max(240, Math.floor(el.clientWidth));
    const plot = new uPlot(
      {
        width: width(),
        height: 180,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true, range: () => range }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] } },
        axes: [
          { stroke: '#86909c', grid: { stroke: '#f2f3f5' }, values: (_u, ticks) => ticks.map((t) => new Date(t * 1000).toTimeString().slice(0, 5)) },
          { stroke: '#86909c', grid: { stroke: '#f2f3f5' }, size: 60, values: (_u, ticks) => ticks.map((t) => format(t)) },
        ],
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, spanGaps: true, points: { show: true, size: 5 } }))],
      },
      [times, ...series.map((s) => s.values)] as uPlot.AlignedData,
      el,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: 180 }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [times, range, series, format]);
  return (
    <figure className="ops-chart">
      <figcaption className="ops-chart__title">{title}</figcaption>
      <div ref={box} className="ops-chart__plot" />
    </figure>
  );
}
