import { ENROLMENT_STATUS, type EnrolmentStatus } from '../codes/enrolment-status';
import { FUEL_TYPE, type FuelType } from '../codes/fuel-type';
import { isOptedIn, type OptIn } from '../codes/opt-in';
import { TENANT_PORTAL_STORAGE } from '../codes/tenant-portal-storage';
import type { BrandFlags } from '../schemas/brand';
import { countsAsOptedIn } from './card-status';
import { canEnergyOpen } from './energy-block';
import { ROUTES } from './routes';

/**
 * What the next-page rules (service-journeys 4) read about one mover: fields of the enrolment and
 * its confirmation summary, plus the tariff the mover has chosen. Nothing else, so the web guard
 * and the API's order check build the same value.
 */
export type JourneySnapshot = {
  /** "Nothing happens without an enrolment id." */
  enrolmentId: string | null;
  status: EnrolmentStatus | null;
  /** The stored portal value that remembers the mover's step (see TENANT_PORTAL_STORAGE). */
  tenantPortalStorage: string | null;
  /** When the confirmation page was last shown (ISO date-time), null if never. */
  confirmationPageLastViewed: string | null;

  /** Consent flags: null until product selection has been answered. */
  energyConsented: boolean | null;
  entertainmentConsented: boolean | null;
  councilConsented: boolean | null;
  waterConsented: boolean | null;
  /** OptIn answers per product: 1 yes, 0 no, null not asked. */
  energyOptIn: OptIn | null;
  entertainmentOptIn: OptIn | null;
  councilOptIn: OptIn | null;
  waterOptIn: OptIn | null;
  councilIsMandatory: boolean;
  waterIsMandatory: boolean;
  councilComplete: boolean;
  waterComplete: boolean;

  energyComplete: boolean;
  energySkipped: boolean;
  quotableEnergy: boolean;
  isMoveInDateInRange: boolean;
  /** A tariff is chosen and stored (the primary one, or the gas one for mixed meters). */
  hasStoredTariff: boolean;
  hasStoredSecondaryTariff: boolean;
  /** Supply check facts: which fuels the supplier holds a supply for at the new address. */
  fuelType: FuelType | null;
  fuelSupplyChecked: boolean;
  supplyElec: boolean | null;
  supplyGas: boolean | null;
  supportsFastSwitch: boolean;

  entertainmentComplete: boolean;
  entertainmentSkipped: boolean;
  skyComplete: boolean;
  broadbandComplete: boolean;
  wombbUserConfirmed: boolean;
  wombbComplete: boolean;
  wombbSkipped: boolean;
};

/** The experiments and feature flags the rules read, as the brand resolves them. */
export type JourneyFlags = Pick<
  BrandFlags,
  'onboardingJourney' | 'ctwbJourneyToggle' | 'priorityAccess' | 'fasterSwitching'
>;

/** A path next-page can send a mover to (fixed paths only; builders add tariff parts). */
export type JourneyRoute = (typeof ROUTES)[keyof typeof ROUTES];

// "Status missing or at most detailsPopulated" is read as "not yet detailsPopulated": rule 4
// needs status >= detailsPopulated and could otherwise never be reached (DECISIONS-domain.md).
function isBeforeDetailsPopulated(status: EnrolmentStatus | null): boolean {
  return status === null || status < ENROLMENT_STATUS.detailsPopulated;
}

function isDetailsPopulated(status: EnrolmentStatus | null): boolean {
  return status !== null && status >= ENROLMENT_STATUS.detailsPopulated;
}

/** Rule 5's "council or water opted in or mandatory", for the combined journey. */
function isCouncilOrWaterWanted(s: JourneySnapshot): boolean {
  return (
    isOptedIn(s.councilOptIn) ||
    isOptedIn(s.waterOptIn) ||
    s.councilIsMandatory ||
    s.waterIsMandatory
  );
}

/** Council and water are notified together, so one completion closes the shared page. */
function isCouncilOrWaterComplete(s: JourneySnapshot): boolean {
  return s.councilComplete || s.waterComplete;
}

/** Rule 7: the mover wants energy, it can open (energy-availability), and it is not finished or skipped. */
export function isEnergyOpen(s: JourneySnapshot): boolean {
  return (
    s.energyConsented === true &&
    isOptedIn(s.energyOptIn) &&
    canEnergyOpen(s) &&
    !s.energyComplete &&
    !s.energySkipped
  );
}

export function hasChosenTariff(s: JourneySnapshot): boolean {
  return s.hasStoredTariff || s.hasStoredSecondaryTariff;
}

/** Rule 10's supply fact: the check ran and a fuel the mover needs has no supply with the supplier. */
export function isSupplyMissingForSupplier(
  s: Pick<JourneySnapshot, 'fuelSupplyChecked' | 'fuelType' | 'supplyElec' | 'supplyGas'>,
): boolean {
  if (!s.fuelSupplyChecked) return false;
  const fuelType = s.fuelType ?? FUEL_TYPE.dualFuel;
  const needsElec = fuelType !== FUEL_TYPE.gas;
  const needsGas = fuelType !== FUEL_TYPE.electric;
  return (needsElec && s.supplyElec !== true) || (needsGas && s.supplyGas !== true);
}

/** Any of these means the broadband/TV journey has reached its end for now. */
export function isEntertainmentDone(s: JourneySnapshot): boolean {
  return (
    s.entertainmentComplete ||
    s.skyComplete ||
    s.broadbandComplete ||
    s.wombbUserConfirmed ||
    s.wombbComplete
  );
}

export function isEntertainmentOpen(s: JourneySnapshot): boolean {
  return (
    s.entertainmentConsented === true &&
    isOptedIn(s.entertainmentOptIn) &&
    !isEntertainmentDone(s) &&
    !s.entertainmentSkipped &&
    !s.wombbSkipped
  );
}

/** Rule 12's "all consented services are done, skipped or not applicable". */
export function areServicesSettled(s: JourneySnapshot, flags: JourneyFlags): boolean {
  const wantsCouncilOrWater =
    countsAsOptedIn(
      { isOptedIn: optInAsBoolean(s.councilOptIn), isConsented: s.councilConsented },
      flags.ctwbJourneyToggle,
    ) ||
    countsAsOptedIn(
      { isOptedIn: optInAsBoolean(s.waterOptIn), isConsented: s.waterConsented },
      flags.ctwbJourneyToggle,
    ) ||
    (flags.ctwbJourneyToggle && (s.councilIsMandatory || s.waterIsMandatory));
  const councilSettled = !wantsCouncilOrWater || isCouncilOrWaterComplete(s);
  // Energy that can never be quoted is "not applicable"; energy waiting for the move-in window
  // is not settled, so a mover in that state falls to the caller's fallback.
  const wantsEnergy = s.energyConsented === true && isOptedIn(s.energyOptIn);
  const energySettled = !wantsEnergy || !s.quotableEnergy || s.energyComplete || s.energySkipped;
  const wantsEntertainment = s.entertainmentConsented === true && isOptedIn(s.entertainmentOptIn);
  const entertainmentSettled =
    !wantsEntertainment || isEntertainmentDone(s) || s.entertainmentSkipped || s.wombbSkipped;
  return councilSettled && energySettled && entertainmentSettled;
}

function optInAsBoolean(value: OptIn | null): boolean | null {
  return value === null ? null : isOptedIn(value);
}

export type JourneyRule = {
  /** The rule's number in service-journeys section 4. */
  rule: number;
  /** Where next-page sends the mover when this rule is the first that applies. */
  route: JourneyRoute;
  /** Every page this rule opens (a guard lets the mover stay on any of them). */
  opens: readonly JourneyRoute[];
  applies: (snapshot: JourneySnapshot, flags: JourneyFlags) => boolean;
};

/**
 * The numbered next-page rules, in the spec's order; the first that applies wins. Rules 8 to 10
 * open energy sub-pages and require rule 7's energy conditions, so next-page itself always
 * resumes energy at the usage page; the rules matter to the guard and to nextEnergyStep.
 */
export const JOURNEY_RULES: readonly JourneyRule[] = [
  {
    rule: 1,
    route: ROUTES.onboardingConfirm,
    opens: [ROUTES.onboardingConfirm],
    applies: (s, f) => f.onboardingJourney && isBeforeDetailsPopulated(s.status),
  },
  {
    rule: 2,
    route: ROUTES.pendingPersonalDetails,
    opens: [ROUTES.pendingPersonalDetails],
    applies: (s, f) => !f.onboardingJourney && isBeforeDetailsPopulated(s.status),
  },
  {
    rule: 3,
    route: ROUTES.movingDetails,
    opens: [ROUTES.movingDetails],
    applies: (s, f) =>
      !f.onboardingJourney &&
      (s.tenantPortalStorage === TENANT_PORTAL_STORAGE.movingDetails ||
        isBeforeDetailsPopulated(s.status)),
  },
  {
    rule: 4,
    route: ROUTES.productSelection,
    opens: [ROUTES.productSelection],
    applies: (s) =>
      isDetailsPopulated(s.status) &&
      s.energyConsented === null &&
      s.entertainmentConsented === null,
  },
  {
    rule: 5,
    route: ROUTES.councilServicesUpfront,
    opens: [ROUTES.councilServicesUpfront],
    applies: (s, f) =>
      f.ctwbJourneyToggle &&
      isDetailsPopulated(s.status) &&
      isCouncilOrWaterWanted(s) &&
      !isCouncilOrWaterComplete(s),
  },
  {
    rule: 6,
    route: ROUTES.councilServices,
    opens: [ROUTES.councilServices],
    applies: (s, f) =>
      !f.ctwbJourneyToggle &&
      (s.councilConsented === true || s.waterConsented === true) &&
      !isCouncilOrWaterComplete(s),
  },
  {
    rule: 7,
    route: ROUTES.energyUsage,
    opens: [ROUTES.energyUsage, ROUTES.energyList, ROUTES.energyPayment],
    applies: (s) => isEnergyOpen(s),
  },
  {
    rule: 8,
    route: ROUTES.energySignup,
    opens: [ROUTES.energySignup],
    applies: (s) => isEnergyOpen(s) && hasChosenTariff(s),
  },
  {
    rule: 9,
    route: ROUTES.energyPsr,
    opens: [ROUTES.energyPsr],
    applies: (s, f) => isEnergyOpen(s) && hasChosenTariff(s) && f.priorityAccess,
  },
  {
    rule: 10,
    route: ROUTES.energySwitch,
    opens: [ROUTES.energySwitch],
    // Read with the page's own words (docs/decisions.md): the page opens whenever the supplier
    // holds no supply for a fuel the mover needs. Fast switching (supportsFastSwitch with the
    // FasterSwitching flag) decides what it says, not whether it opens: without the flag it says
    // switching takes up to 21 days; without known meter details the earliest date is 18 working
    // days away; otherwise the date can be within days.
    applies: (s) => isEnergyOpen(s) && isSupplyMissingForSupplier(s),
  },
  {
    rule: 11,
    route: ROUTES.broadbandList,
    opens: [ROUTES.broadbandList],
    applies: (s) => isEntertainmentOpen(s),
  },
  {
    rule: 12,
    route: ROUTES.confirmation,
    opens: [ROUTES.confirmation],
    applies: (s, f) =>
      s.tenantPortalStorage === TENANT_PORTAL_STORAGE.enrolmentCompleted ||
      areServicesSettled(s, f) ||
      s.confirmationPageLastViewed !== null,
  },
];

/** The first rule that applies, or null (no enrolment id, or no rule). */
export function firstApplyingRule(
  snapshot: JourneySnapshot | null,
  flags: JourneyFlags,
): JourneyRule | null {
  if (!snapshot?.enrolmentId) return null;
  return JOURNEY_RULES.find((rule) => rule.applies(snapshot, flags)) ?? null;
}

/**
 * Where the mover goes next (service-journeys 4). Null without an enrolment id; when no rule
 * applies, the confirmation page or the given fallback.
 */
export function nextPage(
  snapshot: JourneySnapshot | null,
  flags: JourneyFlags,
  fallback: JourneyRoute = ROUTES.confirmation,
): JourneyRoute | null {
  if (!snapshot?.enrolmentId) return null;
  return firstApplyingRule(snapshot, flags)?.route ?? fallback;
}

// Sub-pages that share a rule with a listed page: tariff details and parameterised energy pages
// belong to the energy group; package details and provider sign-up to the broadband list.
const PAGE_FAMILY: ReadonlyArray<readonly [prefix: string, governedBy: JourneyRoute]> = [
  ['/enrolment/energy/details', ROUTES.energyList],
  [ROUTES.energySignup, ROUTES.energySignup],
  [ROUTES.energySwitch, ROUTES.energySwitch],
  [ROUTES.energyPsr, ROUTES.energyPsr],
  [ROUTES.energyPayment, ROUTES.energyPayment],
  ['/enrolment/entertainment/', ROUTES.broadbandList],
];

function governingRoute(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? path;
  const trimmed = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  const family = PAGE_FAMILY.find(
    ([prefix]) =>
      trimmed === prefix || trimmed.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
  return family ? family[1] : trimmed;
}

/**
 * Pages a mover with an enrolment may always open: the date and address (and the details behind
 * them) can be changed at any step, and saving them runs the next-page rules again.
 */
export const ALWAYS_OPEN_ROUTES: readonly JourneyRoute[] = [
  ROUTES.movingDetails,
  ROUTES.personalDetails,
];

/** Rules 1–3 (personal details, moving details) hold every later page shut while they apply. */
const LAST_GATE_RULE = 3;

/**
 * Whether the mover may stay on this page (the route guard; the API's order check too).
 * Moving details and personal details are always open. While one of rules 1–3 applies, only the
 * pages that rule opens are. After that a page no rule governs (offers, flatmates, confirmation)
 * is open, and a governed page is open while its rule applies. When closed, redirect to nextPage(...).
 */
export function isRouteOpen(
  path: string,
  snapshot: JourneySnapshot | null,
  flags: JourneyFlags,
): boolean {
  if (!snapshot?.enrolmentId) return false;
  const route = governingRoute(path);
  if ((ALWAYS_OPEN_ROUTES as readonly string[]).includes(route)) return true;
  const gate = firstApplyingRule(snapshot, flags);
  if (gate && gate.rule <= LAST_GATE_RULE) return (gate.opens as readonly string[]).includes(route);
  if (route === ROUTES.confirmation) return true;
  const governing = JOURNEY_RULES.filter((rule) =>
    (rule.opens as readonly string[]).includes(route),
  );
  if (governing.length === 0) return true;
  return governing.some((rule) => rule.applies(snapshot, flags));
}

/** Energy pages after a tariff is chosen, in the order the pages lead (service-journeys 2). */
export const ENERGY_STEPS = [
  ROUTES.energySignup,
  ROUTES.energySwitch,
  ROUTES.energyPsr,
  ROUTES.energyPayment,
] as const;
export type EnergyStep = (typeof ENERGY_STEPS)[number];

/**
 * The next applicable energy page after `from` ("Set this up" on details goes to the next of
 * signup, switch, psr, payment). When energy is no longer open, falls back to nextPage.
 */
export function nextEnergyStep(
  from: typeof ROUTES.energyList | EnergyStep,
  snapshot: JourneySnapshot,
  flags: JourneyFlags,
): JourneyRoute | null {
  const start = from === ROUTES.energyList ? 0 : ENERGY_STEPS.indexOf(from) + 1;
  const step = ENERGY_STEPS.slice(start).find((route) => isRouteOpen(route, snapshot, flags));
  return step ?? nextPage(snapshot, flags);
}

/** The page "Back" leads to from an energy step: the previous open step, else the tariff list. */
export function previousEnergyStep(
  from: EnergyStep,
  snapshot: JourneySnapshot,
  flags: JourneyFlags,
): JourneyRoute {
  const before = ENERGY_STEPS.slice(0, ENERGY_STEPS.indexOf(from)).reverse();
  return before.find((route) => isRouteOpen(route, snapshot, flags)) ?? ROUTES.energyList;
}

/**
 * Where the auto log-in (/log-in/{loginToken}) lands: the first incomplete step among pending
 * personal details, moving details, council-services-upfront, product-selection,
 * council-services, energy usage, broadband list, then confirmation.
 */
export function nextIncompleteStep(
  snapshot: JourneySnapshot | null,
  flags: JourneyFlags,
): JourneyRoute | null {
  if (!snapshot?.enrolmentId) return null;
  const rule = (n: number): boolean =>
    JOURNEY_RULES.find((r) => r.rule === n)?.applies(snapshot, flags) ?? false;
  if (isBeforeDetailsPopulated(snapshot.status)) return ROUTES.pendingPersonalDetails;
  if (rule(3)) return ROUTES.movingDetails;
  if (rule(5)) return ROUTES.councilServicesUpfront;
  if (rule(4)) return ROUTES.productSelection;
  if (rule(6)) return ROUTES.councilServices;
  if (rule(7)) return ROUTES.energyUsage;
  if (rule(11)) return ROUTES.broadbandList;
  return ROUTES.confirmation;
}
