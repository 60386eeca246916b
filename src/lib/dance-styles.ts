// The web app's dance-style helpers: the contract's colours and style rule, and the class that
// paints an element in its style's colour.
import { STYLE_COLOURS } from '@/contract/dance-colours';

export { stylesIn } from '@/contract/dance-style-keywords';
export { PRIMARY_PURPLE, STYLE_COLOURS, colourOf, styleOf } from '@/contract/dance-colours';

/** The class that gives an element its style's colour as --dance-colour (styles/dance-colours.css). */
export function colourClassOf(style: string): string {
  return `dance-colour-${style in STYLE_COLOURS ? style.replace(/ /g, '-') : 'other'}`;
}
