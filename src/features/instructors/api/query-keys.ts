// Query keys of instructor profiles: the public pages and list, the signed-in account's own, and
// private lessons (settings, slots, booked lessons).
import type { InstructorListQuery } from '@/contract/instructors';

export const instructorKeys = {
  pages: () => ['instructor-page'] as const,
  page: (slug: string) => ['instructor-page', slug] as const,
  list: (query: InstructorListQuery) => ['instructors', query] as const,
  own: () => ['instructor', 'own-profile'] as const,
  namings: () => ['instructor', 'namings'] as const,
  lessonSettings: () => ['instructor', 'lesson-settings'] as const,
  taughtLessons: () => ['instructor', 'taught-lessons'] as const,
  lessonOffers: () => ['instructor-lessons'] as const,
  lessonOffer: (slug: string) => ['instructor-lessons', slug] as const,
  allSlots: () => ['instructor-slots'] as const,
  slotsOf: (slug: string) => ['instructor-slots', slug] as const,
  freeSlots: (slug: string, typeId: string, from: string) =>
    ['instructor-slots', slug, typeId, from] as const,
  myLessons: () => ['lessons', 'mine'] as const,
};
