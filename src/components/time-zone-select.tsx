// A labelled choice of time zone: Australia's first (where most schools are), then every zone the
// browser knows, each with its offset today, so a school in Perth or a festival in Auckland is on
// its own clock.
import { useMemo } from 'react';
import { dateFormat } from '@/contract/date-formats';

const AUSTRALIA = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Hobart',
  'Australia/Perth',
];

/** Every zone the browser knows (older browsers: Australia's and the current one). */
function allZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, current])].filter((zone) => !AUSTRALIA.includes(zone)).sort();
}

/** "Perth (GMT+8)": the zone's place, and how far from UTC its clocks are now. */
function zoneLabel(zone: string, now: Date): string {
  const place = zone.split('/').slice(1).join(' / ').replaceAll('_', ' ') || zone;
  const offset = dateFormat({ timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${place} (${offset})` : place;
}

interface Props {
  id: string;
  label: string;
  value: string;
  onValue: (zone: string) => void;
  hint?: string;
}

export function TimeZoneSelect({ id, label, value, onValue, hint }: Props) {
  // Some 400 zones, each with its offset: worked out once per chosen zone, not per keystroke.
  const choices = useMemo(() => {
    const now = new Date();
    return {
      australia: AUSTRALIA.map((zone) => [zone, zoneLabel(zone, now)] as const),
      others: allZones(value).map(
        (zone) => [zone, `${zone.split('/')[0]}: ${zoneLabel(zone, now)}`] as const,
      ),
    };
  }, [value]);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onValue(event.target.value)}
      >
        <optgroup label="Australia">
          {choices.australia.map(([zone, text]) => (
            <option key={zone} value={zone}>
              {text}
            </option>
          ))}
        </optgroup>
        <optgroup label="Everywhere else">
          {choices.others.map(([zone, text]) => (
            <option key={zone} value={zone}>
              {text}
            </option>
          ))}
        </optgroup>
      </select>
      {hint && (
        <p id={hintId} className="muted">
          {hint}
        </p>
      )}
    </div>
  );
}
