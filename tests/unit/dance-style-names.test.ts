// How a style is written for a person: capitalised, with forró's accent, while the stored
// identifier stays the spec's.
import { describe, expect, it } from 'vitest';
import { styleName, stylesText } from '../../src/contract/dance-style-names';
import { DANCE_STYLES } from '../../src/contract/events';

describe('dance style names', () => {
  it('writes every spec style capitalised, forró with its accent', () => {
    expect(DANCE_STYLES.map(styleName)).toEqual([
      'Salsa',
      'Bachata',
      'Zouk',
      'Kizomba',
      'Tango',
      'West Coast Swing',
      'Forró',
      'Lambada',
      'Samba',
      'Bolero',
      'Merengue',
      'Mambo',
      'Reggaeton',
      'Hip-Hop',
      'Other',
    ]);
  });

  it('lists several as one line, and capitalises a style it does not know', () => {
    expect(stylesText(['zouk', 'forro'])).toBe('Zouk, Forró');
    expect(stylesText(['lindy hop'])).toBe('Lindy Hop');
    expect(stylesText([])).toBe('');
  });
});
