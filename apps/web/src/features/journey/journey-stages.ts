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

/**
 * The telephony stages (portal-access 4), shown in agent mode. The spec lists eight; we show the
 * seven issue 9 names (property and select are the one product-selection page, "Products").
 */
export const TELEPHONY_STAGES = [
  { key: 'personal', label: 'Personal details' },
  { key: 'movingDetails', label: 'Moving details' },
  { key: 'products', label: 'Products' },
  { key: 'council', label: 'Council' },
  { key: 'energy', label: 'Energy' },
  { key: 'entertainment', label: 'Entertainment' },
  { key: 'confirmation', label: 'Confirmation' },
] as const;
export type JourneyStageKey = (typeof TELEPHONY_STAGES)[number]['key'];

/**
 * The shell's stages for movers (portal-access 4: pending, pending substep, property, property
 * substep, services, complete), each pair one step under a reader's label: pending → Your details,
 * property → Your new home, services (council and water, products, energy, entertainment) →
 * Services, complete (confirmation, offers, flatmates) → Complete.
 */
export const MOVER_STAGES = [
  { key: 'details', label: 'Your details' },
  { key: 'home', label: 'Your new home' },
  { key: 'services', label: 'Services' },
  { key: 'complete', label: 'Complete' },
] as const;
export type MoverStageKey = (typeof MOVER_STAGES)[number]['key'];

const MOVER_STAGE_OF: Record<JourneyStageKey, MoverStageKey> = {
  personal: 'details',
  movingDetails: 'home',
  products: 'services',
  council: 'services',
  energy: 'services',
  entertainment: 'services',
  confirmation: 'complete',
};

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

/** One side's stages: their order and labels, the stage of a path, and the finished ones. */
export type StageSet = {
  stages: ReadonlyArray<{ key: string; label: string }>;
  stageOfPath: (path: string) => string | null;
  completed: (s: JourneySnapshot, flags: JourneyFlags) => ReadonlySet<string>;
};

const TELEPHONY_STAGE_SET: StageSet = {
  stages: TELEPHONY_STAGES,
  stageOfPath,
  completed: completedStages,
};

const MOVER_STAGE_SET: StageSet = {
  stages: MOVER_STAGES,
  stageOfPath: (path) => {
    const stage = stageOfPath(path);
    return stage ? MOVER_STAGE_OF[stage] : null;
  },
  // A mover's stage is finished when every telephony stage inside it is.
  completed: (s, flags) => {
    const done = completedStages(s, flags);
    return new Set(
      MOVER_STAGES.map(({ key }) => key).filter((key) =>
        TELEPHONY_STAGES.every((stage) => MOVER_STAGE_OF[stage.key] !== key || done.has(stage.key)),
      ),
    );
  },
};

/** Each side gets the stages the spec gives it: the telephony stages in agent mode, else the shell's. */
export function stageSetFor(isAgentMode: boolean): StageSet {
  return isAgentMode ? TELEPHONY_STAGE_SET : MOVER_STAGE_SET;
}
