import {
  addressesResponseSchema,
  residentialStatusesResponseSchema,
  type AddressListItem,
  type ResidentialStatusOption,
} from '@threshold/domain/schemas/address';
import { enrolmentSchema, type Enrolment } from '@threshold/domain/schemas/enrolment';
import {
  movingDetailsSaveResponseSchema,
  selectedAddressSchema,
  type MovingDetails,
  type MovingDetailsSaveResponse,
  type SelectedAddress,
} from '@threshold/domain/schemas/moving-details';
import { callApi } from '../../api/client';

export const residentialStatusesQuery = {
  queryKey: ['residential-statuses'] as const,
  queryFn: async (): Promise<ResidentialStatusOption[]> =>
    residentialStatusesResponseSchema.parse(
      await callApi('/api/residential-statuses', { auth: 'user' }),
    ),
  staleTime: Infinity,
};

/** GET /api/addresses/{postcode} */
export async function findAddresses(postcode: string): Promise<AddressListItem[]> {
  return addressesResponseSchema.parse(
    await callApi(`/api/addresses/${encodeURIComponent(postcode)}`, { auth: 'user' }),
  );
}

/** POST /api/address: the chosen address; a GSP_NOT_FOUND answer means "enter it by hand". */
export async function selectAddress(addressKey: string): Promise<SelectedAddress> {
  return selectedAddressSchema.parse(
    await callApi('/api/address', { auth: 'user', method: 'POST', json: { addressKey } }),
  );
}

/** PUT /api/address or PUT /api/addresses/manual-address (form-encoded): one Next saves the page. */
export async function saveMovingDetails(
  details: MovingDetails,
): Promise<MovingDetailsSaveResponse> {
  const common = {
    moveInDate: details.moveInDate,
    residentialStatus: String(details.residentialStatus),
  };
  const { address } = details;
  const answer = address.manualAddress
    ? await callApi('/api/addresses/manual-address', {
        auth: 'user',
        method: 'PUT',
        form: {
          ...common,
          houseNameOrNumber: address.houseNameOrNumber,
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2 ?? '',
          town: address.cityTown,
          postcode: address.postcode,
        },
      })
    : await callApi('/api/address', {
        auth: 'user',
        method: 'PUT',
        form: { ...common, addressKey: address.addressKey },
      });
  return movingDetailsSaveResponseSchema.parse(answer);
}

/** PUT /api/move-in-date-unknown: ticking schedules the four-week follow-up. */
export async function saveMoveInDateUnknown(unknownMoveInDate: boolean): Promise<Enrolment> {
  return enrolmentSchema.parse(
    await callApi('/api/move-in-date-unknown', {
      auth: 'user',
      method: 'PUT',
      json: { unknownMoveInDate },
    }),
  );
}
