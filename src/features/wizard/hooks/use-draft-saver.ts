// Saving the wizard and what follows from the answer (spec §4, §8): every save goes to this
// device first (IndexedDB), then to the server; the draft id joins the address after the first
// save, an ownership question opens the claim modal, EDIT_EXISTING offers the existing tickets,
// BLOCK and failures show their messages. Without a connection the save waits in the app's
// outbox (draft-outbox.ts) and is sent, once, with the latest form, when the app's one
// reachability store says the server is back — with the same client key, so a draft begun offline
// becomes exactly one server draft.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { DraftSaveRequest, TicketConfiguration } from '@/contract/ticketing';
import { useSaveDraft, type Ownership } from '../api/save-draft';
import { failureDetails, isConnectionFailure } from '@/lib/api/result';
import { newDraftKey, removeLocalDraft, saveLocalDraft } from '@/lib/offline/offline-db';
import { replayWhenReachable } from '@/lib/offline/replay-when-reachable';
import { draftOutbox } from '../lib/draft-outbox';
import { saveFailureMessage } from '../lib/save-messages';
import { DEVICE_DRAFT_VERSION } from '../lib/device-draft';
import { NOT_SAVED_ANYWHERE } from '../lib/offline-messages';
import { saveRequestOf, type WizardForm } from '../lib/wizard-form';

interface Options {
  form: WizardForm | null;
  setForm: (update: (form: WizardForm) => WizardForm) => void;
  setError: (message: string | null) => void;
  initialDraftId: string | null;
  organisationId: string;
  /** A save that waited for the connection reached the server. */
  onSynced: () => void;
  /** The school already has tickets for this event (EDIT_EXISTING): offer to open them. */
  offerExisting: (configurationId: string) => void;
}

/** What a save did: reached the server, stayed on this device (offline), or did not save. */
export type Persisted = { server: TicketConfiguration } | { device: true } | null;

/** Ticket ids and the stored image from the server, so the next save updates rather than adds. */
const withSaved = (form: WizardForm, saved: TicketConfiguration): WizardForm => ({
  ...form,
  newImage: null,
  eventImageKey: saved.eventDetails.eventImageKey ?? null,
  eventId: saved.eventId,
  ticketTypes: form.ticketTypes.map((type, index) => ({
    ...type,
    id: saved.ticketSetup.ticketTypes[index]?.id ?? type.id,
  })),
});

export function useDraftSaver(options: Options) {
  const { form, setForm, setError, initialDraftId, organisationId } = options;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [draftId, setDraftId] = useState(initialDraftId);
  const [clientKey, setClientKey] = useState<string>(() => crypto.randomUUID());
  /** The step a device-only save was made at, until the server has it. */
  const [waitingStep, setWaitingStep] = useState<number | null>(null);
  const [ownership, setOwnership] = useState<{ question: Ownership; step: number } | null>(null);
  const mutation = useSaveDraft();
  const save = useRef(mutation.mutateAsync);
  save.current = mutation.mutateAsync;
  const outbox = useMemo(
    () => draftOutbox(organisationId, clientKey, (request) => save.current(request)),
    [organisationId, clientKey],
  );

  /** Saves at `step`: on this device first, then on the server. */
  async function persist(step: number, extra: Partial<DraftSaveRequest> = {}): Promise<Persisted> {
    if (!form) return null;
    setError(null);
    const localKey = draftId ?? newDraftKey(clientKey);
    // No IndexedDB (a private window, storage full): the server save still happens.
    const onDevice = await saveLocalDraft({
      key: localKey,
      clientKey,
      draftId,
      step,
      version: DEVICE_DRAFT_VERSION,
      form,
      savedAt: new Date().toISOString(),
      organisationId,
    }).then(
      () => true,
      () => false,
    );
    const outcome = await outbox.send({
      ...saveRequestOf(form, step, { draftId, clientKey }),
      ...extra,
    });
    if (outcome.kind === 'failed' && isConnectionFailure(outcome.failure)) {
      setWaitingStep(step);
      if (onDevice) return { device: true };
      // Neither here nor there: say so, and send it from memory when the connection is back.
      setError(NOT_SAVED_ANYWHERE);
      return null;
    }
    // The server answered (saved, asked or refused): the device copy has done its job.
    setWaitingStep(null);
    await removeLocalDraft(localKey, newDraftKey(clientKey)).catch(() => undefined);
    if (outcome.kind === 'ownership') {
      if (outcome.ownership.action === 'CLAIM_OWNERSHIP')
        setOwnership({ question: outcome.ownership, step });
      return null;
    }
    if (outcome.kind === 'failed') {
      const details = failureDetails(outcome.failure);
      if (details?.action === 'EDIT_EXISTING' && typeof details.ticketConfigId === 'string') {
        options.offerExisting(details.ticketConfigId);
        return null;
      }
      setError(saveFailureMessage(outcome.failure));
      return null;
    }
    const saved = outcome.configuration;
    setDraftId(saved.id);
    setForm((current) => withSaved(current, saved));
    if (params.get('draft') !== saved.id) {
      const next = new URLSearchParams(params);
      next.set('draft', saved.id);
      // The history state keeps the wizard's run, so this address change does not remount it.
      setParams(next, { replace: true, state: location.state });
    }
    return { server: saved };
  }

  // The server back in reach: the waiting save goes once, with the latest form.
  const persistRef = useRef(persist);
  persistRef.current = persist;
  const onSynced = useRef(options.onSynced);
  onSynced.current = options.onSynced;
  useEffect(() => {
    if (waitingStep === null) return;
    let sent = false;
    return replayWhenReachable({
      replay: (back) => {
        if (!back || sent) return;
        sent = true;
        void persistRef.current(waitingStep).then((done) => {
          if (done && 'server' in done) onSynced.current();
          // Out of reach again before it got through: the next return sends it.
          else if (done && 'device' in done) sent = false;
        });
      },
    });
  }, [waitingStep]);

  return {
    draftId,
    persist,
    waitingStep,
    /** Continues a draft restored from this device under the key it was begun with. */
    resume: (key: string) => setClientKey(key),
    saving: mutation.isPending,
    ownership,
    clearOwnership: () => setOwnership(null),
  };
}
