// The wizard's flow (spec §4 Ticket wizard): the starting form (use-starting-form), Next (saving first), Back, Save Draft, Publish (save, publish, then the
// QR code) and the ownership claim.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_TIME_ZONE } from '@/contract/events';
import { useAuth } from '@/lib/auth/auth-context';
import { paymentAccountQueryOptions } from '@/lib/organisation/payment-account-query';
import type { UploadEvent } from '@/lib/calendar-files/upload-event';
import { useQrCode } from '@/lib/tickets/get-qr-code';
import { useTimedMessage } from '@/lib/use-timed-message';
import { usePublish } from '../api/publish';
import { isPublishable } from '../lib/form-rules';
import { missingDetails } from '../lib/form-rules';
import { pendingNotice, PUBLISH_NEEDS_CONNECTION } from '../lib/offline-messages';
import {
  CHANGES_LIVE,
  OWNERSHIP_CLAIMED,
  PROGRESS_SAVED,
  publishFailureMessage,
} from '../lib/save-messages';
import { ticketStepError } from '../lib/form-rules';
import type { WizardForm } from '../lib/wizard-form';
import { editTicketsPath } from '@/lib/tickets/wizard-path';
import { newWizardRun } from '../lib/wizard-run';
import { useDraftSaver } from './use-draft-saver';
import { useIcsImport } from './use-ics-import';
import { useStartingForm } from './use-starting-form';

export const QR_FAILURE_REDIRECT_MS = 3000;
export const TICKETING_TAB = '/dashboard?tab=tickets';

export function useWizard() {
  const { organisationId } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [initialDraft] = useState(() => params.get('draft'));
  const editing = params.get('mode') === 'edit';
  const [form, setFormState] = useState<WizardForm | null>(null);
  const [step, setStep] = useState(1);
  const [completed, setCompleted] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage();
  const [notice, setNotice] = useState<string | null>(null);
  const [published, setPublished] = useState<string | null>(null);
  // Tickets already on sale: every step can be opened, and an update says it is live, no QR again.
  const [alreadyLive, setAlreadyLive] = useState(false);
  const setForm = (update: (current: WizardForm) => WizardForm) =>
    setFormState((current) => (current ? update(current) : current));
  const [pendingSteps, setPendingSteps] = useState<number[]>([]);
  const [existingTickets, setExistingTickets] = useState<string | null>(null);
  const saver = useDraftSaver({
    form,
    setForm,
    setError,
    initialDraftId: initialDraft,
    organisationId: organisationId ?? '',
    onSynced: () => {
      setPendingSteps([]);
      setNotice(null);
      showSuccess(PROGRESS_SAVED);
    },
    offerExisting: setExistingTickets,
  });
  const publish = usePublish();
  const cardAccount = useQuery({
    ...paymentAccountQueryOptions(organisationId ?? ''),
    enabled: !!organisationId,
  }).data?.state;
  const qr = useQrCode(published);
  const ics = useIcsImport({
    setForm: (patch) => setForm((current) => ({ ...current, ...patch })),
    setError,
    showInfo: setNotice,
    offerExisting: setExistingTickets,
    timeZone: form?.timeZone ?? DEFAULT_TIME_ZONE,
  });

  const starting = useStartingForm(initialDraft, organisationId ?? '');
  useEffect(() => {
    if (!starting || form) return;
    setFormState(starting.form);
    setStep(starting.step);
    setCompleted(starting.published ? 3 : starting.step - 1);
    setAlreadyLive(starting.published);
    if (starting.resumeKey) saver.resume(starting.resumeKey);
    if (starting.notice) setNotice(starting.notice);
    if (starting.error) setError(starting.error);
  }, [starting, form, saver]);

  useEffect(() => {
    if (!qr.isError) return;
    const timer = setTimeout(() => navigate(TICKETING_TAB), QR_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [qr.isError, navigate]);

  const advanceTo = (next: number, message: string | null = PROGRESS_SAVED) => {
    setStep(next);
    setCompleted((done) => Math.max(done, next - 1));
    setShowErrors(false);
    if (message) showSuccess(message);
  };

  async function next() {
    if (!form) return;
    setNotice(null);
    const problem =
      step === 1
        ? missingDetails(form, alreadyLive ? undefined : new Date())
        : ticketStepError(form);
    if (problem) {
      setShowErrors(true);
      return setError(problem);
    }
    const saved = await saver.persist(step + 1);
    if (!saved) return;
    advanceTo(step + 1, 'server' in saved ? PROGRESS_SAVED : null);
    if ('device' in saved) keptOnDevice(step);
  }

  /** A save that stayed on this device: say so, and which steps wait for the server. */
  function keptOnDevice(stepDone: number) {
    const steps = [...new Set([...pendingSteps, stepDone])].sort();
    setPendingSteps(steps);
    setNotice(pendingNotice(steps));
  }

  async function saveDraft() {
    const saved = await saver.persist(step);
    if (!saved) return;
    if ('server' in saved) showSuccess(PROGRESS_SAVED);
    else keptOnDevice(step);
  }

  async function publishNow() {
    if (!form || !isPublishable(form, cardAccount)) return;
    const saved = await saver.persist(3);
    if (!saved) return;
    if ('device' in saved) {
      keptOnDevice(3);
      return setError(PUBLISH_NEEDS_CONNECTION);
    }
    const result = await publish.mutateAsync(saved.server.id);
    if (!result.ok) return setError(publishFailureMessage(result));
    setCompleted(3);
    if (alreadyLive) return showSuccess(CHANGES_LIVE);
    setPublished(saved.server.id);
  }

  async function claimOwnership() {
    const pending = saver.ownership;
    if (!pending) return;
    const saved = await saver.persist(pending.step, {
      claimOwnership: true,
      existingEventId: pending.question.eventId,
    });
    saver.clearOwnership();
    if (!saved || !('server' in saved)) return;
    if (pending.step > step) advanceTo(pending.step, OWNERSHIP_CLAIMED);
    else showSuccess(OWNERSHIP_CLAIMED);
  }

  return {
    form,
    cardAccount,
    setForm: (patch: Partial<WizardForm>) => setForm((current) => ({ ...current, ...patch })),
    loading: form === null,
    editing,
    step,
    completed,
    /** The furthest step a step button opens: any, for tickets on sale; else up to the current. */
    reachable: alreadyLive ? 3 : step,
    alreadyLive,
    goTo: (target: number) => (alreadyLive || target <= step) && setStep(target),
    back: () => setStep((current) => Math.max(1, current - 1)),
    next,
    saveDraft,
    publishNow,
    busy: saver.saving || publish.isPending,
    showErrors,
    notice,
    importEvent: (event: UploadEvent, filename: string) => void ics.importEvent(event, filename),
    possibleMatch: ics.possibleMatch,
    sameEvent: () => {
      ics.sameEvent();
      setNotice(null);
    },
    differentEvent: () => {
      ics.differentEvent();
      setNotice(null);
    },
    error,
    setError,
    success,
    ownership: saver.ownership?.question ?? null,
    claimOwnership,
    // Cancel resets the form to a new event and starts again (spec §4).
    cancelClaim: () => navigate('/create-tickets', { state: newWizardRun() }),
    existingTickets: existingTickets !== null,
    openExisting: () => {
      if (existingTickets) navigate(editTicketsPath(existingTickets), { state: newWizardRun() });
    },
    stayHere: () => setExistingTickets(null),
    claiming: saver.saving,
    qr: { open: published !== null, data: qr.data, isError: qr.isError, isPending: qr.isPending },
    closeQr: () => navigate(TICKETING_TAB),
  };
}
