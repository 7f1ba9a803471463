import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import type { AppContext, FeatureRoutes } from '../../app-context';
import type { BrandService } from '../brand/brand.service';
import type { PartnerKeysService } from '../partner-leads/partner-keys.service';
import type { PartnerLeadsService } from '../partner-leads/partner-leads.service';
import { partnerConsoleRoutes } from './partner-console.routes';
import { partnerOperatorRoutes } from './partner-operator.routes';
import { createPartnerSignInService } from './partner-sign-in.service';
import { createPartnerUsersRepo } from './partner-users.repo';
import { createPartnerUsersService } from './partner-users.service';

/** Sign-in codes per IP per minute: the movers' one-time code limits. */
const CODES_PER_MINUTE = { sendsPerMinute: 10, attemptsPerMinute: 30 };

/** The partner console (issue 22): partner users, their sign-in, and operators' partner calls. */
export function createPartnerConsoleFeature(
  shared: AppContext,
  deps: {
    brandService: BrandService;
    partnerKeysService: PartnerKeysService;
    partnerLeadsService: PartnerLeadsService;
  },
) {
  const { brandService } = deps;
  const repo = createPartnerUsersRepo(shared.database.db);
  let defaultBrandId: number | undefined;
  const partnerSignInService = createPartnerSignInService({
    db: shared.database.db,
    repo,
    accessTokens: shared.accessTokens,
    authenticator: shared.authenticator,
    hasher: shared.secretHasher,
    rateLimitCounters: shared.rateLimitCounters,
    outbox: shared.outbox,
    clock: shared.clock,
    defaultBrandId: async () => {
      defaultBrandId ??= (await brandService.findChain(DEFAULT_BRAND_ROUTE))[0]?.id;
      if (defaultBrandId === undefined) throw new Error('the default brand is not seeded');
      return defaultBrandId;
    },
    sendsPerIpPerMinute: CODES_PER_MINUTE.sendsPerMinute,
  });
  const partnerUsersService = createPartnerUsersService({
    db: shared.database.db,
    repo,
    brandService,
    authenticator: shared.authenticator,
    outbox: shared.outbox,
    clock: shared.clock,
    publicBaseUrl: shared.config.publicBaseUrl,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(partnerConsoleRoutes, {
      partnerSignInService,
      partnerUsersService,
      requireKind: shared.requireKind,
      ...CODES_PER_MINUTE,
    });
    await api.register(partnerOperatorRoutes, {
      partnerUsersService,
      partnerKeysService: deps.partnerKeysService,
      partnerLeadsService: deps.partnerLeadsService,
      operatorKey: shared.config.operatorKey,
      showsInvitationLinks: shared.config.nodeEnv !== 'production',
    });
  };
  return { partnerUsersService, routes };
}
