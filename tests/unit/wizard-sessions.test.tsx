// The ticket step's sessions as rendered: folded away with none, add, reorder by keyboard-usable
// buttons, copy a day, repeat weekly, remove (and drop it from the types' choices), "Admits to",
// the types × sessions matrix, the problems the step shows, and sessions in the saved draft.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TicketSetupStep } from '@/features/wizard/components/ticket-setup-step';
import { whenLabel } from '@/features/wizard/lib/day-labels';
import { restoredForm } from '@/features/wizard/lib/device-draft';
import { ticketStepError } from '@/features/wizard/lib/form-rules';
import {
  copyDay,
  renamedForDay,
  moveSession,
  newSessionId,
  sessionOf,
  type SessionFields,
} from '@/features/wizard/lib/session-fields';
import type { EventSession } from '@/contract/sessions';
import { ticketConfigurationSchema } from '@/contract/ticketing';
import {
  blankTicketType,
  formOf,
  newForm,
  saveRequestOf,
  type WizardForm,
} from '@/features/wizard/lib/wizard-form';

const session = (name: string, start: string, end = ''): SessionFields => ({
  id: newSessionId(),
  name,
  start,
  end,
  room: 'Main room',
  level: '',
  teachers: '',
  capacity: '',
  roles: null,
});

let latest: WizardForm | null = null;
function Harness({ initial, showErrors = false }: { initial: WizardForm; showErrors?: boolean }) {
  const [form, setForm] = useState(initial);
  latest = form;
  return (
    <TicketSetupStep
      form={form}
      showErrors={showErrors}
      onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
    />
  );
}

const festival = (): WizardForm => ({
  ...newForm(null),
  start: '2026-11-20T19:00',
  ticketTypes: [
    { ...blankTicketType(), name: 'Full Pass' },
    { ...blankTicketType(), name: 'Party Pass' },
  ],
  sessions: [
    session('Friday Party', '2026-11-20T21:00', '2026-11-21T02:00'),
    session('Shines', '2026-11-20T18:00', '2026-11-20T19:00'),
  ],
});

const names = () => (latest?.sessions ?? []).map((each) => each.name);

describe('sessions in the ticket step', () => {
  it('keeps a one-night event as it was: folded, no "Admits to", nothing sent but []', () => {
    const form = newForm(null);
    render(<Harness initial={form} />);
    const section = screen.getByText('Sessions (optional)').closest('details');
    expect(section?.open).toBe(false);
    expect(screen.queryByRole('group', { name: 'Admits to' })).toBeNull();
    const request = saveRequestOf(form, 2, { draftId: null, clientKey: 'k' });
    expect(request.ticketSetup?.sessions).toEqual([]);
    expect(request.ticketSetup?.ticketTypes?.[0]?.sessionIds).toBeNull();
  });

  it('adds a session from the event start, and each type then says it admits to every one', () => {
    render(<Harness initial={{ ...newForm(null), start: '2026-11-20T19:00' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Session' }));
    fireEvent.change(screen.getByLabelText(/Session name/), { target: { value: 'Social' } });
    expect(latest?.sessions[0]?.start).toBe('2026-11-20T19:00');
    const admits = screen.getByRole('group', { name: 'Admits to' });
    expect((within(admits).getByLabelText('Every session') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(admits).getByLabelText('Chosen sessions'));
    // Chosen starts with none ticked: the organiser picks.
    expect(latest?.ticketTypes[0]?.sessionIds).toEqual([]);
  });

  it('moves sessions up and down, and an end-of-list button stays focusable but does nothing', () => {
    render(<Harness initial={festival()} />);
    const up = screen.getByRole('button', { name: 'Move Friday Party up' });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(up);
    expect(names()).toEqual(['Friday Party', 'Shines']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Friday Party down' }));
    expect(names()).toEqual(['Shines', 'Friday Party']);
  });

  it('copies a day onto the next with new ids, keeping times', () => {
    render(<Harness initial={festival()} />);
    fireEvent.click(
      screen.getByRole('button', { name: 'Copy Friday 20 November to Saturday 21 November' }),
    );
    const sessions = latest?.sessions ?? [];
    expect(sessions.map((each) => each.start)).toEqual([
      '2026-11-20T21:00',
      '2026-11-20T18:00',
      '2026-11-21T21:00',
      '2026-11-21T18:00',
    ]);
    expect(sessions[2]?.end).toBe('2026-11-22T02:00');
    expect(new Set(sessions.map((each) => each.id)).size).toBe(4);
    expect(
      screen.getByRole('button', { name: 'Copy Saturday 21 November to Sunday 22 November' }),
    ).toBeTruthy();
  });

  it('repeats a class weekly in its place', () => {
    const form = {
      ...newForm(null),
      sessions: [session('Bachata 1', '2026-09-22T19:00', '2026-09-22T20:30')],
    };
    render(<Harness initial={form} />);
    fireEvent.click(screen.getByText('Bachata 1'));
    fireEvent.change(screen.getByLabelText('Repeat weekly for N weeks'), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Repeat Bachata 1 weekly' }));
    expect(names()).toEqual(['Bachata 1 — week 1', 'Bachata 1 — week 2', 'Bachata 1 — week 3']);
    expect(latest?.sessions.map((each) => each.start)).toEqual([
      '2026-09-22T19:00',
      '2026-09-29T19:00',
      '2026-10-06T19:00',
    ]);
  });

  it('says which sessions fall outside the event’s dates, without stopping the step', () => {
    const form = {
      ...newForm(null),
      start: '2026-09-22T19:00',
      end: '2026-09-22T21:00',
      sessions: [
        session('Bachata 1 — week 1', '2026-09-22T19:00', '2026-09-22T20:30'),
        session('Bachata 1 — week 2', '2026-09-29T19:00', '2026-09-29T20:30'),
        session('Typo', '2025-09-22T19:00'),
      ],
    };
    render(<Harness initial={form} />);
    expect(screen.getByRole('status').textContent).toContain(
      'These sessions are outside the event’s dates (Event Details): Bachata 1 — week 2, Typo.',
    );
    expect(ticketStepError(form)).not.toMatch(/outside/);
  });

  it('sets who gets in where in the matrix, and a removed session leaves the choices', () => {
    render(<Harness initial={festival()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show who gets in where' }));
    const matrix = screen.getByRole('table');
    const box = within(matrix).getByLabelText('Party Pass admits to Shines') as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    const party = latest?.sessions[0]?.id;
    expect(latest?.ticketTypes[1]?.sessionIds).toEqual([party]);
    expect(latest?.ticketTypes[0]?.sessionIds).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Friday Party' }));
    expect(latest?.ticketTypes[1]?.sessionIds).toEqual([]);
    expect(latest?.ticketTypes[0]?.sessionIds ?? null).toBeNull();
  });

  it('shows what the sessions lack with the step’s other messages and stops Next', () => {
    const form = festival();
    const broken: WizardForm = {
      ...form,
      sessions: [{ ...session('', '2026-11-20T21:00', '2026-11-20T20:00') }],
      ticketTypes: [{ ...blankTicketType(), name: 'Party Pass', sessionIds: [] }],
    };
    render(<Harness initial={broken} showErrors />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Every session needs a name.')).toBeTruthy();
    expect(within(alert).getByText('A session must end after it starts.')).toBeTruthy();
    expect(within(alert).getByText('Party Pass admits to no session.')).toBeTruthy();
    // The session is open, its gaps marked.
    expect(screen.getByLabelText(/Session name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Ends').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Starts/).getAttribute('aria-invalid')).toBeNull();
    expect(ticketStepError(broken)).toContain(
      'Please complete the sessions: Every session needs a name.',
    );
    expect(ticketStepError(form)).toBeNull();
  });
});

describe('sessions in the draft', () => {
  it('sends the sessions and each type’s choice, with a blank capacity as no limit', () => {
    const form = festival();
    const first = form.sessions[0];
    if (!first) throw new Error('no session');
    form.sessions[0] = { ...first, capacity: '120' };
    form.ticketTypes[1] = { ...(form.ticketTypes[1] ?? blankTicketType()), sessionIds: [first.id] };
    const request = saveRequestOf(form, 2, { draftId: null, clientKey: 'k' });
    expect(request.ticketSetup?.sessions?.map((each) => each.capacity)).toEqual([120, null]);
    // 9 pm in Sydney (summer time, +11), the form's zone.
    expect(request.ticketSetup?.sessions?.[0]?.startDateTime).toBe('2026-11-20T10:00:00.000Z');
    expect(request.ticketSetup?.ticketTypes?.map((type) => type.sessionIds)).toEqual([
      null,
      [first.id],
    ]);
    expect(sessionOf({ ...first, capacity: 'x' }, 'UTC').capacity).toBeNull();
  });

  it('restores a device copy from before sessions as a form without them', () => {
    const { sessions: _omitted, ...older } = newForm(null);
    expect(restoredForm({ version: 1, form: older })?.sessions).toEqual([]);
    const now = festival();
    expect(restoredForm({ version: 1, form: now })?.sessions).toEqual(now.sessions);
  });

  it('moves and copies as pure edits', () => {
    const a = session('A', '2026-11-20T10:00');
    const b = session('B', '2026-11-21T10:00');
    expect(moveSession([a, b], 0, -1)).toEqual([a, b]);
    expect(moveSession([a, b], 0, 1)).toEqual([b, a]);
    expect(copyDay([a, b], '2026-11-21').map((each) => each.start)).toEqual([
      '2026-11-20T10:00',
      '2026-11-21T10:00',
      '2026-11-22T10:00',
    ]);
    // 21 November 2026 is a Saturday: its copy is Sunday's.
    const party = session('Saturday Night Party · Sat social', '2026-11-21T20:00');
    expect(copyDay([party], '2026-11-21')[1]!.name).toBe('Sunday Night Party · Sun social');
    expect(renamedForDay('Saturdays Club', '2026-11-21', '2026-11-22')).toBe('Saturdays Club');
  });
});

describe('a session’s one-line summary', () => {
  it('gives a party past midnight its times, and a longer session its end day', () => {
    expect(whenLabel('2026-11-20T21:00', '2026-11-21T02:00')).toBe('Fri, 20 Nov, 21:00–02:00');
    expect(whenLabel('2026-11-20T10:00', '2026-11-22T10:00')).toBe(
      'Fri, 20 Nov, 10:00–Sunday 22 November 10:00',
    );
    expect(whenLabel('', '')).toBe('No start yet');
  });
});

describe('a saved event opened in the wizard', () => {
  const id = '00000000-0000-4000-8000-00000000abcd';
  const configuration = (sessions: EventSession[], sessionIds: string[] | null) =>
    ticketConfigurationSchema.parse({
      id: 'c1',
      eventId: null,
      status: 'draft',
      currentStep: 2,
      eventDetails: {
        title: 'Salsa Night',
        startDateTime: '2026-11-20T08:00:00.000Z',
        endDateTime: '2026-11-20T12:00:00.000Z',
      },
      ticketSetup: {
        ticketTypes: [{ name: 'Door', price: 20, quantity: 50, sessionIds }],
        sessions,
        salesPeriod: { startDate: null, endDate: null },
        refundPolicy: '',
      },
      checkout: { paymentMethods: [], termsAndConditions: '' },
      updatedAt: '2026-11-01T00:00:00.000Z',
      publishedAt: null,
    });
  const theEvent: EventSession = {
    id,
    name: 'Salsa Night',
    startDateTime: '2026-11-20T08:00:00Z',
    endDateTime: '2026-11-20T12:00:00Z',
    room: 'Main hall',
    level: '',
    teachers: '',
    capacity: null,
    roles: null,
  };

  it('leaves out the one session a one-night event is, so a changed date moves it too', () => {
    const form = formOf(configuration([theEvent], [id]));
    expect(form.sessions).toEqual([]);
    expect(form.ticketTypes[0]?.sessionIds).toBeNull();
    expect(saveRequestOf(form, 2, { draftId: 'c1', clientKey: 'k' }).ticketSetup?.sessions).toEqual(
      [],
    );
  });

  it('keeps a single session the organiser shaped, and every session of a festival', () => {
    expect(formOf(configuration([{ ...theEvent, capacity: 30 }], null)).sessions).toHaveLength(1);
    expect(formOf(configuration([{ ...theEvent, name: 'Workshop' }], null)).sessions).toHaveLength(
      1,
    );
    const second = { ...theEvent, id: '00000000-0000-4000-8000-00000000abce', name: 'Party' };
    const festival = formOf(configuration([theEvent, second], [second.id]));
    expect(festival.sessions.map((each) => each.id)).toEqual([id, second.id]);
    expect(festival.ticketTypes[0]?.sessionIds).toEqual([second.id]);
  });
});
