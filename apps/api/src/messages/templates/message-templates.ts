import type { Branding } from '@threshold/domain/schemas/brand';
import type { MessageContent } from './layout';

/** The data keys each template reads; the outbox checks them before rendering. */
export type TemplateData = {
  /** The satisfaction survey, asked once after the confirmation page (PUT /api/enrolment/trigger-survey); the mover replies to the brand. */
  satisfactionSurvey: { firstName?: string };
  /** A partner's invitation: link = the comm-click /continue/{confirmToken} link. */
  invitation: { link: string; firstName?: string };
  oneTimeCode: { code: string };
  /** A partner user invited to the partner console (issue 22): link = the brand's /partner sign-in address; role = owner or staff. */
  partnerInvitation: { link: string; role: string };
  passwordReset: { link: string };
  saveAndContinue: { link: string };
  forgottenPassword: { link: string };
  /** The four-week follow-up when the move-in date was unknown. */
  moveInDateReminder: { link: string; firstName?: string };
  /** Too many wrong passwords: log-in is paused until `reopensAt` (words); link = the brand's reset request page. */
  logInPaused: { reopensAt: string; link: string };
  /** Bringing movers back: 2 and 7 days (the brand's schedule) after a mover stops; link = their auto log-in. */
  journeyReminder: { link: string; firstName?: string };
  /**
   * Save and continue, asked for by the mover or sent by an agent on their call (Send link): link =
   * their auto log-in, which lands on their next incomplete step.
   */
  saveAndContinueLink: { link: string; firstName?: string };
  /** An agent's Send invite: link = the mover's auto log-in, straight to the energy or broadband step. */
  serviceInvite: { link: string; service: string; firstName?: string };
  /** A council or water board told that a mover is moving in ('initial') or of new details ('update'). */
  authorityNotification: {
    authorityName: string;
    moverName: string;
    address: string;
    moveInDate: string;
    reference: string;
    reason: string;
  };
  /** A mover tells a flatmate (POST /api/tell-flatmates): link = the brand's landing page. */
  flatmateInvitation: { link: string; flatmateName: string; moverFirstName?: string };
  /**
   * An energy sign-up to its supplier (POST /api/enrolment/energy/complete): each key one line of
   * facts; bankDetails is the only place the full bank details are kept, scrubbed once delivered.
   */
  energySignup: {
    supplierName: string;
    reference: string;
    mover: string;
    address: string;
    moveInDate: string;
    tariffs: string;
    addOns: string;
    startDate: string;
    psr: string;
    payment: string;
    bankDetails: string;
    preferences: string;
  };
  /** A mover asks the satellite-TV partner to call about a package (POST /api/entertainment/{slug}/callback). */
  broadbandCallback: {
    providerName: string;
    reference: string;
    mover: string;
    phone: string;
    address: string;
    moveInDate: string;
    packageName: string;
    slot: string;
  };
};
export type TemplateName = keyof TemplateData;

/** Campaign messages carry unsubscribe / resubscribe links and are never sent to a blocked address. */
export const CAMPAIGN_TEMPLATES: ReadonlySet<TemplateName> = new Set([
  'satisfactionSurvey',
  'invitation',
  'saveAndContinue',
  'moveInDateReminder',
  'journeyReminder',
  'flatmateInvitation',
]);

const REQUIRED_KEYS: { [K in TemplateName]: readonly (keyof TemplateData[K])[] } = {
  satisfactionSurvey: [],
  invitation: ['link'],
  oneTimeCode: ['code'],
  partnerInvitation: ['link', 'role'],
  passwordReset: ['link'],
  saveAndContinue: ['link'],
  forgottenPassword: ['link'],
  moveInDateReminder: ['link'],
  logInPaused: ['reopensAt', 'link'],
  journeyReminder: ['link'],
  saveAndContinueLink: ['link'],
  serviceInvite: ['link', 'service'],
  authorityNotification: [
    'authorityName',
    'moverName',
    'address',
    'moveInDate',
    'reference',
    'reason',
  ],
  flatmateInvitation: ['link', 'flatmateName'],
  energySignup: [
    'supplierName',
    'reference',
    'mover',
    'address',
    'moveInDate',
    'tariffs',
    'addOns',
    'startDate',
    'psr',
    'payment',
    'bankDetails',
    'preferences',
  ],
  broadbandCallback: [
    'providerName',
    'reference',
    'mover',
    'phone',
    'address',
    'moveInDate',
    'packageName',
    'slot',
  ],
};

const greeting = (firstName: string | undefined) => (firstName ? `Hello ${firstName},` : 'Hello,');

const TEMPLATES: {
  [K in TemplateName]: (brand: Branding, data: TemplateData[K]) => MessageContent;
} = {
  satisfactionSurvey: (brand, { firstName }) => ({
    subject: `How did ${brand.name} do?`,
    heading: 'How did we do?',
    paragraphs: [
      greeting(firstName),
      `You have set up your new home with ${brand.name}. How did it go? A line or two back to us helps the next person who moves.`,
    ],
    action: {
      label: 'Tell us how we did',
      href: `mailto:${brand.supportEmail}?subject=${encodeURIComponent(`Feedback on ${brand.name}`)}`,
    },
    smsText: `${brand.name}: how did setting up your new home go? Tell us at ${brand.supportEmail}`,
  }),
  // One name per screen: the brand's name alone (the one its landing page shows), never a partner beside it.
  invitation: (brand, { link, firstName }) => ({
    subject: `${brand.name} can help you set up your new home`,
    heading: 'Moving home? Let us help.',
    paragraphs: [
      greeting(firstName),
      `${brand.name} can help you set up energy, broadband, council tax and water at your new home. It is free and takes around five minutes.`,
    ],
    action: { label: 'Get started', href: link },
    smsText: `${brand.name}: set up your new home's energy, broadband, council tax and water, free, in about 5 minutes: ${link}`,
  }),
  oneTimeCode: (brand, { code }) => ({
    subject: `Your ${brand.name} code is ${code}`,
    heading: 'Verify it’s you',
    paragraphs: [
      'Enter this code to continue. It works once and for 10 minutes.',
      'If you did not ask for it, you can ignore this message.',
    ],
    code,
    smsText: `${code} is your ${brand.name} code. It expires in 10 minutes. Never share it.`,
  }),
  partnerInvitation: (brand, { link, role }) => ({
    subject: `You can sign in to ${brand.name}'s partner console`,
    heading: 'Your partner console is ready',
    paragraphs: [
      `You have been added to ${brand.name}'s partner console as ${role === 'owner' ? 'an owner' : 'a member of staff'}.`,
      'Sign in with this email address: we send you a code each time, so there is no password to remember.',
    ],
    action: { label: 'Sign in', href: link },
    smsText: `${brand.name}: sign in to your partner console at ${link}`,
  }),
  passwordReset: (brand, { link }) => ({
    subject: `Reset your ${brand.name} password`,
    heading: 'Reset your password',
    paragraphs: [
      'We received a request to reset your password. The link works once and for one hour.',
      'If you did not ask for it, you can ignore this message: your password stays the same.',
    ],
    action: { label: 'Reset my password', href: link },
    smsText: `${brand.name}: reset your password (link valid for one hour): ${link}`,
  }),
  saveAndContinue: (brand, { link }) => ({
    subject: `Carry on setting up your new home with ${brand.name}`,
    heading: 'Pick up where you left off',
    paragraphs: [
      'We saved your progress. Use this link to carry on; we will ask for your surname and postcode to check it is you.',
    ],
    action: { label: 'Continue', href: link },
    smsText: `${brand.name}: carry on setting up your new home: ${link}`,
  }),
  forgottenPassword: (brand, { link }) => ({
    subject: `Reset your ${brand.name} password`,
    heading: 'Forgotten your password?',
    paragraphs: [
      'Use this link to choose a new password. It works once and for one hour.',
      'If you did not ask for it, you can ignore this message.',
    ],
    action: { label: 'Choose a new password', href: link },
    smsText: `${brand.name}: choose a new password (link valid for one hour): ${link}`,
  }),
  moveInDateReminder: (brand, { link, firstName }) => ({
    subject: `Do you know your move-in date yet?`,
    heading: 'Do you know your move-in date yet?',
    paragraphs: [
      greeting(firstName),
      `Tell ${brand.name} the date you move in and we can set up your new home’s services.`,
    ],
    action: { label: 'Add my move-in date', href: link },
    smsText: `${brand.name}: know your move-in date yet? Add it here: ${link}`,
  }),
  logInPaused: (brand, { reopensAt, link }) => ({
    subject: `Someone is trying to log in to your ${brand.name} account`,
    heading: 'We have paused log-in to your account',
    paragraphs: [
      'Someone has typed a wrong password for your account too many times, so we have paused log-in with a password to keep your account safe.',
      `You can log in again from ${reopensAt}. If this was you, you can also choose a new password now: it lifts the pause at once.`,
      'If it was not you, someone may be trying to guess your password; these attempts did not get in. We suggest choosing a new password that you use nowhere else.',
    ],
    action: { label: 'Reset my password', href: link },
    smsText: `${brand.name}: someone tried to log in to your account; log-in is paused until ${reopensAt}. Reset your password: ${link}`,
  }),
  journeyReminder: (brand, { link, firstName }) => ({
    subject: `Finish setting up your new home with ${brand.name}`,
    heading: 'Pick up where you left off',
    paragraphs: [
      greeting(firstName),
      `You started setting up your new home with ${brand.name} but have not finished yet. It only takes a few more minutes to sort out energy, broadband, council tax and water.`,
      'This button logs you in and takes you back to where you stopped. It works once, for 7 days.',
    ],
    action: { label: 'Carry on where I left off', href: link },
    smsText: `${brand.name}: carry on setting up your new home where you left off: ${link}`,
  }),
  saveAndContinueLink: (brand, { link, firstName }) => ({
    subject: `Carry on setting up your new home with ${brand.name}`,
    heading: 'Pick up where you left off',
    paragraphs: [
      greeting(firstName),
      'We have saved your progress. This button logs you in and takes you to your next step. It works once, for 7 days.',
      'If you did not ask for it, you can ignore this message.',
    ],
    action: { label: 'Carry on where I left off', href: link },
    smsText: `${brand.name}: carry on setting up your new home where you left off: ${link}`,
  }),
  serviceInvite: (brand, { link, service, firstName }) => ({
    subject: `Set up ${service} at your new home with ${brand.name}`,
    heading: `Your ${service}, ready when you are`,
    paragraphs: [
      greeting(firstName),
      `As we discussed on the phone, you can set up ${service} at your new home with ${brand.name}. This button logs you in and takes you straight there. It works once, for 7 days.`,
      'If you were not expecting this message, you can ignore it.',
    ],
    action: { label: `Set up my ${service}`, href: link },
    smsText: `${brand.name}: set up ${service} at your new home: ${link}`,
  }),
  authorityNotification: (brand, data) => authorityNotification(brand, data),
  energySignup: (brand, data) => ({
    subject: `New energy sign-up (reference ${data.reference})`,
    heading: 'A new customer has signed up',
    paragraphs: [
      `Dear ${data.supplierName},`,
      `A customer has chosen your energy supply through ${brand.name}. Please set up their account and quote the reference ${data.reference}.`,
      `Customer: ${data.mover}`,
      `Supply address: ${data.address}`,
      `Move-in date: ${data.moveInDate}`,
      `Tariff: ${data.tariffs}`,
      `Add-ons: ${data.addOns}`,
      `Supply start date: ${data.startDate}`,
      `Priority Services Register: ${data.psr}`,
      `Payment: ${data.payment}`,
      `Bank details: ${data.bankDetails}`,
      `Preferences: ${data.preferences}`,
    ],
    smsText: `${brand.name}: new energy sign-up, reference ${data.reference}`,
  }),
  broadbandCallback: (brand, data) => ({
    subject: `Call-back request (reference ${data.reference})`,
    heading: 'A customer would like a call',
    paragraphs: [
      `Dear ${data.providerName},`,
      `A customer moving home has chosen one of your packages through ${brand.name} and would like you to call them to sign up. Please quote the reference ${data.reference}.`,
      `Customer: ${data.mover}`,
      `Phone: ${data.phone}`,
      `New address: ${data.address}`,
      `Move-in date: ${data.moveInDate}`,
      `Package: ${data.packageName}`,
      `Call back: ${data.slot}`,
    ],
    smsText: `${brand.name}: call-back request, reference ${data.reference}`,
  }),
  flatmateInvitation: (brand, { link, flatmateName, moverFirstName }) => {
    const mover = moverFirstName ?? 'Your flatmate';
    return {
      subject: `${mover} has invited you to set up your new home with ${brand.name}`,
      heading: 'Moving in together?',
      paragraphs: [
        `Hello ${flatmateName},`,
        `${mover} is setting up your new home with ${brand.name} and thought you would like to know.`,
        `${brand.name} can help you set up energy, broadband, council tax and water at your new home. It is free and takes around five minutes.`,
      ],
      action: { label: `Join ${brand.name}`, href: link },
      smsText: `${brand.name}: ${mover} invited you to set up your new home, free: ${link}`,
    };
  },
};

/** To an authority, not the mover: the facts it needs and the reference to quote, no links. */
function authorityNotification(
  brand: Branding,
  data: TemplateData['authorityNotification'],
): MessageContent {
  const isUpdate = data.reason === 'update';
  return {
    subject: isUpdate
      ? `Updated details for a new resident (reference ${data.reference})`
      : `New resident moving in (reference ${data.reference})`,
    heading: isUpdate ? 'Updated details for a new resident' : 'A new resident is moving in',
    paragraphs: [
      `Dear ${data.authorityName},`,
      isUpdate
        ? `${data.moverName} has changed their moving details. Please use these details from now on.`
        : `${data.moverName} is moving into a home in your area and has asked ${brand.name} to let you know.`,
      `New address: ${data.address}`,
      `Move-in date: ${data.moveInDate}`,
      `Reference: ${data.reference}. Please quote it if you contact us about this resident.`,
    ],
    smsText: `${brand.name}: ${data.moverName} moving in at ${data.address} on ${data.moveInDate}, reference ${data.reference}`,
  };
}

/** The named template's content; throws when a required data key is missing (a caller's bug). */
export function renderTemplate(
  template: TemplateName,
  brand: Branding,
  data: Record<string, string>,
): MessageContent {
  const missing = (REQUIRED_KEYS[template] as readonly string[]).filter((key) => !data[key]);
  if (missing.length > 0)
    throw new Error(`message template ${template}: missing data ${missing.join(', ')}`);
  const render = TEMPLATES[template] as (
    brand: Branding,
    data: Record<string, string>,
  ) => MessageContent;
  return render(brand, data);
}
