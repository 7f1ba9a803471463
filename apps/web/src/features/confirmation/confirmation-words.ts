/**
 * The confirmation page's words: the spec's where it gives them (service-journeys 2 and 8), ours
 * elsewhere (docs/decisions.md, confirmation page).
 */
export const CONFIRMATION_WORDS = {
  title: (firstName: string | null) => (firstName ? `Thanks, ${firstName}` : 'Thanks'),
  intro: (brandName: string) =>
    `Here is what ${brandName} has set up for your new home, and what is left to do.`,
  loading: 'Loading your summary',
  retry: 'Try again',
  servicesHeading: 'Your services',

  getStarted: 'Get started',
  continueSetUp: 'Continue set up',
  energyNotOptedIn: 'Compare energy tariffs and switch supplier for your new home.',
  energyNotCompleted: 'You have started setting up energy for your new home.',
  energySkippedInRange: 'You skipped energy earlier. You can set it up now.',
  setUpEnergyNow: 'Set up energy now',
  energyCompleted: 'Your energy is set up. Check your email for the details.',
  energySecondary: 'Set up together with your electricity.',

  entertainmentNotOptedIn: 'Find broadband, phone and TV packages available at your new home.',
  entertainmentNotCompleted: 'You have started looking for broadband, phone and TV.',
  entertainmentSkipped: 'You skipped broadband, phone and TV earlier. You can set it up now.',
  entertainmentPending: 'We are waiting for the provider to confirm your package.',
  selectNewPackage: 'Select a new package',
  removingPackage: 'Removing your package…',
  entertainmentCompleted: 'Your broadband, phone and TV is set up.',

  whatHappensNext: 'What happens next?',
  councilNext:
    'Your council will send you a council tax bill for your new home. Complete your registration with them to set up your payment plan, so you pay the right amount from the day you move in.',
  waterNext:
    'Your water company will set up your account for your new home. Complete your registration with them to set up your payment plan and your first bill.',
  completeRegistration: 'Complete registration',
  councilQuestion: 'Have you sorted out your council tax?',
  waterQuestion: 'Have you sorted out your water?',
  yes: 'Yes',
  no: 'No',
  savingAnswer: 'Saving your answer',
  opensInNewTab: '(opens in a new tab)',

  otherThingsHeading: 'Other things you might want to do',
  redirectMailTitle: 'Redirect your mail',
  redirectMailText: 'Have your post sent on from your old address.',
  redirectMailLink: 'Redirect your mail with Royal Mail',
  houseSharingTitle: 'Sharing your new home?',
  houseSharingText: 'What to know when you rent a room or share a house with others.',
  houseSharingLink: 'Read about sharing a rented home',
  checklistTitle: 'Your moving checklist',
  checklistText: 'Your new address, your services, who we told and what else to do, in one PDF.',
  checklistButton: 'Download your moving checklist',
  checklistPreparing: 'Preparing your checklist',
  checklistReady: 'Your checklist has downloaded.',

  offersHeading: 'Discover more offers',
  offersLoading: 'Loading offers',
  offersFailed: 'We could not load the offers just now.',
  seeMoreOffers: 'See more offers',
} as const;

/** Royal Mail's redirection service (the "Redirect mail" extra). */
export const ROYAL_MAIL_REDIRECTION_URL =
  'https://www.royalmail.com/personal/receiving-mail/redirection';
/** The house-sharing page: GOV.UK's guide to shared rented homes (docs/decisions.md). */
export const HOUSE_SHARING_URL = 'https://www.gov.uk/private-renting/houses-in-multiple-occupation';
