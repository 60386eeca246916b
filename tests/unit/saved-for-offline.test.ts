// A read with nothing kept that waits for a network it does not have says "not saved for offline
// use" (issue 31: it spun "Loading…" for ever); a read under way, or with data kept, does not.
import { describe, expect, it } from 'vitest';
import { notSavedOffline, notSavedText } from '@/lib/offline/saved-for-offline';

describe('not saved for offline use', () => {
  it('is a read with no data that is paused, or failed while offline', () => {
    expect(
      notSavedOffline({ data: undefined, fetchStatus: 'paused', failureCount: 1 }, false),
    ).toBe(true);
    expect(notSavedOffline({ data: undefined, fetchStatus: 'paused', failureCount: 0 }, true)).toBe(
      true,
    );
    expect(
      notSavedOffline({ data: undefined, fetchStatus: 'fetching', failureCount: 1 }, false),
    ).toBe(true);
  });

  it('is not a first read still on its way, nor one with data kept', () => {
    expect(
      notSavedOffline({ data: undefined, fetchStatus: 'fetching', failureCount: 0 }, false),
    ).toBe(false);
    expect(
      notSavedOffline({ data: { id: 1 }, fetchStatus: 'paused', failureCount: 2 }, false),
    ).toBe(false);
    expect(
      notSavedOffline({ data: undefined, fetchStatus: 'fetching', failureCount: 1 }, true),
    ).toBe(false);
  });

  it('says so in words', () => {
    expect(notSavedText('This event')).toBe(
      'This event was not saved for offline use on this device. It will show once you are back online.',
    );
  });
});
