// The message catalogue: the browser's languages choose es, pt-BR or en-AU; every message has its
// text in every language; en-AU keeps the spec's strings and formats; and the public pages the
// server renders (home, /tickets, an event's page), rendered in es and pt-BR, show no English
// message of the catalogue.
import { afterAll, describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import type { EventPage } from '../../src/contract/event-page';
import { renderPage } from '../../src/entry-server';
import { activateLocale, i18n } from '../../src/lib/i18n/i18n';
import { formatMoney } from '../../src/lib/i18n/format';
import { LOCALES, matchLocale, type Locale } from '../../src/lib/i18n/locales';
import { dateOf, timeOf } from '../../src/lib/event-time';
import { messages as enAU } from '../../src/locales/en-AU/messages';
import { messages as es } from '../../src/locales/es/messages';
import { messages as ptBR } from '../../src/locales/pt-BR/messages';

type Message = Messages[string];

const catalogues: Record<Locale, Messages> = {
  'en-AU': enAU,
  es,
  'pt-BR': ptBR,
};

/** A message's text when it has no placeholder (compiled: one string), else null. */
const plainText = (message: Message | undefined): string | null =>
  Array.isArray(message) && message.every((part) => typeof part === 'string')
    ? message.join('')
    : typeof message === 'string'
      ? message
      : null;

afterAll(() => activateLocale('en-AU'));

describe('the language chosen from the browser', () => {
  it('is the first of its languages Floorcraft speaks', () => {
    expect(matchLocale(['es-AR', 'en-AU'])).toBe('es');
    expect(matchLocale(['pt-BR'])).toBe('pt-BR');
    expect(matchLocale(['pt-PT', 'es'])).toBe('pt-BR');
    expect(matchLocale(['fr-FR', 'de', 'pt'])).toBe('pt-BR');
    expect(matchLocale(['en-US', 'es'])).toBe('en-AU');
    expect(matchLocale(['fr', 'de'])).toBe('en-AU');
    expect(matchLocale([])).toBe('en-AU');
  });
});

describe('the compiled catalogue', () => {
  it('holds every message in every language, none empty, none left as its id', () => {
    const ids = Object.keys(enAU).sort();
    expect(ids.length).toBeGreaterThan(100);
    for (const locale of LOCALES) {
      const catalogue = catalogues[locale];
      expect(Object.keys(catalogue).sort()).toEqual(ids);
      for (const id of ids) {
        const text = JSON.stringify(catalogue[id]);
        expect(text === '[]' || text === JSON.stringify([id]), `${locale} ${id}`).toBe(false);
      }
    }
  });

  it('keeps the spec’s en-AU strings', () => {
    expect(plainText(enAU['tickets.title'])).toBe('Find Events & Buy Tickets');
    expect(plainText(enAU['tickets.upcoming'])).toBe('Upcoming Events with Tickets');
    expect(plainText(enAU['tickets.calendar'])).toBe('All Events Calendar');
    expect(plainText(enAU['home.title'])).toBe('Find Dance. Teach Dance. Grow Dance.');
    expect(plainText(enAU['event.buyTickets'])).toBe('Buy Tickets');
    expect(plainText(enAU['menu.howItWorks'])).toBe('How it Works');
    // The purchase page and its outcomes (spec §2, §4 Purchase, §8 Purchase).
    expect(plainText(enAU['purchase.title'])).toBe('Buy Tickets');
    expect(plainText(enAU['purchase.cancel'])).toBe('Cancel');
    expect(plainText(enAU['purchase.processing'])).toBe('Processing...');
    expect(plainText(enAU['purchase.selectOne'])).toBe('Please select at least one ticket');
    expect(plainText(enAU['purchase.done'])).toBe('Purchase Successful!');
    expect(plainText(enAU['purchase.goBack'])).toBe('Go Back');
    expect(plainText(enAU['purchase.loadFailed'])).toBe('Failed to load event information');
    expect(plainText(enAU['purchase.loadFailed.title'])).toBe('Failed to load event');
    expect(plainText(enAU['purchase.failed'])).toBe('Purchase failed. Please try again.');
    expect(plainText(enAU['purchase.returnToApp'])).toBe('Return to App');
    expect(plainText(enAU['myTickets.title'])).toBe('My Tickets');
  });

  it('says how many tickets through the language’s plural', async () => {
    const bought = (count: number) => i18n._('purchase.done.bought', { count, total: '$25.00' });
    expect(bought(1)).toBe('1 ticket · $25.00. A confirmation is on its way by e-mail.');
    expect(bought(3)).toBe('3 tickets · $25.00. A confirmation is on its way by e-mail.');
    expect(i18n._('purchase.countdown', { time: '2:59' })).toBe('Complete purchase in 2:59');
    await activateLocale('pt-BR');
    expect(bought(1)).toMatch(/^1 ingresso · /);
    expect(bought(3)).toMatch(/^3 ingressos · /);
    await activateLocale('es');
    expect(bought(1)).toMatch(/^1 entrada · /);
    expect(bought(3)).toMatch(/^3 entradas · /);
    await activateLocale('en-AU');
  });
});

describe('dates and money in the active language', () => {
  it('are Australian in en-AU and the language’s own in es and pt-BR', async () => {
    const at = '2026-11-27T08:30:00Z';
    await activateLocale('en-AU');
    expect(formatMoney(1234.5, 'AUD')).toBe('$1,234.50');
    expect(dateOf(at, 'Australia/Sydney')).toBe('Friday 27 November 2026');
    expect(timeOf(at, 'Australia/Sydney')).toMatch(/^7:30\s?pm$/);
    await activateLocale('es');
    expect(formatMoney(1234.5, 'AUD')).toMatch(/^1\.?234,50\s?AUD$/);
    expect(dateOf(at, 'Australia/Sydney')).toBe('viernes, 27 de noviembre de 2026');
    expect(timeOf(at, 'Australia/Sydney')).toBe('19:30');
    await activateLocale('pt-BR');
    expect(formatMoney(1234.5, 'AUD')).toMatch(/^AU\$\s?1\.234,50$/);
    expect(dateOf(at, 'Australia/Sydney')).toBe('sexta-feira, 27 de novembro de 2026');
    await activateLocale('en-AU');
  });
});

const event: EventPage = {
  id: 'e1',
  title: 'Harbour Social',
  description: 'Three rooms.',
  startDateTime: '2026-11-20T08:00:00Z',
  endDateTime: '2026-11-20T12:00:00Z',
  timeZone: 'Australia/Sydney',
  location: { description: 'Town Hall', latitude: -33.87, longitude: 151.2 },
  danceStyles: ['salsa'],
  imageUrl: null,
  organiser: 'Harbour City Dance School',
  organisationId: 'o1',
  tickets: {
    minPrice: 0,
    maxPrice: 25,
    currency: 'AUD',
    available: 4,
    roles: [],
    onSaleFrom: null,
    salesClosedReason: null,
  },
  sessions: [],
  scheduleImages: [],
};

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** What a reader meets in the markup: its text and its labels, placeholders and alternatives. */
function readable(markup: string): string {
  const attributes = [...markup.matchAll(/(?:aria-label|placeholder|alt|title)="([^"]*)"/g)].map(
    (match) => match[1]!,
  );
  const text = markup.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ');
  // Google Calendar is a name (es keeps it; pt-BR says Google Agenda), not an English message.
  return decode(`${text} ${attributes.join(' ')}`).replaceAll('Google Calendar', '');
}

/** The en-AU messages (without placeholders) that the locale writes otherwise, found in `text`. */
function englishIn(text: string, locale: Locale): string[] {
  return Object.keys(enAU).flatMap((id) => {
    const english = plainText(enAU[id]);
    if (!english || english === plainText(catalogues[locale][id])) return [];
    const escaped = english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'u').test(text) ? [english] : [];
  });
}

const ROUTES: [string, Record<string, unknown>][] = [
  ['/', {}],
  ['/tickets', {}],
  [`/e/${event.id}/harbour-social`, { eventPage: event }],
];

describe.each(['es', 'pt-BR'] as const)('the public pages in %s', (locale) => {
  it.each(ROUTES)(
    '%s shows no English message',
    async (path, data) => {
      await activateLocale('en-AU');
      const english = readable(
        await renderPage(`http://floorcraft.test${path}`, { database: 'production', ...data }),
      );
      await activateLocale(locale);
      const markup = await renderPage(`http://floorcraft.test${path}`, {
        database: 'production',
        ...data,
      });
      const text = readable(markup);
      // The walk reads something: the same page in en-AU shows the catalogue's English.
      expect(englishIn(english, locale).length).toBeGreaterThan(5);
      expect(englishIn(text, locale)).toEqual([]);
      expect(text).toContain(plainText(catalogues[locale]['footer.language'])!);
    },
    60_000,
  );
});
