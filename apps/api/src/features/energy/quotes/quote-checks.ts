import {
  catalogueValidity,
  catalogueValidityReason,
  illustrativePricesNotice,
} from '@threshold/domain/energy/catalogue-validity';
import { normaliseGspGroup, type GspGroup } from '@threshold/domain/energy/regions';
import { hasUnknownMeterDetails } from '@threshold/domain/journey/energy-facts';
import {
  COMMERCIAL_SUPPLY_QUOTE_MESSAGE,
  METER_NOT_SUPPORTED_MESSAGE,
  PRICES_OUT_OF_DATE_MESSAGE,
  QUOTE_ERROR_CODE,
  TARIFF_RETRIEVAL_MESSAGE,
  TARIFF_THIRD_PARTY_MESSAGE,
} from '@threshold/domain/messages/energy';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../http/app-error';
import {
  AddressProviderError,
  type AddressProvider,
} from '../../../providers/addresses/address-provider';
import {
  EnergyCatalogueError,
  type CatalogueInfo,
} from '../../../providers/energy-catalogue/energy-catalogue';
import type { EnrolmentRow } from '../../../auth/caller';

/** The quote's refusals: the home it cannot quote, the catalogue failing or out of its period. */

/** The meter set-up cannot be quoted (422, METER_NOT_SUPPORTED). */
export function meterNotSupported(): AppError {
  return new AppError(QUOTE_ERROR_CODE.meterNotSupported, METER_NOT_SUPPORTED_MESSAGE, {
    status: 422,
  });
}

function commercialSupply(): AppError {
  return new AppError(QUOTE_ERROR_CODE.commercialSupply, COMMERCIAL_SUPPLY_QUOTE_MESSAGE, {
    status: 422,
  });
}

async function addressRecordOf(addressProvider: AddressProvider, addressKey: string) {
  try {
    return await addressProvider.findByKey(addressKey);
  } catch (cause) {
    if (cause instanceof AddressProviderError) {
      throw new AppError(QUOTE_ERROR_CODE.thirdParty, TARIFF_THIRD_PARTY_MESSAGE, {
        status: 502,
        cause,
      });
    }
    throw cause;
  }
}

/** The home's GSP group from the address data; commercial supplies and unknown meters are refused. */
export async function regionOf(
  addressProvider: AddressProvider,
  row: EnrolmentRow,
): Promise<GspGroup> {
  if (row.isDomestic === false) throw commercialSupply();
  // Meter info that is not valid is quotable only on the unknown-meter path (checked below with
  // the address data), once the mover's answers have given the fuels.
  if (!row.addressKey || !row.fuelType || (!row.isMeterInfoValid && !row.quotableEnergy)) {
    throw meterNotSupported();
  }
  const record = await addressRecordOf(addressProvider, row.addressKey);
  if (record?.supply.isCommercialSupply) throw commercialSupply();
  const region = normaliseGspGroup(record?.supply.gspGroup);
  const isMeterSetUpKnown =
    row.isMeterInfoValid || (record !== undefined && hasUnknownMeterDetails(record.supply));
  if (!region || !isMeterSetUpKnown) throw meterNotSupported();
  return region;
}

/** A catalogue call; its failures become the list's 502 words (third party, or retrieval). */
export async function fromCatalogue<T>(
  log: FastifyBaseLogger,
  answer: () => Promise<T>,
): Promise<T> {
  try {
    return await answer();
  } catch (cause) {
    if (cause instanceof EnergyCatalogueError && cause.failure === 'third-party') {
      throw new AppError(QUOTE_ERROR_CODE.thirdParty, TARIFF_THIRD_PARTY_MESSAGE, {
        status: 502,
        cause,
      });
    }
    log.warn({ err: cause }, 'energy tariffs could not be retrieved');
    throw new AppError(QUOTE_ERROR_CODE.tariffRetrieval, TARIFF_RETRIEVAL_MESSAGE, {
      status: 502,
      cause,
    });
  }
}

/**
 * A catalogue out of its period: refused in production (logged once a catalogue and day, for
 * the operator), else the illustrative notice the list shows above the tariffs.
 */
export function createOutOfPeriodNotice(deps: {
  pricesOutOfPeriod: 'refuse' | 'illustrative';
  log: FastifyBaseLogger;
}): (info: CatalogueInfo, today: string) => string | undefined {
  /** The catalogue and day last told to the operator log, so a busy list logs once a day. */
  let loggedOutOfPeriod = '';
  return (info, today) => {
    if (catalogueValidity(info, today) === 'current') return undefined;
    if (deps.pricesOutOfPeriod === 'illustrative') return illustrativePricesNotice(info);
    const logged = `${info.id}/${today}`;
    if (loggedOutOfPeriod !== logged) {
      loggedOutOfPeriod = logged;
      deps.log.error(
        { catalogueId: info.id, validFrom: info.validFrom, validTo: info.validTo },
        `energy quotes refused: ${catalogueValidityReason(info, today) ?? ''}`,
      );
    }
    throw new AppError(QUOTE_ERROR_CODE.pricesOutOfDate, PRICES_OUT_OF_DATE_MESSAGE, {
      status: 503,
    });
  };
}
