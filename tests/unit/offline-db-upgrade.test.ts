// A browser that kept the device database at version 2 (with the event images it used to hold)
// opens it at version 4: the images store goes, the outbox comes, the drafts and the door's data
// stay.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { expect, it } from 'vitest';

it('drops the old image store and keeps the drafts', async () => {
  const old = await openDB('floorcraft', 2, {
    upgrade(db) {
      db.createObjectStore('wizard-drafts', { keyPath: 'key' });
      db.createObjectStore('images', { keyPath: 'key' });
      db.createObjectStore('door-events', { keyPath: 'eventId' });
      const tickets = db.createObjectStore('door-tickets', { keyPath: ['eventId', 'id'] });
      tickets.createIndex('by-event', 'eventId');
      tickets.createIndex('by-code', ['eventId', 'code']);
      db.createObjectStore('door-scans', { keyPath: 'id' }).createIndex('by-event', 'eventId');
    },
  });
  await old.put('wizard-drafts', { key: 'new:kept', organisationId: 'org-a' });
  await old.put('images', { key: '/api/v2/images/1', bytes: new ArrayBuffer(1), type: 'x' });
  old.close();

  const { database, readLocalDraft } = await import('@/lib/offline/offline-db');
  expect((await readLocalDraft('new:kept'))?.organisationId).toBe('org-a');
  expect([...(await database()).objectStoreNames].sort()).toEqual([
    'door-events',
    'door-scans',
    'door-tickets',
    'outbox',
    'wizard-drafts',
  ]);
});
