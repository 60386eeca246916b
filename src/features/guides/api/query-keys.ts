// Query keys of local guides: the public pages and list, and the signed-in account's own guide
// profile, picks, messages and application, an answer a guide sent it, and the administrators'
// review queue.
import type { GuideListQuery } from '@/contract/guides';

export const guideKeys = {
  pages: () => ['guide-page'] as const,
  page: (handle: string) => ['guide-page', handle] as const,
  list: (query: GuideListQuery) => ['guides', query] as const,
  own: () => ['guide', 'own-profile'] as const,
  picks: () => ['guide', 'picks'] as const,
  messages: () => ['guide', 'messages'] as const,
  message: (id: string) => ['guide', 'messages', id] as const,
  answer: (id: string) => ['guide', 'answers', id] as const,
  application: () => ['guide', 'application'] as const,
  review: () => ['guide', 'review'] as const,
};
