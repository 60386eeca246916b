// Dance-style colours and detection (spec §3).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  colourClassOf,
  colourOf,
  PRIMARY_PURPLE,
  STYLE_COLOURS,
  styleOf,
  stylesIn,
} from '@/lib/dance-styles';

describe('dance styles', () => {
  it('takes the first listed style, else guesses from the title or name', () => {
    expect(styleOf({ danceStyles: ['Tango', 'salsa'], title: 'Salsa night' })).toBe('tango');
    expect(styleOf({ danceStyles: [], title: 'Friday Bachata Social' })).toBe('bachata');
    expect(styleOf({ name: 'West Coast Swing Weekender' })).toBe('west coast swing');
    expect(styleOf({ title: 'Open practice' })).toBe('other');
  });

  it('finds style keywords in text, accents and spelling variants included', () => {
    expect(stylesIn('Forró and Zouk night with a hip hop warm-up')).toEqual([
      'zouk',
      'forro',
      'hip-hop',
    ]);
    expect(stylesIn('Salsa/bachata social')).toEqual(['salsa', 'bachata']);
    expect(stylesIn('Sambar tasting')).toEqual(['other']);
  });

  it('colours each style, with the primary purple for the rest', () => {
    expect(colourOf('salsa')).toBe(STYLE_COLOURS.salsa);
    expect(colourOf('zouk')).not.toBe(colourOf('bachata'));
    expect(colourOf('mambo')).toBe(PRIMARY_PURPLE);
    expect(Object.keys(STYLE_COLOURS)).toHaveLength(10);
  });

  it('gives each style a class whose stylesheet colour is the same', () => {
    const css = readFileSync('src/styles/dance-colours.css', 'utf8');
    const colourOfClass = (name: string) =>
      new RegExp(`\\.${name} \\{\\s*--dance-colour: (#[0-9a-f]{6});`).exec(css)?.[1];
    for (const style of [...Object.keys(STYLE_COLOURS), 'mambo'])
      expect(colourOfClass(colourClassOf(style))).toBe(colourOf(style));
    expect(colourClassOf('west coast swing')).toBe('dance-colour-west-coast-swing');
    expect(colourClassOf('mambo')).toBe('dance-colour-other');
  });

  it('keeps white chip text readable on every style colour (WCAG AA, 4.5:1)', () => {
    const luminance = (hex: string) => {
      const channel = (i: number) => {
        const v = parseInt(hex.slice(i, i + 2), 16) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
    };
    for (const colour of [...Object.values(STYLE_COLOURS), PRIMARY_PURPLE])
      expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
  });
});
