import { isBillingFrequency } from '@threshold/domain/codes/billing-frequency';
import { isIsoDate } from '@threshold/domain/dates/calendar-date';
import { catalogueAddOnPriceLine } from '@threshold/domain/energy/add-on-price';
import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import {
  startDateWindow,
  type StartDateWindowInput,
} from '@threshold/domain/energy/start-date-window';
import {
  isSupplyMissingForSupplier,
  previousEnergyStep,
  type JourneySnapshot,
} from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import { NATIONS, type Nation } from '@threshold/domain/schemas/address';
import type { Branding } from '@threshold/domain/schemas/brand';
import {
  addOnBilledCostPence,
  isAddOnIncluded,
  isAddOnOffered,
  type AddOn,
  type AddOnsResponse,
  type AddOnTariffFacts,
  type TariffAddOnsResponse,
} from '@threshold/domain/schemas/energy-add-ons';
import {
  psrErrors,
  psrOptionsSchema,
  type PsrOptions,
  type PsrResponse,
} from '@threshold/domain/schemas/energy-psr';
import { isPsrLanguage } from '@threshold/domain/schemas/energy-psr-languages';
import {
  startDateErrors,
  type StartDateBody,
  type StartDateWindowResponse,
} from '@threshold/domain/schemas/energy-start-date';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { Caller, EnrolmentRow } from '../../../auth/caller';
import { requireOpenStep } from '../../journey/journey-order';
import {
  findEnergyJourney,
  updateEnergyJourney,
  type EnergyJourneyRow,
} from '../journey/energy-journey.repo';
import { findSupplierAddOns, type AddOnRow } from './energy-extras.repo';

/** The selected tariff's snapshot fields these steps read (the domain's PricedTariff has them). */
type SelectedTariffFacts = AddOnTariffFacts & {
  supplierId: string;
  supplierName: string;
  tariffName: string;
};

export const NO_TARIFF_MESSAGE = 'Please select a tariff to continue';
export const ADD_ON_NOT_OFFERED_MESSAGE = 'That add-on is not offered with your tariff.';

function tariffFactsOf(snapshot: Record<string, unknown> | null): SelectedTariffFacts | null {
  if (!snapshot) return null;
  const { supplierId, supplierName, tariffName, isSmartSpecific, paymentMethod } = snapshot;
  if (
    typeof supplierId !== 'string' ||
    typeof supplierName !== 'string' ||
    typeof tariffName !== 'string'
  )
    return null;
  return {
    supplierId,
    supplierName,
    tariffName,
    isSmartSpecific: isSmartSpecific === true,
    paymentMethod:
      paymentMethod === 'Prepayment Meter' ? 'Prepayment Meter' : 'Monthly Direct Debit',
  };
}

function isNation(value: string | null): value is Nation {
  return value !== null && (NATIONS as readonly string[]).includes(value);
}

function addOnOf(row: AddOnRow, tariff: AddOnTariffFacts): AddOn {
  const billingFrequency = isBillingFrequency(row.billingFrequency)
    ? row.billingFrequency
    : 'Monthly';
  const catalogue = {
    billingFrequency,
    costPence: row.costPence,
    discountCostPence: row.discountCostPence,
    smartMeterKind: row.smartMeterKind,
  };
  return {
    identifier: row.id,
    title: row.title,
    description: row.description,
    importantInfo: row.importantInfo,
    iconUrl: row.iconUrl,
    type: row.type,
    billingFrequency,
    cost: row.costPence,
    discountCost: row.discountCostPence,
    discountDescription: row.discountDescription,
    billedCostPence: addOnBilledCostPence(catalogue),
    isOneOff: billingFrequency === 'One-off',
    isIncluded: isAddOnIncluded(catalogue, tariff),
    smartMeterKind: row.smartMeterKind,
    listOfInformationLinks: row.infoLinks,
  };
}

export type EnergyExtrasService = ReturnType<typeof createEnergyExtrasService>;

/**
 * The energy steps after a tariff is chosen (service-journeys 2): add-ons, the supply start date
 * and the Priority Services Register. Each call is for the caller's own enrolment, only while its
 * page is open by the domain's route rules (409 otherwise), and only with a chosen tariff.
 */
export function createEnergyExtrasService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  type Step = {
    row: EnrolmentRow;
    branding: Branding;
    snapshot: JourneySnapshot;
    journey: EnergyJourneyRow;
    tariff: SelectedTariffFacts;
  };

  /** The caller's enrolment, checked to have the page open and a tariff chosen. */
  async function openStep(caller: Caller, route: string): Promise<Step> {
    const { enrolment: row, branding } = caller;
    const journey = await findEnergyJourney(db, row.id);
    const snapshot = requireOpenStep(route, row, branding, clock, {
      hasStoredTariff: journey?.selectedTariff != null,
      hasStoredSecondaryTariff: journey?.selectedTariffSecondary != null,
    });
    // Mixed meters: the electricity tariff is primary; a gas-only choice sits in the secondary slot.
    const tariff =
      tariffFactsOf(journey?.selectedTariff ?? null) ??
      tariffFactsOf(journey?.selectedTariffSecondary ?? null);
    if (!journey || !tariff) throw new AppError('NO_TARIFF', NO_TARIFF_MESSAGE, { status: 409 });
    return { row, branding, snapshot, journey, tariff };
  }

  async function offeredAddOns(tariff: SelectedTariffFacts): Promise<AddOn[]> {
    const rows = await findSupplierAddOns(db, tariff.supplierId);
    return rows.filter((row) => isAddOnOffered(row, tariff)).map((row) => addOnOf(row, tariff));
  }

  function windowInput(step: Step, coolingOffAgreed: boolean): StartDateWindowInput {
    const { row, tariff } = step;
    return {
      today: todayIso(clock),
      moveInDate: isIsoDate(row.moveInDate) ? row.moveInDate : null,
      nation: isNation(row.nation) ? row.nation : null,
      knownMeterDetails: row.isMeterInfoValid,
      // A direct debit tariff while the supplier holds no supply for a fuel: the supply changes to
      // it under a contract with a cooling-off period (the page is open only then).
      directDebitChangesSupply:
        tariff.paymentMethod === 'Monthly Direct Debit' &&
        isSupplyMissingForSupplier(step.snapshot),
      coolingOffAgreed,
    };
  }

  function windowOf(step: Step): StartDateWindowResponse {
    const notAgreed = startDateWindow(windowInput(step, false));
    const agreed = startDateWindow(windowInput(step, true));
    const coolingOffAgreed = step.journey.coolingOffAgreed;
    const current = coolingOffAgreed ? agreed : notAgreed;
    return {
      earliest: current.earliest,
      latest: current.latest,
      default: current.defaultDate,
      agreed: { earliest: agreed.earliest, latest: agreed.latest, default: agreed.defaultDate },
      startDate: step.journey.startDate,
      coolingOffAgreed,
      coolingOffRequired: step.row.isMeterInfoValid,
      fasterSwitching: step.branding.flags.fasterSwitching,
    };
  }

  function psrAnswerOf(step: Step, journey: EnergyJourneyRow): PsrResponse {
    const saved =
      journey.psr && Object.keys(journey.psr).length > 0
        ? psrOptionsSchema.safeParse(journey.psr)
        : null;
    return {
      psrAnswered: journey.psrAnswered,
      psrOptions: saved?.success ? saved.data : null,
      previousStep: previousEnergyStep(ROUTES.energyPsr, step.snapshot, step.branding.flags),
    };
  }

  return {
    /**
     * GET /api/energy/tariff-add-ons: the add-ons a tariff of the catalogue offers, priced, for
     * its details page (before it is chosen; the offer rules are the add-ons page's).
     */
    async tariffAddOns(
      tariff: AddOnTariffFacts & { supplierId: string },
    ): Promise<TariffAddOnsResponse> {
      const rows = await findSupplierAddOns(db, tariff.supplierId);
      return {
        addOns: rows
          .filter((row) => isAddOnOffered(row, tariff) && isBillingFrequency(row.billingFrequency))
          .map((row) => {
            const isIncluded = isAddOnIncluded(row, tariff);
            return {
              identifier: row.id,
              title: row.title,
              description: row.description,
              priceText: isIncluded
                ? 'Included with your tariff'
                : catalogueAddOnPriceLine({
                    billingFrequency: row.billingFrequency,
                    costPence: row.costPence,
                    discountCostPence: row.discountCostPence,
                    discountDescription: row.discountDescription,
                  }),
              isIncluded,
            };
          }),
      };
    },

    /** GET /api/energy/add-ons */
    async addOns(caller: Caller): Promise<AddOnsResponse> {
      const step = await openStep(caller, ROUTES.energySignup);
      const addOns = await offeredAddOns(step.tariff);
      const offered = new Set(addOns.map((addOn) => addOn.identifier));
      return {
        supplierName: step.tariff.supplierName,
        tariffName: step.tariff.tariffName,
        addOns,
        selectedAddOns: step.journey.selectedAddOns.filter((id) => offered.has(id)),
      };
    },

    /** PUT /api/energy/add-ons: only what GET offers; Included add-ons are always kept. */
    async saveAddOns(caller: Caller, identifiers: string[]): Promise<AddOnsResponse> {
      const step = await openStep(caller, ROUTES.energySignup);
      const addOns = await offeredAddOns(step.tariff);
      const offered = new Set(addOns.map((addOn) => addOn.identifier));
      const unknown = identifiers.find((id) => !offered.has(id));
      if (unknown !== undefined)
        throw new AppError('ADD_ON_NOT_OFFERED', ADD_ON_NOT_OFFERED_MESSAGE, {
          field: 'addOnsIdentifiers',
        });
      const chosen = new Set([
        ...identifiers,
        ...addOns.filter((addOn) => addOn.isIncluded).map((addOn) => addOn.identifier),
      ]);
      const selectedAddOns = addOns.map((addOn) => addOn.identifier).filter((id) => chosen.has(id));
      await updateEnergyJourney(db, step.row.id, { selectedAddOns }, clock.now());
      return {
        supplierName: step.tariff.supplierName,
        tariffName: step.tariff.tariffName,
        addOns,
        selectedAddOns,
      };
    },

    /** GET /api/enrolment/start-date */
    async startDate(caller: Caller): Promise<StartDateWindowResponse> {
      return windowOf(await openStep(caller, ROUTES.energySwitch));
    },

    /** PUT /api/enrolment/start-date: the window is checked again here, with the same rules. */
    async saveStartDate(caller: Caller, body: StartDateBody): Promise<StartDateWindowResponse> {
      const step = await openStep(caller, ROUTES.energySwitch);
      const window = startDateWindow(windowInput(step, body.coolingOffAgreed));
      const errors = startDateErrors(body, {
        earliest: window.earliest,
        latest: window.latest,
        coolingOffRequired: step.row.isMeterInfoValid,
      });
      const [field, message] = Object.entries(errors)[0] ?? [];
      if (field && message) throw new AppError('START_DATE_INVALID', message, { field });
      const journey = await updateEnergyJourney(
        db,
        step.row.id,
        { startDate: body.startDate, coolingOffAgreed: body.coolingOffAgreed },
        clock.now(),
      );
      return windowOf({ ...step, journey: journey ?? step.journey });
    },

    /** GET /api/enrolment/psr */
    async psr(caller: Caller): Promise<PsrResponse> {
      const step = await openStep(caller, ROUTES.energyPsr);
      return psrAnswerOf(step, step.journey);
    },

    /** POST /api/enrolment/psr: null is No; Yes is checked with the page's rules. */
    async savePsr(caller: Caller, psrOptions: PsrOptions | null): Promise<PsrResponse> {
      const step = await openStep(caller, ROUTES.energyPsr);
      const errors = psrErrors(psrOptions, todayIso(clock), isPsrLanguage);
      const [field, message] = Object.entries(errors)[0] ?? [];
      if (field && message) throw new AppError('PSR_INVALID', message, { field });
      const journey = await updateEnergyJourney(
        db,
        step.row.id,
        { psr: psrOptions ?? {}, psrAnswered: true },
        clock.now(),
      );
      return psrAnswerOf(step, journey ?? step.journey);
    },
  };
}
