/** Profile statuses. Only pending_approval and unauthorized block the app (spec section 6). */
export const PROFILE_STATUSES = ['active', 'pending_approval', 'unauthorized', 'deactivated'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export function blocksApp(status: string | null | undefined): boolean {
  return status === 'pending_approval' || status === 'unauthorized';
}
