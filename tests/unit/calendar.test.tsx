// The Calendar component: events on the day they start in their own zone, coloured by style,
// and the day's list in a keyboard-usable modal.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Calendar } from '@/components/calendar/calendar';
import { calendarEvent as event } from '../support/calendar-event';

const noop = () => {};

describe('Calendar', () => {
  it('shows the month title, Wednesday first, and places events by their local start day', () => {
    const events = [
      // 00:30 on 28 November in Sydney is still 27 November in UTC.
      event({
        title: 'Midnight Salsa',
        danceStyles: ['salsa'],
        eventStartDateTime: '2026-11-27T13:30:00.000Z',
      }),
      event({ title: 'Zouk Friday', danceStyles: ['zouk'] }),
    ];
    const { container } = render(
      <Calendar view="month" anchor="2026-11-01" events={events} onPrev={noop} onNext={noop} />,
    );
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
      'Mon',
      'Tue',
    ]);
    const day = (key: string) => container.querySelector(`[data-day="${key}"]`) as HTMLElement;
    expect(day('2026-11-28').textContent).toContain('Midnight Salsa');
    expect(day('2026-11-27').textContent).toContain('Zouk Friday');
    expect(day('2026-11-27').className).toContain('calendar__weekend');
    const chip = within(day('2026-11-28')).getByText('Midnight Salsa');
    expect(chip.className).toContain('dance-colour-salsa');
  });

  it('titles the week view "Week of" its Wednesday', () => {
    render(<Calendar view="week" anchor="2026-11-22" events={[]} onPrev={noop} onNext={noop} />);
    expect(screen.getByRole('heading', { name: 'Week of 18 Nov 2026' })).toBeTruthy();
  });

  it('opens "Events for …" from a day with events, with details and Facebook links', () => {
    const onViewDetails = vi.fn();
    const onNext = vi.fn();
    const listed = event({
      title: 'Tango Night',
      danceStyles: ['tango'],
      facebookUrl: 'https://www.facebook.com/events/1/',
    });
    render(
      <Calendar
        view="month"
        anchor="2026-11-01"
        events={[listed]}
        onPrev={noop}
        onNext={onNext}
        onViewDetails={onViewDetails}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Friday 27 November 2026: 1 event' }));
    const dialog = screen.getByRole('dialog', { name: 'Events for Friday 27 November 2026' });
    expect(within(dialog).getByText('8:00 pm – 11:00 pm')).toBeTruthy();
    expect(within(dialog).getByText('Studio, Sydney')).toBeTruthy();
    expect(within(dialog).getByText('Tango')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'View on Facebook' }).getAttribute('href'),
    ).toBe('https://www.facebook.com/events/1/');
    fireEvent.click(within(dialog).getByRole('button', { name: 'View Details' }));
    expect(onViewDetails).toHaveBeenCalledWith(listed);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('marks a busy day and ends its list with the way to the rest', () => {
    const evening = (index: number) =>
      event({
        id: `busy-${index}`,
        title: `Busy ${index}`,
        eventStartDateTime: `2026-11-27T0${index}:00:00.000Z`,
      });
    const renderMore = vi.fn((day: string, shown: number) => (
      <p>
        {shown} shown of {day}
      </p>
    ));
    render(
      <Calendar
        view="month"
        anchor="2026-11-01"
        events={[1, 2, 3, 4].map(evening)}
        daysWithMore={['2026-11-27']}
        renderMore={renderMore}
        onPrev={noop}
        onNext={noop}
      />,
    );
    const day = screen.getByRole('button', { name: 'Friday 27 November 2026: more than 4 events' });
    expect(within(day).getByText('Many more')).toBeTruthy();
    fireEvent.click(day);
    const dialog = screen.getByRole('dialog', { name: 'Events for Friday 27 November 2026' });
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(dialog).getByText('4 shown of 2026-11-27')).toBeTruthy();
  });
});

describe('Calendar: days of the neighbouring months (issue 31)', () => {
  it('never says "no events" for a day of another month; it opens that month', () => {
    const onPrev = vi.fn();
    const onNext = vi.fn();
    const { container } = render(
      <Calendar view="month" anchor="2026-11-01" events={[]} onPrev={onPrev} onNext={onNext} />,
    );
    const day = (key: string) => container.querySelector(`[data-day="${key}"]`) as HTMLElement;
    // November 2026 starts on a Sunday: the first row begins on Wednesday 28 October.
    expect(day('2026-10-28').textContent).toContain('Wednesday 28 October 2026: show October 2026');
    expect(day('2026-10-28').textContent).not.toContain('no events');
    expect(day('2026-11-02').textContent).toContain('no events');
    fireEvent.click(within(day('2026-10-28')).getByRole('button'));
    expect(onPrev).toHaveBeenCalledTimes(1);
    const last = container.querySelectorAll('[data-day]');
    const after = last[last.length - 1] as HTMLElement;
    expect(after.dataset.day! > '2026-11-30').toBe(true);
    fireEvent.click(within(after).getByRole('button'));
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
