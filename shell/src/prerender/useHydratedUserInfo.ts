import { useHydrated, useUserInfo, type UserInfo } from '@tcm/shared/core';

/**
 * The logged-in account as the page may show it: none while the prerendered HTML is hydrated (that
 * HTML was made for nobody in particular), the real one from the next render on.
 */
export function useHydratedUserInfo(): { hydrated: boolean; userInfo: UserInfo | null } {
  const hydrated = useHydrated();
  const userInfo = useUserInfo();
  return { hydrated, userInfo: hydrated ? userInfo : null };
}
