// GET /api/v2/instructors?style=&city=&q=&page=: one page of the instructors list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { instructorListResponseSchema, type InstructorListQuery } from '@/contract/instructors';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { instructorKeys } from './query-keys';

const getInstructors = async (query: InstructorListQuery) => {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params[key] = String(value);
  return instructorListResponseSchema.parse(unwrap(await api.get('/api/v2/instructors', params)))
    .data;
};

export const useInstructors = (query: InstructorListQuery) =>
  useQuery({
    queryKey: instructorKeys.list(query),
    queryFn: () => getInstructors(query),
    placeholderData: keepPreviousData,
  });
