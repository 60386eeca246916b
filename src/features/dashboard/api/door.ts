// The door by hand: POST …/attendees/{ticketId}/check-in and …/undo, and the attendee list as
// CSV (GET …/attendees/export, read through the API client and saved as a file).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { ticketingKeys } from '@/lib/query-keys';

export function useDoorAction(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ticketId, action }: { ticketId: string; action: 'check-in' | 'undo' }) =>
      unwrap(
        await api.post(
          `/api/v2/ticket/organiser/${configurationId}/attendees/${ticketId}/${action}`,
          {},
        ),
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ticketingKeys.event(configurationId) }),
  });
}

export async function downloadAttendeesCsv(
  configurationId: string,
  fileName: string,
  /** One session's attendees only (a festival's or a course's). */
  sessionId?: string,
): Promise<boolean> {
  const query = sessionId ? `?session=${encodeURIComponent(sessionId)}` : '';
  const result = await api.get(
    `/api/v2/ticket/organiser/${configurationId}/attendees/export${query}`,
  );
  if (!result.ok || typeof result.data !== 'string') return false;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([result.data], { type: 'text/csv;charset=utf-8' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
  return true;
}
