import type { OtpChannelName } from '@threshold/domain/codes/otp-channel';
import {
  EMAIL_ADDRESS_UPDATED_NOTICE,
  MOBILE_NUMBER_UPDATED_NOTICE,
} from '@threshold/domain/messages/onboarding';
import type { OnboardingJourney } from '@threshold/domain/schemas/onboarding';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { ContactForm } from './onboarding-contact-form';
import { loadOnboardingJourney } from './onboarding-guard';
import { sendOnboardingCode } from './onboarding.api';

type EditContactData = { channel: OtpChannelName; current: string };

/** The journey first; the path says which contact: /edit/emailAddress or /edit/phoneNumber. */
export async function loader({ request }: LoaderFunctionArgs): Promise<EditContactData | Response> {
  const journey: OnboardingJourney | Response = await loadOnboardingJourney();
  if (journey instanceof Response) return journey;
  const channel = new URL(request.url).pathname.endsWith('/phoneNumber') ? 'sms' : 'email';
  const current = (channel === 'email' ? journey.emailAddress : journey.phoneNumber) ?? '';
  return { channel, current };
}

/**
 * /onboarding/edit/emailAddress and /onboarding/edit/phoneNumber: Cancel and Save. A changed
 * contact must be verified: Save sends a code and the code page (forced, never skipped) returns
 * to confirm with 'Email address updated' or 'Mobile number updated'. Saving the same contact
 * changes nothing and returns to confirm.
 */
export function OnboardingEditContactPage() {
  const { channel, current } = useLoaderData<EditContactData>();
  const navigate = useNavigate();
  const isEmail = channel === 'email';
  const save = async (contact: string): Promise<'unchanged' | 'sent'> => {
    if (contact === current) return 'unchanged';
    const updatedNotice = isEmail ? EMAIL_ADDRESS_UPDATED_NOTICE : MOBILE_NUMBER_UPDATED_NOTICE;
    await sendOnboardingCode(channel, contact, { updatedNotice });
    return 'sent';
  };
  return (
    <ContactForm
      key={channel}
      channel={channel}
      initialContact={current}
      title={isEmail ? 'Your email address' : 'Your mobile number'}
      subtitle="We'll send a code to check it's yours"
      submitLabel="Save"
      back={{ to: '/onboarding/confirm', label: 'Cancel' }}
      submit={save}
      onDone={(result) => navigate(result === 'sent' ? '/onboarding/code' : '/onboarding/confirm')}
    />
  );
}

export { OnboardingEditContactPage as Component };
