// The wizard's saver: a save goes to this device first, then to the server; the first save puts
// the draft in the address; a save made without a connection waits in the outbox and is sent once
// when the server is back in reach, under the same client key; the server's ownership question and
// EDIT_EXISTING answer are passed on. The network is the only thing stood in for.
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketConfigurationSchema, type TicketConfiguration } from '@/contract/ticketing';
import { useDraftSaver } from '@/features/wizard/hooks/use-draft-saver';
import { newForm, type WizardForm } from '@/features/wizard/lib/wizard-form';
import { noteServerReachable } from '@/lib/api/server-reachability';
import { clearOfflineData, newDraftKey, readLocalDraft } from '@/lib/offline/offline-db';
import { entriesOf } from '@/lib/offline/outbox-store';

const ORGANISATION = 'org-1';
const DRAFT_PATH = '/api/v2/ticket/organiser/draft';

function savedConfiguration(request: { currentStep?: number }): TicketConfiguration {
  return ticketConfigurationSchema.parse({
    id: 'draft-1',
    eventId: null,
    status: 'draft',
    currentStep: request.currentStep ?? 1,
    eventDetails: {
      title: 'Salsa Under the Stars',
      description: '',
      startDateTime: '2031-02-14T08:00:00.000Z',
      endDateTime: '2031-02-14T12:00:00.000Z',
      location: { description: 'Observatory Hill' },
      importSource: 'manual',
    },
    ticketSetup: {
      ticketTypes: [],
      salesPeriod: { startDate: null, endDate: null },
      refundPolicy: '',
    },
    checkout: { paymentMethods: ['stripe'], termsAndConditions: '' },
    updatedAt: '2026-11-20T00:00:00.000Z',
    publishedAt: null,
  });
}

type Reply = (body: Record<string, unknown>) => Response | Promise<Response>;
let reply: Reply;
const drafts: Array<Record<string, unknown>> = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const noNetwork: Reply = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  drafts.length = 0;
  reply = (body) => json(200, { data: savedConfiguration(body), message: 'Progress saved' });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!request.url.includes(DRAFT_PATH)) return json(200, { ok: true });
    const body = (await request.json()) as Record<string, unknown>;
    drafts.push(body);
    return reply(body);
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  noteServerReachable(true);
  await clearOfflineData();
});

function renderSaver(hooks: { onSynced?: () => void; offerExisting?: (id: string) => void } = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/wizard']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const errors: Array<string | null> = [];
  return renderHook(
    () => {
      const [form, setForm] = useState<WizardForm | null>(() => ({
        ...newForm(null),
        title: 'Salsa Under the Stars',
      }));
      const saver = useDraftSaver({
        form,
        setForm: (update) => setForm((current) => (current ? update(current) : current)),
        setError: (message) => errors.push(message),
        initialDraftId: null,
        organisationId: ORGANISATION,
        onSynced: hooks.onSynced ?? (() => undefined),
        offerExisting: hooks.offerExisting ?? (() => undefined),
      });
      return { saver, location: useLocation(), errors };
    },
    { wrapper },
  );
}

describe('the wizard’s saver', () => {
  it('saves to the server, puts the draft in the address and keeps no device copy', async () => {
    const { result } = renderSaver();
    let persisted: unknown;
    await act(async () => {
      persisted = await result.current.saver.persist(1);
    });
    expect(persisted).toEqual({ server: expect.objectContaining({ id: 'draft-1' }) });
    expect(result.current.saver.draftId).toBe('draft-1');
    expect(result.current.location.search).toBe('?draft=draft-1');
    expect(drafts).toHaveLength(1);
    const clientKey = drafts[0]!.clientKey as string;
    expect(clientKey).toEqual(expect.any(String));
    expect(await readLocalDraft(newDraftKey(clientKey))).toBeUndefined();
    // The next save names the draft: it updates, never adds.
    await act(async () => {
      await result.current.saver.persist(2);
    });
    expect(drafts[1]).toMatchObject({ id: 'draft-1', currentStep: 2 });
  });

  it('keeps a save made without a connection on the device, and sends it once when the server is back', async () => {
    reply = noNetwork;
    const onSynced = vi.fn();
    const { result } = renderSaver({ onSynced });
    let persisted: unknown;
    await act(async () => {
      persisted = await result.current.saver.persist(1);
    });
    expect(persisted).toEqual({ device: true });
    expect(result.current.saver.waitingStep).toBe(1);
    const clientKey = drafts[0]!.clientKey as string;
    const kept = await readLocalDraft(newDraftKey(clientKey));
    expect(kept).toMatchObject({ clientKey, draftId: null, step: 1, organisationId: ORGANISATION });
    expect((kept!.form as WizardForm).title).toBe('Salsa Under the Stars');
    const waiting = await entriesOf(`wizard/${ORGANISATION}/${clientKey}`);
    expect(waiting).toEqual([
      expect.objectContaining({ key: clientKey, kind: 'wizard-draft', attempts: 1, refusal: null }),
    ]);

    reply = (body) => json(200, { data: savedConfiguration(body) });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(onSynced).toHaveBeenCalledTimes(1));
    expect(drafts).toHaveLength(2);
    expect(drafts[1]!.clientKey).toBe(clientKey);
    expect(result.current.saver.waitingStep).toBeNull();
    expect(result.current.saver.draftId).toBe('draft-1');
    expect(await readLocalDraft(newDraftKey(clientKey))).toBeUndefined();
    expect(await entriesOf(`wizard/${ORGANISATION}/${clientKey}`)).toEqual([]);
  });

  it('asks to claim an event another upload holds, and saves nothing yet', async () => {
    const question = {
      action: 'CLAIM_OWNERSHIP',
      eventId: 'event-9',
      eventTitle: 'Salsa Under the Stars',
      ticketConfigId: null,
      ticketOrganisationName: null,
      hasTickets: false,
      uploadedByAdminUser: true,
    };
    reply = () => json(200, { requiresOwnershipAck: true, message: 'x', data: question });
    const { result } = renderSaver();
    let persisted: unknown;
    await act(async () => {
      persisted = await result.current.saver.persist(1);
    });
    expect(persisted).toBeNull();
    expect(result.current.saver.ownership).toMatchObject({
      step: 1,
      question: { eventId: 'event-9' },
    });
    expect(result.current.saver.draftId).toBeNull();
  });

  it('offers the school’s existing tickets for an event it already sells', async () => {
    reply = () =>
      json(409, {
        error: {
          code: 'CONFLICT',
          message: 'You already have tickets for this event.',
          details: { action: 'EDIT_EXISTING', ticketConfigId: 'config-7' },
        },
      });
    const offerExisting = vi.fn();
    const { result } = renderSaver({ offerExisting });
    await act(async () => {
      await result.current.saver.persist(1);
    });
    expect(offerExisting).toHaveBeenCalledWith('config-7');
    expect(result.current.errors.filter(Boolean)).toEqual([]);
  });

  it('says why the server refused a save', async () => {
    reply = () => json(400, { error: { code: 'VALIDATION_ERROR', message: 'Title is required.' } });
    const { result } = renderSaver();
    await act(async () => {
      await result.current.saver.persist(1);
    });
    expect(result.current.errors.filter(Boolean)).toHaveLength(1);
    expect(result.current.saver.waitingStep).toBeNull();
  });
});
