// Query keys of instructor profiles: the public pages and list, and the signed-in account's own.
import type { InstructorListQuery } from '@/contract/instructors';

export const instructorKeys = {
  pages: () => ['instructor-page'] as const,
  page: (slug: string) => ['instructor-page', slug] as const,
  list: (query: InstructorListQuery) => ['instructors', query] as const,
  own: () => ['instructor', 'own-profile'] as const,
  namings: () => ['instructor', 'namings'] as const,
};
