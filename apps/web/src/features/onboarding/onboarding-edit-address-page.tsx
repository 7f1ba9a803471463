import { PostcodeField } from '../../ui/form/field';
import { NO_ADDRESSES_FOUND_MESSAGE } from '@threshold/domain/messages/address';
import { NEW_ADDRESS_UPDATED_NOTICE } from '@threshold/domain/messages/onboarding';
import type { OnboardingAddressListItem } from '@threshold/domain/schemas/address';
import {
  onboardingAddressSearchSchema,
  onboardingEditAddressSchema,
  type OnboardingJourney,
} from '@threshold/domain/schemas/onboarding';
import { useRef, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { serverErrorsOf } from '../../api/form-errors';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { loadOnboardingJourney } from './onboarding-guard';
import { fetchIsDomestic, fetchOnboardingAddresses } from './onboarding-address.api';
import { saveJourney } from './onboarding.api';
import { updateOnboardingState } from '../../api/onboarding-state';
import { AddressSelect, BusinessAddressWarning } from './onboarding-address-ui';
import { BackLink } from './onboarding-ui';

type EditAddressData = { journey: OnboardingJourney; addresses: OnboardingAddressListItem[] };

/** The journey first, then the addresses at its postcode (none when that search fails). */
export async function loader(): Promise<EditAddressData | Response> {
  const journey = await loadOnboardingJourney();
  if (journey instanceof Response) return journey;
  const addresses = await fetchOnboardingAddresses().catch(() => []);
  return { journey, addresses };
}

const SEARCH_TARGETS: FieldTargets = [['postcode', 'postcode']];
const CHOICE_TARGETS: FieldTargets = [['address', 'address']];

/**
 * /onboarding/edit/address: search a postcode (the journey's to start with), choose the new
 * address, Cancel or Save; a save returns to confirm with 'New address updated'.
 */
export function OnboardingEditAddressPage() {
  const { journey, addresses: initialAddresses } = useLoaderData<EditAddressData>();
  const navigate = useNavigate();
  const [addresses, setAddresses] = useState(initialAddresses);
  const [isBusiness, setIsBusiness] = useState(false);
  const latestChoice = useRef('');
  const search = useSchemaForm(onboardingAddressSearchSchema, {
    postcode: journey.postcode ?? '',
  });
  const choice = useSchemaForm(onboardingEditAddressSchema, {
    address:
      !journey.isManualAddress &&
      initialAddresses.some((address) => address.addressKey === journey.address)
        ? (journey.address ?? '')
        : '',
  });

  const find = useSubmit(
    ({ postcode }: { postcode: string }) => fetchOnboardingAddresses(postcode),
    {
      onSuccess: (found) => {
        setAddresses(found);
        choice.setValue('address', '');
        setIsBusiness(false);
        if (found.length === 0) search.showErrors({ postcode: NO_ADDRESSES_FOUND_MESSAGE });
      },
      onError: (error) => search.showErrors(serverErrorsOf(error, SEARCH_TARGETS)),
    },
  );
  const save = useSubmit(({ address }: { address: string }) => saveJourney({ address }), {
    onSuccess: async () => {
      updateOnboardingState({
        detailsNotification: { message: NEW_ADDRESS_UPDATED_NOTICE, variant: 'success' },
      });
      await navigate('/onboarding/confirm');
    },
    // GSP_NOT_FOUND answers its message on `address` (spec section 8's words).
    onError: (error) => choice.showErrors(serverErrorsOf(error, CHOICE_TARGETS)),
  });

  const chooseAddress = (addressKey: string) => {
    choice.setValue('address', addressKey);
    latestChoice.current = addressKey;
    setIsBusiness(false);
    if (!addressKey) return;
    fetchIsDomestic(addressKey).then(
      (isDomestic) => {
        if (latestChoice.current === addressKey) setIsBusiness(!isDomestic);
      },
      () => undefined,
    );
  };

  return (
    <div className="form-page onboarding">
      <PageIntro title="Your new address" />
      <div className="onboarding-search">
        <FormShell
          form={search}
          targets={SEARCH_TARGETS}
          onSubmit={search.handleSubmit(find.run)}
          submitLabel="Find address"
          isSubmitting={find.isPending}
        >
          <PostcodeField error={search.errors.postcode} {...search.bind('postcode')} />
        </FormShell>
      </div>
      <FormShell
        form={choice}
        targets={CHOICE_TARGETS}
        onSubmit={choice.handleSubmit(save.run)}
        submitLabel="Save"
        isSubmitting={save.isPending}
        after={<BackLink to="/onboarding/confirm">Cancel</BackLink>}
      >
        <AddressSelect
          id="address"
          label="New address"
          addresses={addresses}
          value={choice.values.address}
          error={choice.errors.address}
          onChange={chooseAddress}
        />
        {isBusiness && <BusinessAddressWarning />}
      </FormShell>
    </div>
  );
}

export { OnboardingEditAddressPage as Component };
