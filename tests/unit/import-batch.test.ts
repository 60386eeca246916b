// A calendar-file batch: an event that fails for a reason nobody foresaw fails alone (the ones
// before it are saved, and a 500 for the whole batch invited a retry that saved them twice); a
// refusal the server means still answers the request.
import { describe, expect, it } from 'vitest';
import { EVENT_NOT_SAVED, runBatch } from '../../server/services/events/import-results';
import { AppError } from '../../server/lib/app-error';

const saved = (index: number, title: string) => ({
  index,
  title,
  eventId: `event-${index}`,
  success: true,
  message: null,
  imageUploadStatus: 'none' as const,
});

describe('a batch of calendar-file events', () => {
  it('reports an event that failed unexpectedly as failed, and goes on', async () => {
    const logged: unknown[] = [];
    const events = [{ title: 'A' }, { title: 'B' }, { title: 'C' }];
    const answer = await runBatch(
      events,
      'import',
      async (event, index) => {
        if (index === 1) throw new Error('time zone "US/Pacific-New" not recognized');
        return saved(index, event.title);
      },
      { error: (details: unknown) => logged.push(details) },
    );
    expect(answer.outcome).toBe('some');
    expect(answer.body.data.map((result) => result.success)).toEqual([true, false, true]);
    expect(answer.body.data[1]).toMatchObject({
      title: 'B',
      eventId: null,
      message: EVENT_NOT_SAVED,
    });
    expect(answer.body.details).toEqual({ successfulEvents: 2, failedEvents: 1 });
    expect(logged).toHaveLength(1);
  });

  it('lets a refusal the server means answer the request', async () => {
    await expect(
      runBatch(
        [{ title: 'A' }],
        'update',
        async () => {
          throw new AppError(404, 'NOT_FOUND', 'Event not found.');
        },
        { error: () => undefined },
      ),
    ).rejects.toThrow('Event not found.');
  });
});
