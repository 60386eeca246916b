// Where the wizard starts, decided once: changes kept on this device (newer than the server's copy,
// or a new draft that never reached the server), else the saved draft, else a new form from the
// organisation's ticketing defaults.
import { useEffect, useRef, useState } from 'react';
import { readLocalDraft, removeLocalDraft, unsyncedNewDraft } from '@/lib/offline/offline-db';
import { restoredForm } from '../lib/device-draft';
import { useConfiguration } from '../api/get-configuration';
import { useSchoolTimeZone, useTicketingDefaults } from '../api/get-ticketing-defaults';
import { DEVICE_COPY_UNREADABLE, RESTORED_FROM_DEVICE } from '../lib/offline-messages';
import { DRAFT_LOAD_FAILED } from '../lib/save-messages';
import { formOf, newForm, type WizardForm } from '../lib/wizard-form';

export interface StartingForm {
  form: WizardForm;
  step: number;
  /** Whether it is a published event's tickets (edited live: every step open, no QR again). */
  published: boolean;
  /** The client key of a draft restored from this device, to keep syncing under it. */
  resumeKey: string | null;
  notice: string | null;
  error: string | null;
}

const at = (form: WizardForm, step: number, extra: Partial<StartingForm> = {}): StartingForm => ({
  form,
  step,
  published: false,
  resumeKey: null,
  notice: null,
  error: null,
  ...extra,
});

export function useStartingForm(
  initialDraft: string | null,
  organisationId: string,
): StartingForm | null {
  const configuration = useConfiguration(initialDraft);
  const defaults = useTicketingDefaults(organisationId, !initialDraft && !!organisationId);
  const schoolZone = useSchoolTimeZone(organisationId, !!organisationId).data;
  const [start, setStart] = useState<StartingForm | null>(null);
  const begun = useRef(false);
  const loadFailed = initialDraft !== null && configuration.isError;
  // An event's copy is compared with this device's once the server has answered (or cannot be
  // reached: then the copy kept from earlier is what there is).
  const asked =
    configuration.isFetchedAfterMount ||
    configuration.isError ||
    configuration.fetchStatus === 'paused';
  const ready = initialDraft
    ? asked && (!!configuration.data || loadFailed)
    : !!defaults.data || defaults.isError;

  useEffect(() => {
    if (!ready || begun.current) return;
    begun.current = true;
    const saved = configuration.data;
    void (async () => {
      const local = await (
        initialDraft ? readLocalDraft(initialDraft) : unsyncedNewDraft(organisationId)
      ).catch(() => undefined);
      const newer = local && (!saved || local.savedAt > saved.updatedAt);
      const restored = newer ? restoredForm(local) : null;
      // A copy that does not read as this version's form is set aside, and said so.
      if (newer && !restored) await removeLocalDraft(local.key).catch(() => undefined);
      const setAside = newer && !restored ? { notice: DEVICE_COPY_UNREADABLE } : {};
      const published = saved?.status === 'published';
      if (local && restored) {
        setStart(
          at(restored, published ? 1 : local.step, {
            resumeKey: local.clientKey,
            notice: RESTORED_FROM_DEVICE,
            published,
          }),
        );
      } else if (saved) {
        // A published event's edit opens on its details, not on a checkout it has passed.
        setStart(at(formOf(saved), published ? 1 : saved.currentStep, { ...setAside, published }));
      } else if (loadFailed) {
        setStart(at(newForm(null, schoolZone), 1, { ...setAside, error: DRAFT_LOAD_FAILED }));
      } else {
        setStart(at(newForm(defaults.data ?? null, schoolZone), 1, setAside));
      }
    })();
  }, [
    ready,
    configuration.data,
    loadFailed,
    initialDraft,
    defaults.data,
    schoolZone,
    organisationId,
  ]);

  return start;
}
