// Draws one stacked bar chart of the sales series with uPlot: a bar per day, a band per ticket
// type. Loaded only by Sales (a dynamic import), so uPlot and its styles are a chunk of their own.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { typeColour } from './sales-chart-colours';

export interface StackedBars {
  /** The days, as they label the bars ("2 Nov"). */
  labels: string[];
  /** Per ticket type, its value on each day. */
  byType: number[][];
  names: string[];
  /** How the value axis writes a number ("$40", "3"). */
  format: (value: number) => string;
  /** Counts: the value axis steps by whole numbers. */
  whole?: boolean;
}

export interface Plot {
  resize: (width: number) => void;
  destroy: () => void;
}

const HEIGHT = 200;

export function drawStackedBars(target: HTMLElement, bars: StackedBars, width: number): Plot {
  // Each series is the sum of its type and those before it; the tallest is drawn first, so every
  // type shows as its own band on top of the ones below.
  const running = bars.labels.map(() => 0);
  const stacked = bars.byType.map((values) => values.map((value, day) => (running[day]! += value)));
  const order = stacked.map((_, index) => index).reverse();
  const bar = uPlot.paths.bars!({ size: [0.7, 48] });
  const plot = new uPlot(
    {
      width,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        // Half a day of room either side, so the first and last bars are whole.
        x: { time: false, range: () => [-0.5, bars.labels.length - 0.5] },
        y: { range: (_, __, max) => [0, Math.max(1, max)] },
      },
      axes: [
        {
          values: (_, ticks) => ticks.map((tick) => bars.labels[tick] ?? ''),
          // Whole days only: a day, two, a week, a fortnight…
          incrs: [1, 2, 7, 14, 28, 56, 91, 182],
          space: 56,
        },
        {
          values: (_, ticks) => ticks.map(bars.format),
          size: 56,
          ...(bars.whole ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000] } : {}),
        },
      ],
      series: [
        {},
        ...order.map((index) => ({
          label: bars.names[index],
          fill: typeColour(index),
          stroke: typeColour(index),
          width: 0,
          paths: bar,
          points: { show: false },
        })),
      ],
    },
    [bars.labels.map((_, day) => day), ...order.map((index) => stacked[index]!)],
    target,
  );
  return {
    resize: (next) => plot.setSize({ width: next, height: HEIGHT }),
    destroy: () => plot.destroy(),
  };
}
