// The one rule for a line of text a person types (a name above all: a holder's, a door device's,
// a guide's or an instructor's, a comp recipient's): it must show something, and it is kept as one
// line without the hidden characters that reorder or disguise text (storable-text.ts). Shared by
// every schema that accepts such a line, so the web and the server refuse the same input.
import * as z from 'zod/mini';
import { oneLineText } from './storable-text';

// Characters that show nothing by themselves: white space and separators, controls and format marks
// (the bidirectional controls, zero-width spaces and joiners, the soft hyphen), combining marks with
// no letter to sit on, unassigned and private code points, and the blank "letters" (the Hangul
// fillers, the blank braille pattern) that fonts draw as nothing.
const VISIBLE = /[^\s\p{C}\p{Z}\p{M}\u115f\u1160\u3164\uffa0\u2800]/u;

/** Whether the text has at least one character a reader sees. */
export const hasVisibleCharacter = (text: string): boolean => VISIBLE.test(text);

/** Said after the field's name ("deviceName must …"), as the server words a shared predicate. */
export const NO_VISIBLE_CHARACTER =
  'must have at least one visible character (not only spaces or invisible marks).';

/** Typed input that holds something but nothing visible (what was left empty is not refused here:
 * a field's own minimum says whether it may be). */
export const invisibleOnly = (text: string): boolean =>
  text.trim() !== '' && !hasVisibleCharacter(text);

/**
 * The checks of a typed line, first in a string schema's `.check(…)`: refused when it holds only
 * invisible characters, then made one line with the hidden and direction-changing controls taken
 * out and the ends trimmed. Later checks (lengths) read the cleaned text. A required field passes
 * its own "please enter" words: a name of invisible marks is refused as the empty name it looks
 * like; an optional one is refused with NO_VISIBLE_CHARACTER (left empty, it would be taken).
 */
export const typedLine = (requiredMessage?: string) =>
  [
    z.refine<string>((text) => !invisibleOnly(text), requiredMessage ?? NO_VISIBLE_CHARACTER),
    z.overwrite(oneLineText),
  ] as const;
