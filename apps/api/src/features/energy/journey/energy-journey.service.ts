import { TENANT_PORTAL_STORAGE } from '@threshold/domain/codes/tenant-portal-storage';
import type { Clock } from '@threshold/domain/dates/clock';
import { isWithinEnergyMoveInWindow } from '@threshold/domain/dates/move-in-date';
import { todayIso } from '@threshold/domain/dates/today';
import { normaliseGspGroup, regionName } from '@threshold/domain/energy/regions';
import { assumedAnnualUsage } from '@threshold/domain/energy/usage-estimate';
import {
  validateEnergyUsage,
  type EnergyUsageField,
} from '@threshold/domain/energy/usage-validation';
import {
  energyFactsOf,
  hasUnknownMeterDetails,
  isGreatBritainSupplyArea,
  type EnergyFacts,
  type ManualMeterAnswers,
} from '@threshold/domain/journey/energy-facts';
import { ROUTES } from '@threshold/domain/journey/routes';
import { THIRD_PARTY_FAILURE_MESSAGE } from '@threshold/domain/messages/third-party';
import type { EnergyJourney, SupplyCheck } from '@threshold/domain/schemas/energy-journey';
import { pricedTariffSchema, quoteFiltersSchema } from '@threshold/domain/schemas/energy-quotes';
import {
  energyUsageFormSchema,
  type EnergyUsageForm,
  type EnergyUsageInfo,
} from '@threshold/domain/schemas/energy-usage';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import {
  AddressProviderError,
  type AddressProvider,
  type AddressRecord,
} from '../../../providers/addresses/address-provider';
import { preloaded, type Caller, type EnrolmentRow } from '../../../auth/caller';
import type { EnrolmentService } from '../../enrolment/enrolment.service';
import { requireOpenStep } from '../../journey/journey-order';
import {
  energyJourneyPart,
  ensureEnergyJourney,
  findEnergyJourney,
  recordFirstSmartOffer,
  saveEnergyJourney,
  type EnergyJourneyRow,
} from './energy-journey.repo';

/** What GET /api/energy-journey reads with the caller's row: one statement once the row exists. */
export const ENERGY_JOURNEY_PARTS = [energyJourneyPart];

/** The usage answers break the spec's rules: 400 with one message per field. */
export class EnergyUsageInvalidError extends Error {
  override readonly name = 'EnergyUsageInvalidError';
  constructor(readonly errors: Partial<Record<EnergyUsageField, string>>) {
    super(Object.values(errors)[0] ?? 'Please check the information you entered');
  }
}

/** Whole-of-market consent by service (the spec's serviceType): 0 energy, 4 broadband (wombb). */
export const WOM_SERVICE_TYPE = { energy: '0', wombb: '4' } as const;

/**
 * Whether we can quote the home's meter set-up (docs/decisions.md): any home in a GB supply area,
 * its meters from the address data or, when its meter details could not be found, from the
 * mover's answers to the manual meter questions.
 */
function isMeterSupportedBy(record: AddressRecord): boolean {
  return isGreatBritainSupplyArea(record.supply.gspGroup);
}

/** The manual meter answers saved with the usage form, for a home whose meters are unknown. */
function manualMetersOf(journey: EnergyJourneyRow | undefined): ManualMeterAnswers | null {
  const usage = energyUsageFormSchema.safeParse(journey?.usage);
  if (!usage.success) return null;
  const { prepay, economy7, gas } = usage.data;
  return { prepay, economy7, gas };
}

/** The enrolment's supply facts the check writes: the address data's, plus faster switching. */
type SupplyFacts = EnergyFacts & { supportsFastSwitch: boolean };

/**
 * The supply facts of a looked-up address. Faster switching (a new supply within days, through
 * the central switching service) needs the home's meter points and meter types in a GB supply
 * area: the address data's valid meter info (docs/decisions.md).
 */
function supplyFactsOf(
  record: AddressRecord,
  manualMeters: ManualMeterAnswers | null,
): SupplyFacts {
  const energy = energyFactsOf(record.supply, record.isDomestic, manualMeters);
  return { ...energy, supportsFastSwitch: energy.isMeterInfoValid };
}

function storedFacts(row: EnrolmentRow): SupplyFacts {
  return {
    fuelType: row.fuelType,
    isMeterInfoValid: row.isMeterInfoValid,
    quotableEnergy: row.quotableEnergy,
    isMixedMeters: row.isMixedMeters,
    isGasPayg: row.isGasPayg,
    isElecPayg: row.isElecPayg,
    hasGasSmartMeter: row.hasGasSmartMeter,
    hasElecSmartMeter: row.hasElecSmartMeter,
    economy7: row.economy7,
    supplyElec: row.supplyElec,
    supplyGas: row.supplyGas,
    fuelSupplyChecked: row.fuelSupplyChecked,
    supportsFastSwitch: row.supportsFastSwitch,
  };
}

const sameFacts = (a: SupplyFacts, b: SupplyFacts) =>
  (Object.keys(a) as (keyof SupplyFacts)[]).every((key) => a[key] === b[key]);

export type EnergyJourneyService = ReturnType<typeof createEnergyJourneyService>;

/**
 * The energy journey's own state (service-journeys 2 and 3): the supply check of the new home, the
 * usage answers and the kWh the quotes use, whole-of-market consent and the smart-meter offer.
 * Everything is the caller's own enrolment; saves need the energy pages open (next-page rule 7).
 */
export function createEnergyJourneyService(deps: {
  db: Db;
  enrolmentService: EnrolmentService;
  addressProvider: AddressProvider;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { db, enrolmentService, addressProvider, clock, log } = deps;

  /** 409 unless the energy pages are open for this mover (rule 7), chosen tariffs included. */
  function requireEnergyOpen({ enrolment, branding, storedTariffs }: Caller): void {
    requireOpenStep(ROUTES.energyUsage, enrolment, branding, clock, storedTariffs);
  }

  /** A mover's step: the reminders count from now (features/reminders/journey-activity.ts). */
  async function recordActivity(tx: DbOrTx, row: EnrolmentRow): Promise<void> {
    await enrolmentService.updateRow(tx, row.id, { lastJourneyActivityAt: clock.now() });
  }

  /**
   * The usage rules for this home. Unknown meter details (valid meter info is known meter details):
   * the manual meter questions must be answered and they, not the facts saved from earlier
   * answers, decide gas and Economy 7.
   */
  function checkUsage(form: EnergyUsageForm, row: EnrolmentRow): EnergyUsageInfo {
    const knownMeterDetails = row.isMeterInfoValid;
    const fuelType = knownMeterDetails ? row.fuelType : null;
    const errors = validateEnergyUsage(form, { fuelType, knownMeterDetails });
    if (Object.keys(errors).length > 0) throw new EnergyUsageInvalidError(errors);
    return assumedAnnualUsage(form, {
      fuelType,
      economy7: knownMeterDetails ? row.economy7 : form.economy7 === 'Y',
    });
  }

  function journeyOf(row: EnrolmentRow, journey: EnergyJourneyRow): EnergyJourney {
    const usage = energyUsageFormSchema.safeParse(journey.usage);
    const filters = quoteFiltersSchema.safeParse(journey.filterOptions);
    const tariff = pricedTariffSchema.safeParse(journey.selectedTariff);
    const secondary = pricedTariffSchema.safeParse(journey.selectedTariffSecondary);
    if (journey.selectedTariff !== null && !tariff.success) {
      log.warn({ enrolmentId: row.id }, 'stored energy tariff does not match the contract');
    }
    const usageInfo = usage.success ? usage.data : null;
    return {
      propertyUsage: { usageInfo, knownMeterDetails: row.isMeterInfoValid },
      hasMultiRate: row.economy7 || usageInfo?.economy7 === 'Y',
      type: row.quotableEnergy ? 'ok' : 'exception',
      hasSingleRateOnlyMultiRatePendingCos: false,
      propertyType: usageInfo?.propertyType ?? null,
      electricityKwh: journey.electricityKwh,
      gasKwh: journey.gasKwh,
      filterOptions: filters.success ? filters.data : null,
      mixedMeterFuelType: journey.mixedMeterFuelType,
      selectedTariff: tariff.success ? tariff.data : null,
      selectedTariffSecondary: secondary.success ? secondary.data : null,
      selectedAddOns: journey.selectedAddOns,
      startDate: journey.startDate,
      coolingOffAgreed: journey.coolingOffAgreed,
      psrAnswered: journey.psrAnswered,
    };
  }

  async function addressRecordOf(row: EnrolmentRow): Promise<AddressRecord | undefined> {
    if (!row.addressKey) return undefined;
    try {
      return await addressProvider.findByKey(row.addressKey);
    } catch (cause) {
      if (cause instanceof AddressProviderError) {
        throw new AppError('THIRD_PARTY_FAILURE', THIRD_PARTY_FAILURE_MESSAGE, {
          status: 502,
          cause,
        });
      }
      throw cause;
    }
  }

  return {
    /**
     * GET /api/address/check-supply: the new home's supply as the address data gives it now. The
     * enrolment's energy facts are refreshed from it (fuelSupplyChecked and supportsFastSwitch set); a typed address has
     * no supply data, so its stored facts are answered as they are.
     */
    async checkSupply(caller: Caller): Promise<SupplyCheck> {
      let row = caller.enrolment;
      const record = await addressRecordOf(row);
      if (record) {
        const journey = hasUnknownMeterDetails(record.supply)
          ? await findEnergyJourney(db, row.id)
          : undefined;
        const fresh = supplyFactsOf(record, manualMetersOf(journey));
        if (!sameFacts(fresh, storedFacts(row))) {
          row = await enrolmentService.updateRow(db, row.id, fresh);
        }
      }
      const gspGroup = normaliseGspGroup(record?.supply.gspGroup);
      return {
        fuelSupplyChecked: row.fuelSupplyChecked,
        supplyElec: row.supplyElec,
        supplyGas: row.supplyGas,
        isCommercialSupply:
          (record?.supply.isCommercialSupply ?? false) || row.isDomestic === false,
        fuelType: row.fuelType,
        isMixedMeters: row.isMixedMeters,
        knownMeterDetails: row.isMeterInfoValid,
        isMeterSupported: record ? isMeterSupportedBy(record) : false,
        region: gspGroup,
        regionName: gspGroup ? regionName(gspGroup) : null,
        economy7: row.economy7,
        hasElecSmartMeter: row.hasElecSmartMeter,
        hasGasSmartMeter: row.hasGasSmartMeter,
        isElecPayg: row.isElecPayg,
        isGasPayg: row.isGasPayg,
        supportsFastSwitch: row.supportsFastSwitch,
        quotableEnergy: row.quotableEnergy,
        isMoveInDateInRange:
          row.moveInDate !== null && isWithinEnergyMoveInWindow(row.moveInDate, todayIso(clock)),
        isMoveInDateFuture: row.moveInDate !== null && row.moveInDate > todayIso(clock),
      };
    },

    /** GET /api/energy-journey: the mover's energy state (the row is created the first time). */
    async journey(caller: Caller): Promise<EnergyJourney> {
      const row = caller.enrolment;
      // Read with the caller when the route asked for it; made (and read) here the first time.
      const read = preloaded(caller, energyJourneyPart);
      return journeyOf(row, read ?? (await ensureEnergyJourney(db, row.id)));
    },

    /**
     * PUT /api/enrolment/energy-usage: checks the answers with the domain's rules and stores them
     * with the kWh the quotes use (typed, estimated, or the medium values); answers the journey.
     */
    async saveUsage(caller: Caller, form: EnergyUsageForm): Promise<EnergyJourney> {
      const row = caller.enrolment;
      requireEnergyOpen(caller);
      const usage = checkUsage(form, row);
      // Unknown meter details: the answers are the home's meters from now on (fuels, prepayment,
      // Economy 7), for the quotes, the start date and every summary.
      const record = row.isMeterInfoValid ? undefined : await addressRecordOf(row);
      const answeredFacts =
        record && hasUnknownMeterDetails(record.supply) ? supplyFactsOf(record, form) : undefined;
      const saved = await db.transaction(async (tx) => {
        const before = await findEnergyJourney(tx, row.id);
        // Tariffs were priced for the usage of their time: new kWh mean choosing again.
        const isNewMeters =
          answeredFacts !== undefined && !sameFacts(answeredFacts, storedFacts(row));
        const isNewUsage =
          before !== undefined &&
          (isNewMeters ||
            before.electricityKwh !== usage.electricityKwh ||
            before.gasKwh !== usage.gasKwh);
        const journey = await saveEnergyJourney(
          tx,
          row.id,
          {
            usage: form,
            electricityKwh: usage.electricityKwh,
            gasKwh: usage.gasKwh,
            ...(isNewUsage
              ? { selectedTariff: null, selectedTariffSecondary: null, selectedAddOns: [] }
              : {}),
          },
          clock.now(),
        );
        // A later step's stored value is never taken back (as product selection does).
        const storage =
          row.tenantPortalStorage === TENANT_PORTAL_STORAGE.enrolmentCompleted
            ? row.tenantPortalStorage
            : TENANT_PORTAL_STORAGE.energyUsage;
        const updated = await enrolmentService.updateRow(tx, row.id, {
          ...answeredFacts,
          tenantPortalStorage: storage,
          lastJourneyActivityAt: clock.now(),
        });
        return { journey, updated };
      });
      return journeyOf(saved.updated, saved.journey);
    },

    /**
     * POST /api/quotes/energy-usage-info: what the quotes would assume for these answers, checked
     * by the same rules, without saving anything.
     */
    async usageInfo(caller: Caller, form: EnergyUsageForm): Promise<EnergyUsageInfo> {
      const row = caller.enrolment;
      return checkUsage(form, row);
    },

    /** POST /api/enrolment/wom-consent: the time the mover agreed to a whole-of-market search. */
    async recordWomConsent(caller: Caller): Promise<void> {
      const row = caller.enrolment;
      requireEnergyOpen(caller);
      await db.transaction(async (tx) => {
        await saveEnergyJourney(tx, row.id, { womConsentAt: clock.now() }, clock.now());
        await recordActivity(tx, row);
      });
    },

    /**
     * POST /api/enrolment/smart-offered: the time the smart-meter offer was first shown to the
     * mover; a later call keeps that time. Answers the time recorded.
     */
    async recordSmartOffered(caller: Caller): Promise<{ smartOfferedAt: string }> {
      const row = caller.enrolment;
      requireEnergyOpen(caller);
      const journey = await db.transaction(async (tx) => {
        const saved = await recordFirstSmartOffer(tx, row.id, clock.now());
        await recordActivity(tx, row);
        return saved;
      });
      return { smartOfferedAt: (journey.smartOfferedAt ?? clock.now()).toISOString() };
    },
  };
}
