// How a dance style is written for a person to read: capitalised, with its own accent ("Forró"),
// wherever a style is shown as words (chips, badges, profiles, share previews). The stored value
// stays the spec's identifier ("forro").

/** Styles whose written name is more than their identifier capitalised. */
const SPELLINGS: Readonly<Record<string, string>> = { forro: 'Forró' };

const capitalised = (words: string) =>
  words.replace(/(^|[\s-])\p{L}/gu, (letter) => letter.toUpperCase());

/** "Forró", "West Coast Swing", "Hip-Hop", "Zouk". */
export const styleName = (style: string): string => SPELLINGS[style] ?? capitalised(style);

/** "Zouk, Bachata": the styles as a person reads them. */
export const stylesText = (styles: readonly string[]): string => styles.map(styleName).join(', ');
