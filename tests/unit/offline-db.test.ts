// The device database (IndexedDB, here fake-indexeddb): its stores and upgrade, wizard drafts
// kept per organisation, and logout clearing everything.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import {
  clearOfflineData,
  DB_NAME,
  DB_VERSION,
  newDraftKey,
  readLocalDraft,
  saveLocalDraft,
  unsyncedNewDraft,
} from '@/lib/offline/offline-db';

const draft = (clientKey: string, organisationId: string, savedAt: string) => ({
  key: newDraftKey(clientKey),
  clientKey,
  draftId: null,
  step: 2,
  form: { title: clientKey },
  savedAt,
  organisationId,
});

describe('the device database', () => {
  it('creates every store when a browser first opens it, whatever version it had', async () => {
    await saveLocalDraft(draft('first', 'org-a', '2026-11-01T10:00:00Z'));
    const db = await openDB(DB_NAME, DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual([
      'door-events',
      'door-scans',
      'door-tickets',
      'outbox',
      'wizard-drafts',
    ]);
    db.close();
  });

  it('keeps wizard drafts per organisation and finds the newest unsynced one', async () => {
    await saveLocalDraft(draft('older', 'org-b', '2026-11-01T10:00:00Z'));
    await saveLocalDraft(draft('newer', 'org-b', '2026-11-02T10:00:00Z'));
    await saveLocalDraft(draft('other', 'org-c', '2026-11-03T10:00:00Z'));
    expect((await unsyncedNewDraft('org-b'))?.clientKey).toBe('newer');
    expect((await readLocalDraft(newDraftKey('other')))?.organisationId).toBe('org-c');
  });

  it('forgets everything on logout', async () => {
    await saveLocalDraft(draft('mine', 'org-d', '2026-11-04T10:00:00Z'));
    await clearOfflineData();
    expect(await unsyncedNewDraft('org-d')).toBeUndefined();
  });
});
