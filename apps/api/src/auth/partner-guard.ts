import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../http/app-error';

export const PARTNER_KEY_MESSAGE =
  'A valid partner API key is required: send it as "Authorization: Bearer <key>".';

/** The partner a key belongs to. */
export type PartnerKeyHolder = { keyId: number; brandId: number };

/** What the guard asks of the partner keys (the partner-leads feature's service answers it). */
export type PartnerKeyAuthenticator = {
  authenticate(key: string): Promise<PartnerKeyHolder | null>;
};

const holders = new WeakMap<FastifyRequest, PartnerKeyHolder>();

/**
 * The partner-route guard: a partner API key, not a JWT. Separate from requireKind so a mover's
 * or the app's token never opens a partner route, and a partner key never opens a mover's.
 */
export function createRequirePartnerKey(
  partnerKeys: PartnerKeyAuthenticator,
): onRequestHookHandler {
  return async function requirePartnerKey(request) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const holder = match?.[1] ? await partnerKeys.authenticate(match[1]) : null;
    if (!holder) throw new AppError('PARTNER_KEY_REQUIRED', PARTNER_KEY_MESSAGE, { status: 401 });
    holders.set(request, holder);
  };
}

/** The partner a guarded request was made for. */
export function partnerOf(request: FastifyRequest): PartnerKeyHolder {
  const holder = holders.get(request);
  if (!holder) throw new Error('partnerOf() called on a route without the partner key guard');
  return holder;
}
