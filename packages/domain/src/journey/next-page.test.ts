import { describe, expect, it } from 'vitest';
import { ENROLMENT_STATUS } from '../codes/enrolment-status';
import { OPT_IN } from '../codes/opt-in';
import {
  JOURNEY_RULES,
  isRouteOpen,
  nextEnergyStep,
  nextIncompleteStep,
  nextPage,
  previousEnergyStep,
  type JourneyFlags,
  type JourneyRoute,
  type JourneySnapshot,
} from './next-page';
import { ROUTES, energyDetailsPath, energySignupPath, broadbandDetailsPath } from './routes';

const flagsOff: JourneyFlags = {
  onboardingJourney: false,
  ctwbJourneyToggle: false,
  priorityAccess: false,
  fasterSwitching: false,
};

/** A mover who has confirmed personal details and moving details, before product selection. */
const detailsPopulated: JourneySnapshot = {
  enrolmentId: 'enrolment-1',
  status: ENROLMENT_STATUS.detailsPopulated,
  tenantPortalStorage: null,
  confirmationPageLastViewed: null,
  energyConsented: null,
  entertainmentConsented: null,
  councilConsented: null,
  waterConsented: null,
  energyOptIn: null,
  entertainmentOptIn: null,
  councilOptIn: null,
  waterOptIn: null,
  councilIsMandatory: false,
  waterIsMandatory: false,
  councilComplete: false,
  waterComplete: false,
  energyComplete: false,
  energySkipped: false,
  quotableEnergy: true,
  isMoveInDateInRange: true,
  hasStoredTariff: false,
  hasStoredSecondaryTariff: false,
  fuelType: 'DualFuel',
  fuelSupplyChecked: false,
  supplyElec: null,
  supplyGas: null,
  supportsFastSwitch: false,
  entertainmentComplete: false,
  entertainmentSkipped: false,
  skyComplete: false,
  broadbandComplete: false,
  wombbUserConfirmed: false,
  wombbComplete: false,
  wombbSkipped: false,
};

/** Product selection answered: energy and broadband wanted, council and water not. */
const chosenEnergyAndBroadband: JourneySnapshot = {
  ...detailsPopulated,
  energyConsented: true,
  energyOptIn: 1,
  entertainmentConsented: true,
  entertainmentOptIn: 1,
  councilConsented: false,
  waterConsented: false,
  councilOptIn: 0,
  waterOptIn: 0,
};

const chosenNothing: JourneySnapshot = {
  ...detailsPopulated,
  energyConsented: false,
  energyOptIn: 0,
  entertainmentConsented: false,
  entertainmentOptIn: 0,
  councilConsented: false,
  waterConsented: false,
  councilOptIn: 0,
  waterOptIn: 0,
};

const energyWithTariff: JourneySnapshot = { ...chosenEnergyAndBroadband, hasStoredTariff: true };
const supplyMissingWithFastSwitch: Partial<JourneySnapshot> = {
  fuelSupplyChecked: true,
  supplyElec: false,
  supplyGas: true,
  supportsFastSwitch: true,
};

type RuleRow = {
  rule: number;
  sees: string;
  snapshot: JourneySnapshot;
  flags?: Partial<JourneyFlags>;
  goesTo: JourneyRoute;
  /** For rules 8–10, which open an energy sub-page rather than being a resume point. */
  opens?: JourneyRoute;
};

const ruleRows: RuleRow[] = [
  {
    rule: 1,
    sees: 'a mover who has not confirmed personal details reviews them on the onboarding confirm page',
    snapshot: { ...detailsPopulated, status: ENROLMENT_STATUS.open },
    flags: { onboardingJourney: true },
    goesTo: ROUTES.onboardingConfirm,
  },
  {
    rule: 2,
    sees: 'without the onboarding journey the same mover goes to pending personal details',
    snapshot: { ...detailsPopulated, status: ENROLMENT_STATUS.pending },
    goesTo: ROUTES.pendingPersonalDetails,
  },
  {
    rule: 3,
    sees: 'a mover whose stored step is moving details goes to "About your new home."',
    snapshot: { ...detailsPopulated, tenantPortalStorage: 'movingDetails' },
    goesTo: ROUTES.movingDetails,
  },
  {
    rule: 4,
    sees: 'a mover who has not answered energy or broadband chooses products',
    snapshot: detailsPopulated,
    goesTo: ROUTES.productSelection,
  },
  {
    rule: 5,
    sees: 'with the combined journey, a mover opted in to council tax is notified before anything else',
    snapshot: { ...chosenNothing, councilOptIn: 1 },
    flags: { ctwbJourneyToggle: true },
    goesTo: ROUTES.councilServicesUpfront,
  },
  {
    rule: 6,
    sees: 'a mover who consented to water registration sees the council and water page',
    snapshot: { ...chosenNothing, waterConsented: true },
    goesTo: ROUTES.councilServices,
  },
  {
    rule: 7,
    sees: 'a mover who wants energy and can be quoted answers the usage questions',
    snapshot: chosenEnergyAndBroadband,
    goesTo: ROUTES.energyUsage,
  },
  {
    rule: 8,
    sees: 'a mover with a stored tariff may open the add-ons page, yet resumes energy at usage',
    snapshot: energyWithTariff,
    goesTo: ROUTES.energyUsage,
    opens: ROUTES.energySignup,
  },
  {
    rule: 9,
    sees: 'with priority access granted, a mover with a stored tariff may open the PSR page',
    snapshot: energyWithTariff,
    flags: { priorityAccess: true },
    goesTo: ROUTES.energyUsage,
    opens: ROUTES.energyPsr,
  },
  {
    rule: 10,
    sees: 'a mover whose supplier holds no electricity supply may pick a supply start date when faster switching is on',
    snapshot: { ...chosenEnergyAndBroadband, ...supplyMissingWithFastSwitch },
    flags: { fasterSwitching: true },
    goesTo: ROUTES.energyUsage,
    opens: ROUTES.energySwitch,
  },
  {
    rule: 11,
    sees: 'a mover who finished energy and wants broadband sees the broadband list',
    snapshot: { ...chosenEnergyAndBroadband, energyComplete: true },
    goesTo: ROUTES.broadbandList,
  },
  {
    rule: 12,
    sees: 'a mover whose enrolment is marked completed sees the confirmation page, not the fallback',
    snapshot: {
      ...chosenEnergyAndBroadband,
      isMoveInDateInRange: false,
      entertainmentSkipped: true,
      tenantPortalStorage: 'enrolmentCompleted',
    },
    goesTo: ROUTES.confirmation,
  },
];

describe('nextPage: one row per numbered rule (service-journeys 4)', () => {
  it('covers every rule the spec numbers', () => {
    expect(ruleRows.map((row) => row.rule)).toEqual(JOURNEY_RULES.map((rule) => rule.rule));
  });

  it.each(ruleRows)('rule $rule: $sees', ({ snapshot, flags, goesTo, opens }) => {
    const allFlags = { ...flagsOff, ...flags };
    expect(nextPage(snapshot, allFlags, ROUTES.offers)).toBe(goesTo);
    if (opens) {
      expect(isRouteOpen(opens, snapshot, allFlags)).toBe(true);
      // Without the rule's own condition the same page is closed.
      expect(
        isRouteOpen(
          opens,
          { ...snapshot, hasStoredTariff: false, fuelSupplyChecked: false },
          flagsOff,
        ),
      ).toBe(false);
    }
  });
});

type OrderRow = {
  sees: string;
  snapshot: JourneySnapshot;
  flags?: Partial<JourneyFlags>;
  goesTo: JourneyRoute;
};

const firstMatchRows: OrderRow[] = [
  {
    sees: 'rule 1 beats rule 3: onboarding review before moving details',
    snapshot: { ...detailsPopulated, status: null, tenantPortalStorage: 'movingDetails' },
    flags: { onboardingJourney: true },
    goesTo: ROUTES.onboardingConfirm,
  },
  {
    sees: 'rule 2 beats rule 3: personal details before moving details',
    snapshot: {
      ...detailsPopulated,
      status: ENROLMENT_STATUS.open,
      tenantPortalStorage: 'movingDetails',
    },
    goesTo: ROUTES.pendingPersonalDetails,
  },
  {
    sees: 'rule 3 beats rule 4: moving details before choosing products',
    snapshot: { ...detailsPopulated, tenantPortalStorage: 'movingDetails' },
    goesTo: ROUTES.movingDetails,
  },
  {
    sees: 'rule 4 beats rule 5: products are chosen before the upfront council page',
    snapshot: { ...detailsPopulated, councilOptIn: 1 },
    flags: { ctwbJourneyToggle: true },
    goesTo: ROUTES.productSelection,
  },
  {
    sees: 'rule 5 beats rule 7: the upfront council page before energy',
    snapshot: { ...chosenEnergyAndBroadband, councilIsMandatory: true },
    flags: { ctwbJourneyToggle: true },
    goesTo: ROUTES.councilServicesUpfront,
  },
  {
    sees: 'rule 6 beats rule 7: council and water before energy',
    snapshot: { ...chosenEnergyAndBroadband, councilConsented: true },
    goesTo: ROUTES.councilServices,
  },
  {
    sees: 'rule 7 beats rule 11: energy before broadband',
    snapshot: chosenEnergyAndBroadband,
    goesTo: ROUTES.energyUsage,
  },
  {
    sees: 'rule 11 beats rule 12: broadband before confirmation, even after the page was viewed',
    snapshot: {
      ...chosenEnergyAndBroadband,
      energyComplete: true,
      confirmationPageLastViewed: '2025-06-01T10:00:00Z',
    },
    goesTo: ROUTES.broadbandList,
  },
];

describe('nextPage: the first rule that applies wins', () => {
  it.each(firstMatchRows)('$sees', ({ snapshot, flags, goesTo }) => {
    expect(nextPage(snapshot, { ...flagsOff, ...flags })).toBe(goesTo);
  });
});

describe('rule 4: product selection only while both product consents are unanswered', () => {
  const rule4 = JOURNEY_RULES.find((rule) => rule.rule === 4);
  it.each<{ sees: string; patch: Partial<JourneySnapshot> }>([
    {
      sees: 'energy answered (yes), broadband not',
      patch: { energyConsented: true, energyOptIn: OPT_IN.yes },
    },
    { sees: 'energy answered (no), broadband not', patch: { energyConsented: false } },
    {
      sees: 'broadband answered (yes), energy not',
      patch: { entertainmentConsented: true, entertainmentOptIn: OPT_IN.yes },
    },
    { sees: 'broadband answered (no), energy not', patch: { entertainmentConsented: false } },
  ])('does not apply when $sees', ({ patch }) => {
    const snapshot: JourneySnapshot = { ...detailsPopulated, ...patch };
    expect(rule4?.applies(snapshot, flagsOff)).toBe(false);
    expect(nextPage(snapshot, flagsOff)).not.toBe(ROUTES.productSelection);
  });

  it('applies when neither is answered', () => {
    expect(rule4?.applies(detailsPopulated, flagsOff)).toBe(true);
    expect(nextPage(detailsPopulated, flagsOff)).toBe(ROUTES.productSelection);
  });
});

describe('nextPage: edges', () => {
  it.each([
    { sees: 'no snapshot at all', snapshot: null },
    {
      sees: 'a snapshot without an enrolment id',
      snapshot: { ...detailsPopulated, enrolmentId: null },
    },
    { sees: 'an empty enrolment id', snapshot: { ...detailsPopulated, enrolmentId: '' } },
  ])('does nothing for $sees', ({ snapshot }) => {
    expect(nextPage(snapshot, flagsOff)).toBeNull();
    expect(nextIncompleteStep(snapshot, flagsOff)).toBeNull();
  });

  const waitingForWindow: JourneySnapshot = {
    ...chosenEnergyAndBroadband,
    isMoveInDateInRange: false,
    entertainmentComplete: true,
  };

  it('sends a mover whose energy waits for the 14-day window to the given fallback', () => {
    expect(nextPage(waitingForWindow, flagsOff, ROUTES.offers)).toBe(ROUTES.offers);
  });

  it('sends the same mover to confirmation when no fallback is given', () => {
    expect(nextPage(waitingForWindow, flagsOff)).toBe(ROUTES.confirmation);
  });

  it.each<{ sees: string; snapshot: JourneySnapshot }>([
    {
      sees: 'every chosen service is done',
      snapshot: { ...chosenEnergyAndBroadband, energyComplete: true, broadbandComplete: true },
    },
    {
      sees: 'energy and broadband were skipped',
      snapshot: { ...chosenEnergyAndBroadband, energySkipped: true, wombbSkipped: true },
    },
    {
      sees: 'energy cannot be quoted and broadband is not wanted',
      snapshot: { ...chosenNothing, energyConsented: true, energyOptIn: 1, quotableEnergy: false },
    },
    {
      sees: 'the confirmation page was viewed before',
      snapshot: { ...waitingForWindow, confirmationPageLastViewed: '2025-06-01T10:00:00Z' },
    },
  ])('goes to confirmation rather than the fallback when $sees', ({ snapshot }) => {
    expect(nextPage(snapshot, flagsOff, ROUTES.offers)).toBe(ROUTES.confirmation);
  });

  it.each<{ sees: string; patch: Partial<JourneySnapshot> }>([
    { sees: 'the sky package is complete', patch: { skyComplete: true } },
    { sees: 'the mover confirmed a whole-of-market sign-up', patch: { wombbUserConfirmed: true } },
    { sees: 'the whole-of-market service is complete', patch: { wombbComplete: true } },
    { sees: 'the mover said "Not now" to broadband', patch: { entertainmentSkipped: true } },
  ])('does not return to the broadband list once $sees', ({ patch }) => {
    const snapshot = { ...chosenEnergyAndBroadband, energyComplete: true, ...patch };
    expect(nextPage(snapshot, flagsOff)).toBe(ROUTES.confirmation);
  });

  it.each<{ sees: string; patch: Partial<JourneySnapshot> }>([
    { sees: 'energy was skipped', patch: { energySkipped: true } },
    { sees: 'the move-in date is more than 14 days away', patch: { isMoveInDateInRange: false } },
    { sees: 'energy cannot be quoted', patch: { quotableEnergy: false } },
  ])('moves past energy to broadband when $sees', ({ patch }) => {
    expect(nextPage({ ...chosenEnergyAndBroadband, ...patch }, flagsOff)).toBe(
      ROUTES.broadbandList,
    );
  });
});

it('moves past the council page once water registration is complete', () => {
  const snapshot = {
    ...chosenEnergyAndBroadband,
    councilConsented: true,
    waterConsented: true,
    waterComplete: true,
  };
  expect(nextPage(snapshot, flagsOff)).toBe(ROUTES.energyUsage);
});

describe('isRouteOpen: the route guard', () => {
  it.each<{
    sees: string;
    path: string;
    snapshot: JourneySnapshot;
    flags?: Partial<JourneyFlags>;
    isOpen: boolean;
  }>([
    {
      sees: 'tariff details while energy is open',
      path: energyDetailsPath({ supplier: 'acme', priceId: 7 }),
      snapshot: chosenEnergyAndBroadband,
      isOpen: true,
    },
    {
      sees: 'tariff details after energy is complete',
      path: energyDetailsPath({ tariffUrl: 'fixed-12' }),
      snapshot: { ...chosenEnergyAndBroadband, energyComplete: true },
      isOpen: false,
    },
    {
      sees: 'add-ons with a supplier and price id when a tariff is stored',
      path: energySignupPath({ supplier: 'acme', priceId: 7 }),
      snapshot: energyWithTariff,
      isOpen: true,
    },
    {
      sees: 'PSR without priority access',
      path: ROUTES.energyPsr,
      snapshot: energyWithTariff,
      isOpen: false,
    },
    {
      sees: 'supply start date when faster switching is off (the page says up to 21 days)',
      path: ROUTES.energySwitch,
      snapshot: { ...chosenEnergyAndBroadband, ...supplyMissingWithFastSwitch },
      isOpen: true,
    },
    {
      sees: 'supply start date for a home whose meter details are unknown (no fast switching)',
      path: ROUTES.energySwitch,
      snapshot: {
        ...chosenEnergyAndBroadband,
        ...supplyMissingWithFastSwitch,
        supplyElec: null,
        supplyGas: null,
        supportsFastSwitch: false,
      },
      flags: { fasterSwitching: true },
      isOpen: true,
    },
    {
      sees: 'supply start date when the supplier already supplies both fuels',
      path: ROUTES.energySwitch,
      snapshot: { ...chosenEnergyAndBroadband, ...supplyMissingWithFastSwitch, supplyElec: true },
      flags: { fasterSwitching: true },
      isOpen: false,
    },
    {
      sees: 'package details while broadband is open',
      path: broadbandDetailsPath({ packageId: 12, sourceId: 3 }),
      snapshot: chosenEnergyAndBroadband,
      isOpen: true,
    },
    {
      sees: 'product selection once products are chosen',
      path: ROUTES.productSelection,
      snapshot: chosenEnergyAndBroadband,
      isOpen: false,
    },
    {
      sees: 'the upfront council page deep-linked before product selection',
      path: ROUTES.councilServicesUpfront,
      snapshot: { ...detailsPopulated, councilOptIn: 1 },
      flags: { ctwbJourneyToggle: true },
      isOpen: true,
    },
    {
      sees: 'offers, which no rule governs',
      path: ROUTES.offers,
      snapshot: detailsPopulated,
      isOpen: true,
    },
    {
      sees: 'confirmation, the default page',
      path: `${ROUTES.confirmation}?from=email`,
      snapshot: detailsPopulated,
      isOpen: true,
    },
  ])('$sees: open is $isOpen', ({ path, snapshot, flags, isOpen }) => {
    expect(isRouteOpen(path, snapshot, { ...flagsOff, ...flags })).toBe(isOpen);
  });

  it('keeps everyone out without an enrolment id', () => {
    expect(isRouteOpen(ROUTES.offers, { ...detailsPopulated, enrolmentId: null }, flagsOff)).toBe(
      false,
    );
  });
});

describe('isRouteOpen: nothing after moving details opens until it is done (issue 9)', () => {
  const movingDetailsToDo: JourneySnapshot = {
    ...detailsPopulated,
    tenantPortalStorage: 'movingDetails',
  };
  const personalDetailsToDo: JourneySnapshot = {
    ...detailsPopulated,
    status: ENROLMENT_STATUS.open,
  };
  const laterPages = [
    ROUTES.productSelection,
    ROUTES.councilServicesUpfront,
    ROUTES.councilServices,
    ROUTES.energyUsage,
    ROUTES.broadbandList,
    ROUTES.offers,
    ROUTES.tellYourFlatmates,
    ROUTES.confirmation,
  ];

  it.each(laterPages)('%s is closed while moving details is the step, and sends there', (path) => {
    expect(isRouteOpen(path, movingDetailsToDo, flagsOff)).toBe(false);
    expect(nextPage(movingDetailsToDo, flagsOff)).toBe(ROUTES.movingDetails);
  });

  it.each(laterPages)('%s is closed before personal details are confirmed', (path) => {
    expect(isRouteOpen(path, personalDetailsToDo, flagsOff)).toBe(false);
    expect(isRouteOpen(path, personalDetailsToDo, { ...flagsOff, onboardingJourney: true })).toBe(
      false,
    );
  });

  it('keeps the upfront council page shut too when the combined journey wants it', () => {
    const snapshot = { ...movingDetailsToDo, councilIsMandatory: true };
    expect(
      isRouteOpen(ROUTES.councilServicesUpfront, snapshot, {
        ...flagsOff,
        ctwbJourneyToggle: true,
      }),
    ).toBe(false);
  });

  it.each<{ sees: string; snapshot: JourneySnapshot }>([
    { sees: 'moving details is the step', snapshot: movingDetailsToDo },
    { sees: 'personal details are not confirmed', snapshot: personalDetailsToDo },
    { sees: 'products are being chosen', snapshot: detailsPopulated },
    {
      sees: 'everything is done',
      snapshot: { ...chosenNothing, tenantPortalStorage: 'enrolmentCompleted' },
    },
  ])(
    'moving details and personal details stay open when $sees (to change the date or address)',
    ({ snapshot }) => {
      expect(isRouteOpen(ROUTES.movingDetails, snapshot, flagsOff)).toBe(true);
      expect(isRouteOpen(`${ROUTES.personalDetails}/`, snapshot, flagsOff)).toBe(true);
    },
  );

  it('opens product selection and confirmation once moving details is saved', () => {
    expect(isRouteOpen(ROUTES.productSelection, detailsPopulated, flagsOff)).toBe(true);
    expect(isRouteOpen(ROUTES.confirmation, detailsPopulated, flagsOff)).toBe(true);
  });

  it('keeps a mover without an enrolment out of moving details too', () => {
    expect(isRouteOpen(ROUTES.movingDetails, null, flagsOff)).toBe(false);
  });
});

describe('nextEnergyStep and previousEnergyStep: "Set this up" and "Back"', () => {
  const everything: JourneySnapshot = { ...energyWithTariff, ...supplyMissingWithFastSwitch };
  const allOn: JourneyFlags = { ...flagsOff, fasterSwitching: true, priorityAccess: true };

  it.each<{
    sees: string;
    from: Parameters<typeof nextEnergyStep>[0];
    snapshot: JourneySnapshot;
    flags: JourneyFlags;
    goesTo: JourneyRoute;
  }>([
    {
      sees: 'details → add-ons when a tariff is stored',
      from: ROUTES.energyList,
      snapshot: everything,
      flags: allOn,
      goesTo: ROUTES.energySignup,
    },
    {
      sees: 'add-ons → supply start date when switching applies',
      from: ROUTES.energySignup,
      snapshot: everything,
      flags: allOn,
      goesTo: ROUTES.energySwitch,
    },
    {
      sees: 'supply start date → PSR with priority access',
      from: ROUTES.energySwitch,
      snapshot: everything,
      flags: allOn,
      goesTo: ROUTES.energyPsr,
    },
    {
      sees: 'add-ons → payment when neither switch nor PSR applies',
      from: ROUTES.energySignup,
      snapshot: energyWithTariff,
      flags: flagsOff,
      goesTo: ROUTES.energyPayment,
    },
    {
      sees: 'PSR → payment',
      from: ROUTES.energyPsr,
      snapshot: everything,
      flags: allOn,
      goesTo: ROUTES.energyPayment,
    },
    {
      sees: 'payment done → the broadband list',
      from: ROUTES.energyPayment,
      snapshot: { ...everything, energyComplete: true },
      flags: allOn,
      goesTo: ROUTES.broadbandList,
    },
  ])('$sees', ({ from, snapshot, flags, goesTo }) => {
    expect(nextEnergyStep(from, snapshot, flags)).toBe(goesTo);
  });

  it.each<{ sees: string; flags: JourneyFlags; goesTo: JourneyRoute }>([
    {
      sees: 'Back from PSR goes to the supply start date when it applies',
      flags: allOn,
      goesTo: ROUTES.energySwitch,
    },
    {
      sees: 'Back from PSR goes to the supply start date without faster switching too',
      flags: { ...allOn, fasterSwitching: false },
      goesTo: ROUTES.energySwitch,
    },
  ])('$sees', ({ flags, goesTo }) => {
    expect(previousEnergyStep(ROUTES.energyPsr, everything, flags)).toBe(goesTo);
  });

  it('Back from PSR goes to add-ons when the supplier already holds every supply', () => {
    const supplied = { ...everything, supplyElec: true, supplyGas: true };
    expect(previousEnergyStep(ROUTES.energyPsr, supplied, allOn)).toBe(ROUTES.energySignup);
  });

  it('Back from PSR goes to the list when no earlier step is open', () => {
    expect(previousEnergyStep(ROUTES.energyPsr, chosenEnergyAndBroadband, allOn)).toBe(
      ROUTES.energyList,
    );
  });
});

describe('nextIncompleteStep: where the auto log-in lands', () => {
  it.each<{
    sees: string;
    snapshot: JourneySnapshot;
    flags?: Partial<JourneyFlags>;
    goesTo: JourneyRoute;
  }>([
    {
      sees: 'personal details not confirmed',
      snapshot: { ...detailsPopulated, status: ENROLMENT_STATUS.open },
      goesTo: ROUTES.pendingPersonalDetails,
    },
    {
      sees: 'personal details not confirmed, even with the onboarding journey on',
      snapshot: { ...detailsPopulated, status: null },
      flags: { onboardingJourney: true },
      goesTo: ROUTES.pendingPersonalDetails,
    },
    {
      sees: 'moving details still to do',
      snapshot: { ...detailsPopulated, tenantPortalStorage: 'movingDetails' },
      goesTo: ROUTES.movingDetails,
    },
    {
      sees: 'combined journey with council wanted, before product selection',
      snapshot: { ...detailsPopulated, waterIsMandatory: true },
      flags: { ctwbJourneyToggle: true },
      goesTo: ROUTES.councilServicesUpfront,
    },
    { sees: 'products not chosen', snapshot: detailsPopulated, goesTo: ROUTES.productSelection },
    {
      sees: 'council consented and not notified',
      snapshot: { ...chosenEnergyAndBroadband, councilConsented: true },
      goesTo: ROUTES.councilServices,
    },
    { sees: 'energy open', snapshot: chosenEnergyAndBroadband, goesTo: ROUTES.energyUsage },
    {
      sees: 'broadband open',
      snapshot: { ...chosenEnergyAndBroadband, energyComplete: true },
      goesTo: ROUTES.broadbandList,
    },
    { sees: 'nothing left', snapshot: chosenNothing, goesTo: ROUTES.confirmation },
  ])('$sees → $goesTo', ({ snapshot, flags, goesTo }) => {
    expect(nextIncompleteStep(snapshot, { ...flagsOff, ...flags })).toBe(goesTo);
  });
});
