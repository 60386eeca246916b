// Choosing the language: the footer's labelled choice switches every text at once, is remembered
// on this device and marks the document; on a first visit the browser's languages decide; the
// calendar speaks the chosen language (its days' names, counts and buttons).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Calendar } from '@/components/calendar/calendar';
import { SiteFooter } from '@/components/footer/site-footer';
import { activateLocale, LOCALE_KEY, preferredLocale } from '@/lib/i18n/i18n';
import { calendarEvent } from '../support/calendar-event';

const noop = () => {};

function browserLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

afterEach(async () => {
  await act(() => activateLocale('en-AU'));
  browserLanguages(['en-US', 'en']);
});

describe('the footer’s language choice', () => {
  it('names each language in itself, switches the texts, is remembered and marks <html lang>', async () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(screen.getByText('Terms and Conditions')).toBeTruthy();
    const select = screen.getByLabelText('Language') as HTMLSelectElement;
    expect(select.value).toBe('en-AU');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English (Australia)', 'Español', 'Português (Brasil)']);

    fireEvent.change(select, { target: { value: 'pt-BR' } });
    expect(await screen.findByText('Termos e Condições')).toBeTruthy();
    expect(screen.queryByText('Terms and Conditions')).toBeNull();
    expect((screen.getByLabelText('Idioma') as HTMLSelectElement).value).toBe('pt-BR');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(preferredLocale()).toBe('pt-BR');
  });
});

describe('the language on a first visit', () => {
  it('is the browser’s, unless one was chosen on this device', () => {
    browserLanguages(['es-MX', 'en']);
    expect(preferredLocale()).toBe('es');
    browserLanguages(['de-DE']);
    expect(preferredLocale()).toBe('en-AU');
    localStorage.setItem(LOCALE_KEY, 'pt-BR');
    expect(preferredLocale()).toBe('pt-BR');
    localStorage.setItem(LOCALE_KEY, 'klingon');
    expect(preferredLocale()).toBe('en-AU');
  });
});

describe('the calendar in Spanish', () => {
  it('names its days, counts and buttons in Spanish', async () => {
    await act(() => activateLocale('es'));
    const { container } = render(
      <Calendar
        view="month"
        anchor="2026-11-01"
        events={[
          calendarEvent({ id: 'off', title: 'Called Off Salsa', cancelled: true }),
          calendarEvent({ id: 'on', title: 'Zouk Friday' }),
        ]}
        onPrev={noop}
        onNext={noop}
      />,
    );
    expect(screen.getByRole('heading', { name: 'noviembre de 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Mié',
      'Jue',
      'Vie',
      'Sáb',
      'Dom',
      'Lun',
      'Mar',
    ]);
    const day = container.querySelector('[data-day="2026-11-27"]') as HTMLElement;
    expect(within(day).getByRole('button').textContent).toContain(
      'viernes, 27 de noviembre de 2026: 2 eventos, 1 cancelado',
    );
    expect(within(day).getByText(/Called Off Salsa/).textContent).toBe(
      'Cancelado: Called Off Salsa',
    );
  });
});
