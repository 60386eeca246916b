// The message catalogue as the server says it: en-AU, the language of the pages it renders (the
// web app's own words, from the same catalogue, so a page's title is the same on both sides).
import { setupI18n } from '@lingui/core';
import { messages } from '../../src/locales/en-AU/messages';

const enAu = setupI18n({ locale: 'en-AU', messages: { 'en-AU': messages } });

/** A message of the catalogue in en-AU. */
export const sayInEnAu = (id: string): string => enAu._(id);
