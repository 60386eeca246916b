// The wizard's flow (spec §4 Ticket wizard): the form loaded from a draft or started from the
// organisation's defaults, Next (saving first), Back, Save Draft, Publish (save, publish, then the
// QR code) and the ownership claim.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import type { UploadEvent } from '@/lib/calendar-files/upload-event';
import { useQrCode } from '@/lib/tickets/get-qr-code';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useConfiguration } from '../api/get-configuration';
import { useTicketingDefaults } from '../api/get-ticketing-defaults';
import { usePublish } from '../api/publish';
import { isPublishable } from '../lib/publish-checklist';
import { missingDetails } from '../lib/required-details';
import {
  DRAFT_LOAD_FAILED,
  OWNERSHIP_CLAIMED,
  PROGRESS_SAVED,
  publishFailureMessage,
} from '../lib/save-messages';
import { ticketStepError } from '../lib/ticket-rules';
import { formOf, newForm, type WizardForm } from '../lib/wizard-form';
import { useDraftSaver } from './use-draft-saver';
import { useIcsImport } from './use-ics-import';

export const QR_FAILURE_REDIRECT_MS = 3000;
export const TICKETING_TAB = '/dashboard?tab=tickets';

export function useWizard() {
  const { organisationId } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [initialDraft] = useState(() => params.get('draft'));
  const editing = params.get('mode') === 'edit';
  const configuration = useConfiguration(initialDraft);
  const defaults = useTicketingDefaults(organisationId ?? '', !initialDraft && !!organisationId);
  const [form, setFormState] = useState<WizardForm | null>(null);
  const [step, setStep] = useState(1);
  const [completed, setCompleted] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage();
  const [notice, setNotice] = useState<string | null>(null);
  const [published, setPublished] = useState<string | null>(null);
  const setForm = (update: (current: WizardForm) => WizardForm) =>
    setFormState((current) => (current ? update(current) : current));
  const saver = useDraftSaver({ form, setForm, setError, initialDraftId: initialDraft });
  const publish = usePublish();
  const qr = useQrCode(published);
  const loadFailed = initialDraft !== null && configuration.isError;
  const ics = useIcsImport({
    setForm: (patch) => setForm((current) => ({ ...current, ...patch })),
    setError,
    showInfo: setNotice,
  });

  useEffect(() => {
    if (form) return;
    if (configuration.data) {
      setFormState(formOf(configuration.data));
      setStep(configuration.data.currentStep);
      setCompleted(configuration.data.currentStep - 1);
    } else if (loadFailed) {
      setError(DRAFT_LOAD_FAILED);
      setFormState(newForm(null));
    } else if (!initialDraft && (defaults.data || defaults.isError)) {
      setFormState(newForm(defaults.data ?? null));
    }
  }, [form, configuration.data, loadFailed, initialDraft, defaults.data, defaults.isError]);

  useEffect(() => {
    if (!qr.isError) return;
    const timer = setTimeout(() => navigate(TICKETING_TAB), QR_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [qr.isError, navigate]);

  const advanceTo = (next: number, message = PROGRESS_SAVED) => {
    setStep(next);
    setCompleted((done) => Math.max(done, next - 1));
    setShowErrors(false);
    showSuccess(message);
  };

  async function next() {
    if (!form) return;
    setNotice(null);
    const problem = step === 1 ? missingDetails(form) : ticketStepError(form.ticketTypes);
    if (problem) {
      setShowErrors(true);
      return setError(problem);
    }
    if (await saver.persist(step + 1)) advanceTo(step + 1);
  }

  async function saveDraft() {
    if (await saver.persist(step)) showSuccess(PROGRESS_SAVED);
  }

  async function publishNow() {
    if (!form || !isPublishable(form)) return;
    const saved = await saver.persist(3);
    if (!saved) return;
    const result = await publish.mutateAsync(saved.id);
    if (!result.ok) return setError(publishFailureMessage(result));
    setCompleted(3);
    setPublished(saved.id);
  }

  async function claimOwnership() {
    const pending = saver.ownership;
    if (!pending) return;
    const saved = await saver.persist(pending.step, {
      claimOwnership: true,
      existingEventId: pending.question.eventId,
    });
    saver.clearOwnership();
    if (!saved) return;
    if (pending.step > step) advanceTo(pending.step, OWNERSHIP_CLAIMED);
    else showSuccess(OWNERSHIP_CLAIMED);
  }

  return {
    form,
    setForm: (patch: Partial<WizardForm>) => setForm((current) => ({ ...current, ...patch })),
    loading: form === null,
    editing,
    step,
    completed,
    goTo: (target: number) => target <= step && setStep(target),
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
    cancelClaim: () => window.location.assign('/create-tickets'),
    claiming: saver.saving,
    qr: { open: published !== null, data: qr.data, isError: qr.isError, isPending: qr.isPending },
    closeQr: () => navigate(TICKETING_TAB),
  };
}
