// GET /api/v2/images/{key}?format=base64 with the organiser's token: a draft's image is readable
// by its school only (an <img> cannot send the token), so the wizard previews it from this.
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lazySchema } from '@/contract/lazy-schema';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { ticketingKeys } from '@/lib/query-keys';

const responseSchema = lazySchema(() => z.object({ imageBase64: z.string() }));

export const useDraftImage = (key: string | null) =>
  useQuery({
    queryKey: ticketingKeys.draftImage(key),
    queryFn: async () =>
      responseSchema.parse(unwrap(await api.get(`/api/v2/images/${key}`, { format: 'base64' })))
        .imageBase64,
    enabled: key !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    // Megabytes of image have no place in the persisted cache (local storage).
    meta: { persist: false },
  });
