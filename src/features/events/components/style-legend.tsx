// The legend of the calendar's colours on a phone, where a chip is too narrow to name its event's
// style: each style the shown events are painted in, in the spec's order.
import type { CalendarEvent } from '@/contract/events';
import { DANCE_STYLES } from '@/contract/events';
import { colourClassOf, styleLabel, styleOf } from '@/lib/dance-styles';
import { useI18n } from '@/lib/i18n/use-i18n';

export function StyleLegend({ events }: { events: readonly CalendarEvent[] }) {
  const i18n = useI18n();
  const shown = new Set(events.map((event) => styleOf(event)));
  const styles = [
    ...DANCE_STYLES.filter((style) => shown.has(style)),
    ...[...shown].filter((style) => !(DANCE_STYLES as readonly string[]).includes(style)).sort(),
  ];
  if (styles.length === 0) return null;
  return (
    <div className="style-legend">
      <h3 className="style-legend__title" id="style-legend-title">
        {i18n._('calendar.colours')}
      </h3>
      <ul aria-labelledby="style-legend-title">
        {styles.map((style) => (
          <li key={style} className={colourClassOf(style)}>
            <span className="style-legend__swatch" aria-hidden="true" />
            {styleLabel(style, i18n)}
          </li>
        ))}
      </ul>
    </div>
  );
}
