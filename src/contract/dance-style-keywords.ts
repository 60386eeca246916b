// How dance styles are found in an event's words (spec §3 style keywords), shared by the browser's
// calendar-file reader and the server's wizard-created events.
import { DANCE_STYLES, type DanceStyle } from './events';

const keywords = DANCE_STYLES.filter((style) => style !== 'other');

/** Styles named in a text, in the spec's keyword order ("forró" counts as forro). */
export function stylesIn(text: string): DanceStyle[] {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const found = keywords.filter((style) =>
    new RegExp(`(^|[^a-z])${style.replace(/[-\s]/g, '[-\\s]?')}([^a-z]|$)`).test(plain),
  );
  return found.length > 0 ? found : ['other'];
}
