// Sales over time on Sales: tickets and ticket revenue by day in the event's zone, stacked by
// ticket type (uPlot, loaded only here), with a summary in words and the numbers as a table.
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatMoney } from '@/contract/money';
import type { SalesSeries } from '@/contract/sales-reports';
import { QueryStatus } from '@/components/query-status';
import { useSalesSeries } from '../api/sales-reports';
import { typeColour } from '../lib/sales-chart-colours';
import { dayLabel, salesSummary } from '../lib/sales-summary';
import type { Plot, StackedBars } from '../lib/sales-plot';
import { SalesTable } from './sales-table';

function StackedChart({ label, bars }: { label: string; bars: StackedBars }) {
  const frame = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const target = frame.current;
    if (!target) return;
    let plot: Plot | null = null;
    let gone = false;
    const observer = new ResizeObserver(() => plot?.resize(target.clientWidth));
    import('../lib/sales-plot')
      .then(({ drawStackedBars }) => {
        if (gone) return;
        plot = drawStackedBars(target, bars, target.clientWidth);
        observer.observe(target);
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [bars]);
  return (
    <figure className="sales-chart__figure">
      <figcaption>{label}</figcaption>
      {failed ? (
        <p className="muted">The chart could not be drawn: the table has the same numbers.</p>
      ) : (
        <div ref={frame} className="sales-chart__plot" role="img" aria-label={label} />
      )}
    </figure>
  );
}

function chartsOf(series: SalesSeries) {
  const labels = series.days.map((day) => dayLabel(day.date));
  const names = series.ticketTypes.map((type) => type.name);
  const byType = (pick: (day: SalesSeries['days'][number]) => number[]) =>
    series.ticketTypes.map((_, index) => series.days.map((day) => pick(day)[index] ?? 0));
  return {
    tickets: { labels, names, byType: byType((day) => day.tickets), format: String, whole: true },
    revenue: {
      labels,
      names,
      byType: byType((day) => day.ticketsCents.map((cents) => cents / 100)),
      format: (value: number) => formatMoney(value, series.currency).replace(/\.00$/, ''),
    },
  };
}

export function SalesChart({ configurationId }: { configurationId: string }) {
  const series = useSalesSeries(configurationId);
  const [asTable, setAsTable] = useState(false);
  const data = series.data;
  // Kept while the data is the same, so the charts are drawn once.
  const charts = useMemo(() => (data ? chartsOf(data) : null), [data]);
  return (
    <section className="sales-chart" aria-labelledby="sales-chart-heading">
      <h3 id="sales-chart-heading">Sales over time</h3>
      <QueryStatus query={series} what="Sales over time" />
      {data && <p id="sales-chart-summary">{salesSummary(data)}</p>}
      {data && data.days.length > 0 && (
        <>
          <ul className="sales-chart__legend" aria-label="Ticket types">
            {data.ticketTypes.map((type, index) => (
              <li key={type.id}>
                <span
                  className="sales-chart__swatch"
                  style={{ background: typeColour(index) }}
                  aria-hidden="true"
                />
                {type.name}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="link-button"
            aria-expanded={asTable}
            aria-controls="sales-chart-numbers"
            onClick={() => setAsTable(!asTable)}
          >
            {asTable ? 'Show as a chart' : 'Show as a table'}
          </button>
          <div id="sales-chart-numbers">
            {asTable ? (
              <SalesTable series={data} />
            ) : (
              charts && (
                <div className="sales-chart__pair">
                  <StackedChart label="Tickets sold per day" bars={charts.tickets} />
                  <StackedChart
                    label={`Ticket revenue per day (${data.currency}, at ticket prices)`}
                    bars={charts.revenue}
                  />
                </div>
              )
            )}
          </div>
          <p className="muted">Days are in the event’s time zone ({data.timeZone}).</p>
        </>
      )}
    </section>
  );
}
