// The last profile loaded, kept so a signed-in user stays signed in while offline.
// Per-user data: cleared on sign-out.
import type { Profile } from '@/contract/account';

export const PROFILE_CACHE_KEY = 'floorcraft-profile';

export const profileCache = {
  async read(accountId: string): Promise<Profile | null> {
    const { profileSchema } = await import('./auth-schemas');
    try {
      const parsed = profileSchema.safeParse(
        JSON.parse(localStorage.getItem(PROFILE_CACHE_KEY) ?? 'null'),
      );
      return parsed.success && parsed.data.accountId === accountId ? parsed.data : null;
    } catch {
      return null;
    }
  },
  write(profile: Profile): void {
    localStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify(profile));
  },
  clear(): void {
    localStorage.removeItem(PROFILE_CACHE_KEY);
  },
};
