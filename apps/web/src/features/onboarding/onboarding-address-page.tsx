import {
  GSP_NOT_FOUND,
  GSP_NOT_FOUND_MESSAGE,
  NO_ADDRESSES_FOUND_MESSAGE,
} from '@threshold/domain/messages/address';
import type { OnboardingAddressListItem } from '@threshold/domain/schemas/address';
import { ADDRESS_LINE_MAX_LENGTH } from '@threshold/domain/schemas/fields';
import {
  onboardingAddressSchema,
  type OnboardingAddress,
  type OnboardingJourney,
} from '@threshold/domain/schemas/onboarding';
import { useRef, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { describeError } from '../../api/error-message';
import { TextField } from '../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { serverErrorsOf } from '../../api/form-errors';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { loadOnboardingJourney } from './onboarding-guard';
import { fetchIsDomestic, fetchOnboardingAddresses } from './onboarding-address.api';
import { saveJourney } from './onboarding.api';
import { AddressSelect, BusinessAddressWarning } from './onboarding-address-ui';

type AddressPageData = {
  journey: OnboardingJourney;
  addresses: OnboardingAddressListItem[];
  /** Why the list is empty: no addresses for the postcode, or the lookup failed. */
  listProblem: string | null;
};

/** The journey first (spec section 2), then the addresses at its postcode. */
export async function loader(): Promise<AddressPageData | Response> {
  const journey = await loadOnboardingJourney();
  if (journey instanceof Response) return journey;
  try {
    const addresses = await fetchOnboardingAddresses();
    return {
      journey,
      addresses,
      listProblem: addresses.length === 0 ? NO_ADDRESSES_FOUND_MESSAGE : null,
    };
  } catch (error) {
    return { journey, addresses: [], listProblem: describeError(error) };
  }
}

type AddressFormValues = {
  isManualAddress: boolean;
  address: string;
  addressHumanReadable: string;
  manualAddressStreetOne: string;
  manualAddressStreetTwo: string;
  manualAddressTown: string;
  manualAddressCounty: string;
};

const TARGETS: FieldTargets = [
  ['address', 'address'],
  ['manualAddressStreetOne', 'manualAddressStreetOne'],
  ['manualAddressStreetTwo', 'manualAddressStreetTwo'],
  ['manualAddressTown', 'manualAddressTown'],
  ['manualAddressCounty', 'manualAddressCounty'],
];

function initialValuesOf(journey: OnboardingJourney, isManual: boolean): AddressFormValues {
  return {
    isManualAddress: isManual,
    address: journey.isManualAddress ? '' : (journey.address ?? ''),
    addressHumanReadable: journey.isManualAddress ? '' : (journey.addressHumanReadable ?? ''),
    manualAddressStreetOne: journey.manualAddressStreetOne ?? '',
    manualAddressStreetTwo: journey.manualAddressStreetTwo ?? '',
    manualAddressTown: journey.manualAddressTown ?? '',
    manualAddressCounty: journey.manualAddressCounty ?? '',
  };
}

/**
 * Whether the chosen address is a home. The answer of an older choice is ignored once the
 * mover has chosen again.
 */
function useBusinessAddressCheck() {
  const [isBusiness, setIsBusiness] = useState(false);
  const latest = useRef('');
  const check = (addressKey: string) => {
    latest.current = addressKey;
    setIsBusiness(false);
    if (!addressKey) return;
    fetchIsDomestic(addressKey).then(
      (isDomestic) => {
        if (latest.current === addressKey) setIsBusiness(!isDomestic);
      },
      () => undefined,
    );
  };
  return { isBusiness, check };
}

/**
 * /onboarding/address: 'Select your new address' from the list at the journey's postcode, or
 * 'Enter your new address' by hand (spec sections 2 and 5). The postcode is read-only.
 */
export function OnboardingAddressPage() {
  const { journey, addresses, listProblem } = useLoaderData<AddressPageData>();
  const navigate = useNavigate();
  const startsManual =
    addresses.length === 0 || (journey.isManualAddress && !!journey.manualAddressStreetOne);
  const form = useSchemaForm(
    onboardingAddressSchema as unknown as z.ZodType<OnboardingAddress, AddressFormValues>,
    initialValuesOf(journey, startsManual),
  );
  const business = useBusinessAddressCheck();
  const [manualReason, setManualReason] = useState<string | null>(null);
  const save = useSubmit((address: OnboardingAddress) => saveJourney(address), {
    onSuccess: () => navigate('/onboarding/contact'),
    onError: (error) => {
      // Spec section 8: a 401 on an onboarding address save goes to login.
      if (error instanceof ApiError && error.status === 401) {
        void navigate('/login');
      } else if (error instanceof ApiError && error.body?.code === GSP_NOT_FOUND) {
        // Too few details about the chosen address: enter it by hand (spec sections 4 and 8).
        form.setValue('isManualAddress', true);
        setManualReason(GSP_NOT_FOUND_MESSAGE);
        form.showErrors({});
      } else {
        form.showErrors(serverErrorsOf(error, TARGETS));
      }
    },
  });
  const isManual = form.values.isManualAddress;
  const { errors } = form;

  const chooseAddress = (addressKey: string) => {
    const chosen = addresses.find((address) => address.addressKey === addressKey);
    form.setValue('address', addressKey);
    form.setValue('addressHumanReadable', chosen?.simpleAddress ?? '');
    business.check(addressKey);
  };
  const toggleManual = () => {
    form.setValue('isManualAddress', !isManual);
    form.showErrors({});
  };

  return (
    <div className="form-page onboarding">
      <PageIntro
        title={isManual ? 'Enter your new address' : 'Select your new address'}
        subtitle="Where are you moving to?"
      />
      {(manualReason ?? listProblem) && (
        <p className="notice" role="status">
          {manualReason ?? listProblem}
        </p>
      )}
      <FormShell
        form={form}
        targets={TARGETS}
        onSubmit={form.handleSubmit(save.run)}
        submitLabel="Next"
        isSubmitting={save.isPending}
      >
        <dl className="field onboarding-readonly">
          <dt className="field__label">Postcode</dt>
          <dd>{journey.postcode}</dd>
        </dl>
        {isManual ? (
          <>
            <TextField
              id="manualAddressStreetOne"
              label="Street address"
              autoComplete="address-line1"
              maxLength={ADDRESS_LINE_MAX_LENGTH}
              error={errors.manualAddressStreetOne}
              {...form.bind('manualAddressStreetOne')}
            />
            <TextField
              id="manualAddressStreetTwo"
              label="Street address line 2"
              isOptional
              autoComplete="address-line2"
              maxLength={ADDRESS_LINE_MAX_LENGTH}
              error={errors.manualAddressStreetTwo}
              {...form.bind('manualAddressStreetTwo')}
            />
            <TextField
              id="manualAddressTown"
              label="Town or city"
              autoComplete="address-level2"
              maxLength={ADDRESS_LINE_MAX_LENGTH}
              error={errors.manualAddressTown}
              {...form.bind('manualAddressTown')}
            />
            <TextField
              id="manualAddressCounty"
              label="County"
              autoComplete="address-level1"
              maxLength={ADDRESS_LINE_MAX_LENGTH}
              error={errors.manualAddressCounty}
              {...form.bind('manualAddressCounty')}
            />
          </>
        ) : (
          <>
            <AddressSelect
              id="address"
              label="Your new address"
              addresses={addresses}
              value={form.values.address}
              error={errors.address}
              onChange={chooseAddress}
            />
            {business.isBusiness && <BusinessAddressWarning />}
          </>
        )}
        {addresses.length > 0 && (
          <p>
            <button type="button" className="link-button" onClick={toggleManual}>
              {isManual ? 'Choose address from dropdown' : 'Enter your new address manually'}
            </button>
          </p>
        )}
      </FormShell>
    </div>
  );
}

export { OnboardingAddressPage as Component };
