// Zone names as stored: each zone by its own name, and only zones both Intl and PostgreSQL know.
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, isTimeZone } from '@/contract/date-formats';
import { knownTimeZone } from '@/contract/events';

describe('a time zone’s own name', () => {
  it('is one name for every spelling and alias of a zone', () => {
    expect(canonicalTimeZone('australia/perth')).toBe('Australia/Perth');
    expect(canonicalTimeZone('AUSTRALIA/PERTH')).toBe('Australia/Perth');
    expect(canonicalTimeZone('Australia/ACT')).toBe('Australia/Sydney');
    // Intl still reads these; PostgreSQL's zone files no longer have them under that name.
    expect(canonicalTimeZone('US/Pacific-New')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('Canada/East-Saskatchewan')).toBe('America/Regina');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Etc/GMT+12')).toBe('Etc/GMT+12');
  });

  it('is none for what is no place both know', () => {
    for (const zone of ['Mars/Olympus', '', 'SystemV/AST4', 'x'.repeat(65), 'Australia/Perth ']) {
      expect(canonicalTimeZone(zone), zone).toBeNull();
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });

  it('is what the schools’ and events’ zone schema keeps', () => {
    expect(knownTimeZone('timeZone').parse('australia/perth')).toBe('Australia/Perth');
    expect(knownTimeZone('timeZone').safeParse('SystemV/AST4').success).toBe(false);
  });
});
