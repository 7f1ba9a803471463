import { channelToVerify, type OtpChannelName } from '@threshold/domain/codes/otp-channel';
import type { OnboardingJourney } from '@threshold/domain/schemas/onboarding';
import { useLoaderData, useNavigate } from 'react-router';
import { secondsUntilResend } from '../../ui/form/otp-resend';
import { ContactForm } from './onboarding-contact-form';
import { loadOnboardingJourney } from './onboarding-guard';
import { fetchVerifiedChannels, sendOnboardingCode } from './onboarding.api';
import { readOnboardingState } from '../../api/onboarding-state';

type ContactPageData = { journey: OnboardingJourney; channel: OtpChannelName };

/**
 * The journey first; then the channel to verify: the opposite of the one already verified
 * (spec section 4: sms if the e-mail is verified, else e-mail).
 */
export async function loader(): Promise<ContactPageData | Response> {
  const journey = await loadOnboardingJourney();
  if (journey instanceof Response) return journey;
  const verified = await fetchVerifiedChannels().catch(() => ({ email: false, sms: false }));
  return { journey, channel: channelToVerify(verified.email) };
}

/**
 * Sends the code, unless the same contact was sent one less than 30 s ago (back from the code
 * page): that code is still the one to use.
 */
async function sendUnlessFresh(channel: OtpChannelName, contact: string): Promise<void> {
  const sent = readOnboardingState().codeSent;
  const isStillFresh =
    sent?.channel === channel &&
    sent.contact === contact &&
    !sent.isForced &&
    secondsUntilResend(sent, Date.now()) > 0;
  if (!isStillFresh) await sendOnboardingCode(channel, contact);
}

/**
 * /onboarding/contact: "What's your email address?" or "What's your mobile number?" — the
 * contact to verify with a code (spec sections 2, 4, 5 and 8).
 */
export function OnboardingContactPage() {
  const { journey, channel } = useLoaderData<ContactPageData>();
  const navigate = useNavigate();
  const stored = readOnboardingState();
  const initial =
    (stored.verifyWith === channel ? stored.contact : null) ??
    (channel === 'email' ? journey.emailAddress : journey.phoneNumber) ??
    '';
  return (
    <ContactForm
      key={channel}
      channel={channel}
      initialContact={initial}
      title={channel === 'email' ? "What's your email address?" : "What's your mobile number?"}
      subtitle="So we can add it to your details"
      submitLabel="Next"
      back={{ to: '/onboarding/address', label: 'Back' }}
      submit={(contact) => sendUnlessFresh(channel, contact)}
      onDone={() => navigate('/onboarding/code')}
    />
  );
}

export { OnboardingContactPage as Component };
