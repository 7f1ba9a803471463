import { ROUTES } from '../journey/routes';

/**
 * The step an invite's link opens (Send invite, portal-access 4): the link logs the mover in and
 * goes there (the journey guard still decides whether it is open). The auto log-in page follows a
 * `to` of these paths only, so a link cannot send anyone anywhere else.
 */
export const INVITE_ROUTES = {
  energy: ROUTES.energyUsage,
  broadband: ROUTES.broadbandList,
} as const;

export function inviteRouteOf(to: string | null): string | null {
  return Object.values(INVITE_ROUTES).find((route) => route === to) ?? null;
}
