// Names of pages: an event's slug (cosmetic, stable, ASCII), its when-text in its own zone, and each
// route's document title.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { routeHead } from '@/contract/route-titles';
import { messages as portuguese } from '@/locales/pt-BR/messages';
import { sayInEnAu } from '../../server/lib/messages';
import { eventSlug, priceText, whenText, type EventPage } from '@/contract/event-page';
import { timeRangeOf } from '@/lib/event-time';

const event = (fields: Partial<EventPage> = {}): EventPage => ({
  id: 'e1',
  title: 'Noche Latina',
  description: '',
  startDateTime: '2026-11-20T08:30:00Z',
  endDateTime: '2026-11-20T12:00:00Z',
  timeZone: 'Australia/Sydney',
  location: { description: 'Hall', latitude: null, longitude: null },
  danceStyles: [],
  imageUrl: null,
  organiser: null,
  organisationId: null,
  sessions: [],
  scheduleImages: [],
  tickets: null,
  ...fields,
});

describe('page names', () => {
  it('slugs titles to ASCII words', () => {
    expect(eventSlug('Forró & Zouk — Café Night!')).toBe('forro-zouk-cafe-night');
    expect(eventSlug('!!!')).toBe('event');
    expect(eventSlug('a'.repeat(100))).toHaveLength(60);
  });

  it('says when in the event’s zone, with the end’s day when it differs', () => {
    expect(whenText(event())).toBe('Friday, 20 November 2026, 7:30 pm – 11:00 pm');
    expect(whenText(event({ endDateTime: '2026-11-20T14:00:00Z' }))).toBe(
      'Friday, 20 November 2026, 7:30 pm – Saturday, 21 November 2026, 1:00 am',
    );
  });

  it('prices a range, or says Free', () => {
    const tickets = {
      minPrice: 0,
      maxPrice: 0,
      currency: 'AUD',
      available: 3,
      roles: [],
      onSaleFrom: null,
      salesClosedReason: null,
    };
    expect(priceText(event({ tickets }))).toBe('Free');
    expect(priceText(event({ tickets: { ...tickets, minPrice: 15, maxPrice: 25 } }))).toBe(
      '$15.00 – $25.00',
    );
    expect(priceText(event())).toBeNull();
  });

  it('titles each route, leaving event pages to themselves', () => {
    expect(routeHead('/how-it-works', sayInEnAu)?.title).toBe('How it Works — Floorcraft');
    expect(routeHead('/door/123', sayInEnAu)?.title).toBe('Door scanner — Floorcraft');
    expect(routeHead('/orders/abc', sayInEnAu)?.title).toBe('Order — Floorcraft');
    expect(routeHead('/', sayInEnAu)?.title).toBe('Floorcraft — Find Dance. Teach Dance. Grow Dance.');
    expect(routeHead('/e/1/x', sayInEnAu)).toBeNull();
    expect(routeHead('/tickets', sayInEnAu)?.description).toBe(
      'Salsa, bachata, zouk, kizomba, tango and more: dance events by month, near you or this week, with tickets.',
    );
  });

  it('titles a route in the page’s language', () => {
    const pt = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': portuguese } });
    const say = (id: string) => pt._(id);
    expect(routeHead('/login', say)?.title).toBe('Entrar — Floorcraft');
    expect(routeHead('/my-tickets', say)?.title).toBe('Meus ingressos — Floorcraft');
    expect(routeHead('/nowhere', say)).toEqual({
      title: 'Floorcraft — Encontre a dança. Ensine a dança. Faça a dança crescer.',
      description: expect.stringContaining('Floorcraft conecta dançarinos'),
    });
  });
});

describe('time ranges in lists', () => {
  it('name the end’s day when it is a later one', () => {
    expect(timeRangeOf('2026-11-20T08:30:00Z', '2026-11-20T12:00:00Z', 'Australia/Sydney')).toBe(
      '7:30 pm – 11:00 pm',
    );
    // A date in another year than this one names its year.
    expect(timeRangeOf('2026-11-20T10:00:00Z', '2026-11-20T15:00:00Z', 'Australia/Sydney')).toMatch(
      /^9:00 pm – Sat, 21 Nov( 2026)?, 2:00 am$/,
    );
  });
});
