import { getInviteInfo } from './api';

type InfoRequest = ReturnType<typeof getInviteInfo>;

const started = new Map<string, InfoRequest>();

/**
 * Started by the route (routes.ts) while the page's code downloads, so that the greeting, the
 * page's largest text, does not wait for the page to render and then for one more round trip
 * (issue 9: about 0.25 s of /Invite's LCP on Slow 4G).
 */
export function startInviteInfo(inviteId: string | null): void {
  if (!inviteId || started.has(inviteId)) return;
  const request = getInviteInfo(inviteId);
  // The page takes it and reports a failure; until then a rejection must not go unhandled.
  request.catch(() => undefined);
  started.set(inviteId, request);
}

/** The request started for this invitation, or a new one: each started request is handed out once. */
export function takeInviteInfo(inviteId: string): InfoRequest {
  const request = started.get(inviteId) ?? getInviteInfo(inviteId);
  started.delete(inviteId);
  return request;
}
