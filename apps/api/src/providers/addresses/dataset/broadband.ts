import type { InstallTechnology } from '@threshold/domain/schemas/broadband';

/**
 * Broadband availability per dataset postcode (issue 11): which networks and providers reach it,
 * the best standard (copper) and fibre speeds there, and which kinds of line are already live
 * (a live line is a quicker switch-over). Provider ids are the broadband catalogue's slugs.
 * Illustrative, shaped on Ofcom Connected Nations 2025: part-fibre almost everywhere, full
 * fibre in most towns, cable in the larger cities, rural lines slow.
 */
export type PostcodeBroadband = {
  /** Best ADSL (copper) download speed, Mbit/s; 0 when none. */
  standardMbps: number;
  /** Best fibre download speed, Mbit/s; 0 when none. */
  fibreMbps: number;
  technologies: InstallTechnology[];
  providers: string[];
  /** Technologies with a working line at the address today. */
  activeLines: InstallTechnology[];
};

const OPENREACH_PROVIDERS = [
  'kestrel-broadband',
  'larkspur-telecom',
  'heronsgate-home',
  'skyview-tv',
];
const MOBILE = 'airwave-mobile';
const CABLE = 'rivermede-cable';
const ALTNET = 'fernline-fibre';

/** Most towns: part-fibre with a live line, Openreach full fibre, 4G/5G. */
const TOWN: PostcodeBroadband = {
  standardMbps: 16,
  fibreMbps: 900,
  technologies: ['copper', 'fttc', 'fullFibre', 'mobile'],
  providers: [...OPENREACH_PROVIDERS, MOBILE],
  activeLines: ['fttc'],
};

/** Large cities: the town's networks plus cable. */
const CITY: PostcodeBroadband = {
  ...TOWN,
  fibreMbps: 1130,
  technologies: [...TOWN.technologies, 'cable'],
  providers: [...TOWN.providers, CABLE],
  activeLines: ['fttc', 'cable'],
};

/** City streets an alternative full-fibre network has built too. */
const CITY_WITH_ALTNET: PostcodeBroadband = {
  ...CITY,
  fibreMbps: 3000,
  providers: [...CITY.providers, ALTNET],
};

/** Rural lines: slow copper and part-fibre from the cabinet, 4G. */
const RURAL: PostcodeBroadband = {
  standardMbps: 6,
  fibreMbps: 24,
  technologies: ['copper', 'fttc', 'mobile'],
  providers: [...OPENREACH_PROVIDERS, MOBILE],
  activeLines: ['copper'],
};

/** A new-build street with no network yet: "Service Unavailable". */
const NOT_CONNECTED: PostcodeBroadband = {
  standardMbps: 0,
  fibreMbps: 0,
  technologies: [],
  providers: [],
  activeLines: [],
};

const BY_POSTCODE: Record<string, PostcodeBroadband> = {
  // Leeds city centre: every network, live part-fibre and cable lines.
  'LS1 4AP': CITY_WITH_ALTNET,
  // Headingley (the energy journey's home): every network but only part-fibre is live, so full
  // fibre and cable need an engineer and may come after a near move-in date.
  'LS6 3BN': { ...CITY_WITH_ALTNET, standardMbps: 18, activeLines: ['fttc'] },
  'CB24 1AZ': NOT_CONNECTED,
  'TR19 7AA': RURAL,
  'LA22 9BU': RURAL,
  'PH33 6RN': RURAL,
  'KW15 1DH': RURAL,
  'ZE1 0EJ': RURAL,
  'HS1 2DP': RURAL,
  'PA34 5PZ': RURAL,
  'SA70 7BP': RURAL,
  'LL55 1RR': RURAL,
  'SW1V 3LA': CITY_WITH_ALTNET,
  'NW1 7HB': CITY_WITH_ALTNET,
  'N1 2NL': CITY_WITH_ALTNET,
  'E8 1HH': CITY_WITH_ALTNET,
  'SE11 4QP': CITY_WITH_ALTNET,
  'SE15 4QN': CITY_WITH_ALTNET,
  'E14 3BQ': CITY_WITH_ALTNET,
  'M1 1AE': CITY_WITH_ALTNET,
  'M3 6AF': CITY,
  'M20 2RN': CITY,
  'B13 8JP': CITY,
  'B5 6DY': CITY,
  'BS1 6QF': CITY,
  'BS7 8PD': CITY,
  'L8 7NL': CITY,
  'L17 8UU': CITY,
  'NE1 6JQ': CITY,
  'S11 8YJ': CITY,
  'NG7 2DU': CITY,
  'CF10 1EP': CITY,
  'CF24 4QJ': CITY,
  'G12 8QQ': CITY,
  'G41 3JA': CITY,
  'EH1 1YZ': CITY,
  'EH6 6QU': CITY,
  'EH10 5DT': CITY,
};

/** The broadband at a dataset postcode; towns not named above have the common town networks. */
export function broadbandAtPostcode(postcode: string): PostcodeBroadband {
  return BY_POSTCODE[postcode] ?? TOWN;
}
