// Private lessons: the instructor's own settings and booked lessons
// (/api/v2/instructor/lessons/…), a profile's lessons and free slots, booking one, and the dancer's
// own lessons with cancelling (/api/v2/lessons/…).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Availability,
  LessonBooking,
  LessonOffer,
  LessonType,
  LessonTypeInput,
} from '@/contract/private-lessons';
import { api } from '@/lib/api/client';
import { unwrap, type ApiResult } from '@/lib/api/result';
import { instructorKeys } from './query-keys';

export interface LessonSettings {
  availability: Availability | null;
  lessonTypes: LessonType[];
}
export interface FreeSlots {
  timeZone: string | null;
  slots: { start: string; end: string }[];
}

const dataOf = <T>(result: ApiResult<unknown>) => (unwrap(result) as { data: T }).data;

export const useLessonSettings = () =>
  useQuery({
    queryKey: instructorKeys.lessonSettings(),
    queryFn: async () =>
      dataOf<LessonSettings>(await api.get('/api/v2/instructor/lessons/settings')),
    staleTime: 0,
  });

function useSettingsWrite<V>(write: (value: V) => Promise<ApiResult<unknown>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (result: ApiResult<unknown>) => {
      if (!result.ok) return;
      queryClient.setQueryData(
        instructorKeys.lessonSettings(),
        (result.data as { data: LessonSettings }).data,
      );
      void queryClient.invalidateQueries({ queryKey: instructorKeys.lessonOffers() });
    },
  });
}

export const useSaveAvailability = () =>
  useSettingsWrite((input: Availability) =>
    api.put('/api/v2/instructor/lessons/availability', input),
  );

export const useSaveLessonType = () =>
  useSettingsWrite(({ id, input }: { id: string | null; input: LessonTypeInput }) =>
    id
      ? api.put(`/api/v2/instructor/lessons/types/${id}`, input)
      : api.post('/api/v2/instructor/lessons/types', input),
  );

export const useTaughtLessons = () =>
  useQuery({
    queryKey: instructorKeys.taughtLessons(),
    queryFn: async () => dataOf<LessonBooking[]>(await api.get('/api/v2/instructor/lessons')),
    staleTime: 0,
  });

export const useLessonOffer = (slug: string) =>
  useQuery({
    queryKey: instructorKeys.lessonOffer(slug),
    queryFn: async () =>
      dataOf<LessonOffer | null>(
        await api.get(`/api/v2/instructors/${encodeURIComponent(slug)}/lessons`),
      ),
    retry: false,
  });

export const useFreeSlots = (slug: string, typeId: string | null, from: Date, to: Date) =>
  useQuery({
    queryKey: instructorKeys.freeSlots(slug, typeId ?? '', from.toISOString()),
    queryFn: async () => {
      const query = `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
      return dataOf<FreeSlots>(
        await api.get(
          `/api/v2/instructors/${encodeURIComponent(slug)}/lessons/${typeId}/slots?${query}`,
        ),
      );
    },
    enabled: typeId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useBookLesson(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { typeId: string; start: string; transactionId: string }) =>
      api.post(`/api/v2/instructors/${encodeURIComponent(slug)}/lessons/${input.typeId}/bookings`, {
        start: input.start,
        transactionId: input.transactionId,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: instructorKeys.slotsOf(slug) });
      void queryClient.invalidateQueries({ queryKey: instructorKeys.myLessons() });
    },
  });
}

export const useMyLessons = () =>
  useQuery({
    queryKey: instructorKeys.myLessons(),
    queryFn: async () => dataOf<LessonBooking[]>(await api.get('/api/v2/lessons/mine')),
    staleTime: 0,
  });

export function useCancelLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/v2/lessons/${id}/cancel`, {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: instructorKeys.myLessons() });
      void queryClient.invalidateQueries({ queryKey: instructorKeys.allSlots() });
    },
  });
}
