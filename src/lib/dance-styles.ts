// The web app's dance-style helpers: the contract's colours and style rule, the class that paints
// an element in its style's colour, and a style's name in the page's language.
import type { I18n } from '@lingui/core';
import { STYLE_COLOURS, styleOf } from '@/contract/dance-colours';
import { styleName } from '@/contract/dance-style-names';

export { stylesIn } from '@/contract/dance-style-keywords';
export { PRIMARY_PURPLE, STYLE_COLOURS, colourOf, styleOf } from '@/contract/dance-colours';

/** The class that gives an element its style's colour as --dance-colour (styles/dance-colours.css). */
export function colourClassOf(style: string): string {
  return `dance-colour-${style in STYLE_COLOURS ? style.replace(/ /g, '-') : 'other'}`;
}

/**
 * A style as the page shows it, in the page's language: "Forró", "Zouk"; "other" is the one
 * style that is a word rather than a name.
 */
export function styleLabel(style: string, i18n: I18n): string {
  return style === 'other' ? i18n._('style.other') : styleName(style);
}

/** An event's styles as the page shows them: its own list, else the one its words suggest. */
export function eventStylesText(
  event: Parameters<typeof styleOf>[0] & { danceStyles: string[] },
  i18n: I18n,
  separator = ', ',
): string {
  const styles = event.danceStyles.length > 0 ? event.danceStyles : [styleOf(event)];
  return styles.map((style) => styleLabel(style.toLowerCase(), i18n)).join(separator);
}
