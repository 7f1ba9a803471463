import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { isOptedIn } from '@threshold/domain/codes/opt-in';
import { TENANT_PORTAL_STORAGE } from '@threshold/domain/codes/tenant-portal-storage';
import {
  JOURNEY_RULES,
  firstApplyingRule,
  isEntertainmentDone,
  type JourneyFlags,
  type JourneySnapshot,
} from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';

/** The shell's journey stages (portal-access 4, telephony stages; issue 9 names these seven). */
export const JOURNEY_STAGES = [
  { key: 'personal', label: 'Personal details' },
  { key: 'movingDetails', label: 'Moving details' },
  { key: 'products', label: 'Products' },
  { key: 'council', label: 'Council' },
  { key: 'energy', label: 'Energy' },
  { key: 'entertainment', label: 'Entertainment' },
  { key: 'confirmation', label: 'Confirmation' },
] as const;
export type JourneyStageKey = (typeof JOURNEY_STAGES)[number]['key'];

// Longest prefix first is not needed: no prefix here is the start of another.
const STAGE_OF_PATH: ReadonlyArray<readonly [prefix: string, stage: JourneyStageKey]> = [
  [ROUTES.personalDetails, 'personal'],
  [ROUTES.movingDetails, 'movingDetails'],
  [ROUTES.productSelection, 'products'],
  [ROUTES.councilServicesUpfront, 'council'],
  [ROUTES.councilServices, 'council'],
  ['/enrolment/energy', 'energy'],
  ['/enrolment/entertainment', 'entertainment'],
  // Offers and flatmates are reached from the confirmation page and belong to its stage.
  [ROUTES.offers, 'confirmation'],
  [ROUTES.tellYourFlatmates, 'confirmation'],
  [ROUTES.confirmation, 'confirmation'],
];

/** The stage a path (without the brand prefix) belongs to, or null for a page outside them. */
export function stageOfPath(path: string): JourneyStageKey | null {
  const clean = (path.split(/[?#]/)[0] ?? path).replace(/\/+$/, '');
  const found = STAGE_OF_PATH.find(
    ([prefix]) => clean === prefix || clean.startsWith(`${prefix}/`),
  );
  return found ? found[1] : null;
}

const applies = (rule: number, s: JourneySnapshot, flags: JourneyFlags): boolean =>
  JOURNEY_RULES.find((r) => r.rule === rule)?.applies(s, flags) ?? false;

/**
 * Stages with nothing left for the mover to do: finished, skipped, or not wanted once products
 * are chosen. Read from the same snapshot the guard and the next-page rules use.
 */
export function completedStages(
  s: JourneySnapshot,
  flags: JourneyFlags,
): ReadonlySet<JourneyStageKey> {
  const done = new Set<JourneyStageKey>();
  const status = s.status ?? ENROLMENT_STATUS.pending;
  if (status < ENROLMENT_STATUS.detailsPopulated) return done;
  done.add('personal');
  const gate = firstApplyingRule(s, flags);
  if (gate && gate.rule <= 3) return done;
  done.add('movingDetails');
  if (s.energyConsented === null && s.entertainmentConsented === null) return done;
  done.add('products');
  if (!applies(5, s, flags) && !applies(6, s, flags)) done.add('council');
  const wantsEnergy = s.energyConsented === true && isOptedIn(s.energyOptIn);
  if (!wantsEnergy || !s.quotableEnergy || s.energyComplete || s.energySkipped) {
    done.add('energy');
  }
  const wantsEntertainment = s.entertainmentConsented === true && isOptedIn(s.entertainmentOptIn);
  if (!wantsEntertainment || isEntertainmentDone(s) || s.entertainmentSkipped || s.wombbSkipped) {
    done.add('entertainment');
  }
  if (
    s.tenantPortalStorage === TENANT_PORTAL_STORAGE.enrolmentCompleted ||
    status >= ENROLMENT_STATUS.complete
  ) {
    done.add('confirmation');
  }
  return done;
}
