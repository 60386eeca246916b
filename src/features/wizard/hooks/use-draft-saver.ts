// Saving the wizard and what follows from the answer (spec §4, §8): the draft id joins the
// address after the first save, an ownership question opens the claim modal, EDIT_EXISTING offers
// the existing tickets, BLOCK and failures show their messages.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DraftSaveRequest, TicketConfiguration } from '@/contract/ticketing';
import { useSaveDraft, type Ownership } from '../api/save-draft';
import { saveFailureMessage } from '../lib/save-messages';
import { saveRequestOf, type WizardForm } from '../lib/wizard-form';

interface Options {
  form: WizardForm | null;
  setForm: (update: (form: WizardForm) => WizardForm) => void;
  setError: (message: string | null) => void;
  initialDraftId: string | null;
}

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

export function useDraftSaver({ form, setForm, setError, initialDraftId }: Options) {
  const [params, setParams] = useSearchParams();
  const [draftId, setDraftId] = useState(initialDraftId);
  const [clientKey] = useState(() => crypto.randomUUID());
  const [ownership, setOwnership] = useState<{ question: Ownership; step: number } | null>(null);
  const mutation = useSaveDraft();

  /** Saves at `step`; resolves with the saved configuration, or null when it did not save. */
  async function persist(
    step: number,
    extra: Partial<DraftSaveRequest> = {},
  ): Promise<TicketConfiguration | null> {
    if (!form) return null;
    setError(null);
    const outcome = await mutation.mutateAsync({
      ...saveRequestOf(form, step, { draftId, clientKey }),
      ...extra,
    });
    if (outcome.kind === 'ownership') {
      if (outcome.ownership.action === 'CLAIM_OWNERSHIP')
        setOwnership({ question: outcome.ownership, step });
      return null;
    }
    if (outcome.kind === 'failed') {
      const details = (outcome.failure.data as { details?: Record<string, unknown> } | null)
        ?.details;
      if (details?.action === 'EDIT_EXISTING' && typeof details.ticketConfigId === 'string') {
        const open = window.confirm(
          'Your organisation already has tickets for this event. Open them to edit?',
        );
        if (open)
          window.location.assign(`/create-tickets?draft=${details.ticketConfigId}&mode=edit`);
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
      setParams(next, { replace: true });
    }
    return saved;
  }

  return {
    draftId,
    persist,
    saving: mutation.isPending,
    ownership,
    clearOwnership: () => setOwnership(null),
  };
}
