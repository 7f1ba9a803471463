import type { ContentPortal } from '@threshold/domain/schemas/content';
import type { CookieItem } from '@threshold/domain/schemas/cookie-details';
import { PERFORMANCE_COOKIE_GROUP } from '@threshold/domain/schemas/cookie-details';
import type { DbOrTx } from '../../db/client';
import { and, eq, isNull } from 'drizzle-orm';
import { brands, contentBlocks, cookieItems, reviewRatings } from '../../db/schema';

export type ContentBlockSeed = {
  /** The tenant portal's words unless given (the telephony portal's are agent-facing). */
  portal?: ContentPortal;
  key: string;
  title: string;
  subtitle: string | null;
  descriptionHtml: string | null;
};

/** The default brand's CMS blocks. Keys: `landing`, `cookie-policy` and `cookie-policy.<section>`. */
export const DEFAULT_CONTENT_SEED: ContentBlockSeed[] = [
  {
    key: 'landing',
    title: 'Moving home? Let’s get everything set up.',
    subtitle: 'Your free home-move assistant',
    descriptionHtml:
      '<ul>' +
      '<li><strong>One-stop set-up</strong> for energy, broadband, council tax and water.</li>' +
      '<li><strong>Free to use</strong>: there is nothing to pay for our help.</li>' +
      '<li><strong>Around five minutes</strong> is all it takes.</li>' +
      '<li><strong>Lots of choice</strong> from leading suppliers.</li>' +
      '<li><strong>Safe hands</strong>: your details are protected and never sold.</li>' +
      '</ul>',
  },
  {
    key: 'cookie-policy',
    title: 'Cookie policy',
    subtitle: 'How we use cookies and how you can control them',
    descriptionHtml: null,
  },
  {
    key: 'cookie-policy.introduction',
    title: 'Introduction',
    subtitle: null,
    descriptionHtml:
      '<p>This notice explains how we use cookies and similar technologies when you use our home-move ' +
      'assistant, and the choices you have. It should be read with our privacy policy.</p>',
  },
  {
    key: 'cookie-policy.about-cookies',
    title: 'About cookies',
    subtitle: null,
    descriptionHtml:
      '<p>Cookies are small text files that a website stores on your device. They let the site remember ' +
      'your actions and preferences, such as your cookie choices, so you do not have to give them again.</p>' +
      '<p>Some cookies are set by us (first-party cookies); others are set by services we use (third-party cookies).</p>',
  },
  {
    key: 'cookie-policy.cookies-used',
    title: 'Cookies we use',
    subtitle: null,
    descriptionHtml:
      '<p>The table below lists the cookies we use, grouped by purpose. Strictly necessary cookies are ' +
      'always on; every other group is off until you allow it.</p>',
  },
  {
    key: 'cookie-policy.preference-management',
    title: 'Managing your preferences',
    subtitle: null,
    descriptionHtml:
      '<p>You can change your choices at any time with the cookie settings link at the bottom of every page. ' +
      'You can also block or delete cookies in your browser settings; if you block strictly necessary cookies, ' +
      'parts of the site may not work.</p>',
  },
  {
    key: 'cookie-policy.getting-in-touch',
    title: 'Getting in touch',
    subtitle: null,
    descriptionHtml:
      '<p>If you have a question about how we use cookies, e-mail our data protection team at ' +
      '<a href="mailto:privacy@threshold.example">privacy@threshold.example</a>.</p>',
  },
];

/** Harbour Lettings words its landing page its own way; other blocks come from the default brand. */
export const HARBOUR_LETTINGS_CONTENT_SEED: ContentBlockSeed[] = [
  {
    key: 'landing',
    title: 'Moving into a Harbour Lettings home?',
    subtitle: 'Set up your bills in one go, free of charge',
    descriptionHtml:
      '<ul>' +
      '<li><strong>One-stop set-up</strong> for energy, broadband, council tax and water.</li>' +
      '<li><strong>Free to use</strong> for every Harbour Lettings tenant.</li>' +
      '<li><strong>Around five minutes</strong> from start to finish.</li>' +
      '<li><strong>Lots of choice</strong> of suppliers and tariffs.</li>' +
      '<li><strong>Safe hands</strong>: your details stay protected.</li>' +
      '</ul>',
  },
];

export type CookieItemSeed = CookieItem & { groupCode: string };

/** The cookie list of the cookie policy page, in the order it is shown. */
export const COOKIE_ITEMS_SEED: CookieItemSeed[] = [
  {
    group: 'Strictly necessary cookies',
    groupCode: 'C0001',
    title: 'threshold_consent',
    description: 'Remembers the cookie choices you made, so we do not ask again.',
    time: '12 months',
    type: 'First party',
    vendor: 'Threshold',
  },
  {
    group: 'Strictly necessary cookies',
    groupCode: 'C0001',
    title: '__cf_bm',
    description: 'Tells people from automated traffic, to keep the service available and secure.',
    time: '30 minutes',
    type: 'Third party',
    vendor: 'Cloudflare',
  },
  {
    group: 'Performance cookies',
    groupCode: PERFORMANCE_COOKIE_GROUP,
    title: '_ga, _ga_*',
    description: 'Counts visits and shows how people move around the site, so we can improve it.',
    time: '2 years',
    type: 'Third party',
    vendor: 'Google Analytics',
  },
  {
    group: 'Performance cookies',
    groupCode: PERFORMANCE_COOKIE_GROUP,
    title: '_hjSessionUser_*, _hjSession_*',
    description: 'Records anonymous page interactions so we can find and fix confusing steps.',
    time: '1 year (session identifier: 30 minutes)',
    type: 'Third party',
    vendor: 'Hotjar',
  },
  {
    group: 'Functional cookies',
    groupCode: 'C0003',
    title: 'ld_uid',
    description: 'Keeps the features you see consistent between visits while we try improvements.',
    time: '12 months',
    type: 'Third party',
    vendor: 'LaunchDarkly',
  },
  {
    group: 'Targeting cookies',
    groupCode: 'C0004',
    title: '_fbp',
    description: 'Measures how well our adverts work on social media.',
    time: '3 months',
    type: 'Third party',
    vendor: 'Meta',
  },
  {
    group: 'Targeting cookies',
    groupCode: 'C0004',
    title: '_gcl_au',
    description: 'Measures which search adverts led to a visit.',
    time: '3 months',
    type: 'Third party',
    vendor: 'Google Ads',
  },
];

/**
 * The telephony portal's words on the default brand (portal-access 2): what the agent sees on a
 * journey page while assisting a caller (keys "page.<page identifier>") and on the landing page.
 * A page without its own words here shows the tenant's.
 */
export const DEFAULT_TELEPHONY_CONTENT_SEED: ContentBlockSeed[] = [
  {
    portal: 'telephony',
    key: 'landing',
    title: 'Help a caller set up their new home',
    subtitle: 'Telephony portal: for agents on a call',
    descriptionHtml:
      '<p>Sign in to the admin portal, find the caller’s enrolment or start a new one, then take ' +
      'them through each page with the call script beside it.</p>',
  },
  {
    portal: 'telephony',
    key: 'page.personal-details',
    title: 'Confirm who the caller is',
    subtitle: null,
    descriptionHtml:
      '<p>Ask for the caller’s full name, date of birth, e-mail address and mobile number, and ' +
      'read each one back before you save.</p>',
  },
  {
    portal: 'telephony',
    key: 'page.moving-details',
    title: 'Confirm the caller’s move-in date and new address',
    subtitle: null,
    descriptionHtml:
      '<p>Ask when the caller gets the keys, then search their new postcode and choose the ' +
      'address with them, checking the flat or house number.</p>',
  },
  {
    portal: 'telephony',
    key: 'page.product-selection',
    title: 'Ask which services the caller wants set up',
    subtitle: null,
    descriptionHtml:
      '<p>Go through energy, broadband, council tax and water one by one and tick only what the ' +
      'caller agrees to.</p>',
  },
  {
    portal: 'telephony',
    key: 'page.energy-list',
    title: 'Compare energy tariffs with the caller',
    subtitle: null,
    descriptionHtml:
      '<p>Read out the supplier, the tariff name and the estimated yearly cost of each tariff; ' +
      'never recommend one for the caller.</p>',
  },
  {
    portal: 'telephony',
    key: 'page.confirmation',
    title: 'Tell the caller what happens next',
    subtitle: null,
    descriptionHtml:
      '<p>Read out each service that was set up and say that a confirmation e-mail is on its ' +
      'way.</p>',
  },
];

export const REVIEW_RATING_SEED = {
  sourceName: 'Trustpilot',
  sourceUrl: 'https://uk.trustpilot.com/review/threshold.example',
  trustScoreTenths: 46,
  reviewCount: 2_841,
};

async function insertContent(
  tx: DbOrTx,
  brandId: number,
  blocks: readonly ContentBlockSeed[],
  firstSortOrder = 0,
) {
  await tx
    .insert(contentBlocks)
    .values(
      blocks.map((block, index) => ({ ...block, brandId, sortOrder: firstSortOrder + index })),
    );
}

/** The demo brands' CMS blocks, written when their brands were inserted. */
export async function seedBrandContent(
  tx: DbOrTx,
  brandIds: { defaultId: number; harbourId: number },
): Promise<void> {
  await insertContent(tx, brandIds.defaultId, DEFAULT_CONTENT_SEED);
  await insertContent(tx, brandIds.harbourId, HARBOUR_LETTINGS_CONTENT_SEED);
}

/**
 * The default brand's telephony words, written when it has none: on every start, so a database
 * seeded before content had two portals gets them too.
 */
async function seedTelephonyContent(tx: DbOrTx): Promise<void> {
  const [root] = await tx.select({ id: brands.id }).from(brands).where(isNull(brands.parentId));
  if (!root) return;
  const [telephony] = await tx
    .select({ id: contentBlocks.id })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.brandId, root.id), eq(contentBlocks.portal, 'telephony')))
    .limit(1);
  // After the tenant's blocks; a key both portals word keeps the tenant block's place.
  if (!telephony) await insertContent(tx, root.id, DEFAULT_TELEPHONY_CONTENT_SEED, 100);
}

/**
 * The cookie list and the review rating, each written only when its table is empty, and the
 * default brand's telephony words when it has none.
 */
export async function seedCookiesAndRatings(tx: DbOrTx): Promise<void> {
  await seedTelephonyContent(tx);

  const [cookie] = await tx.select({ id: cookieItems.id }).from(cookieItems).limit(1);
  if (!cookie) {
    await tx.insert(cookieItems).values(
      COOKIE_ITEMS_SEED.map((item, index) => ({
        groupName: item.group,
        groupCode: item.groupCode,
        cookieNames: item.title,
        description: item.description,
        duration: item.time,
        cookieType: item.type,
        vendor: item.vendor,
        sortOrder: index,
      })),
    );
  }

  const [rating] = await tx.select({ id: reviewRatings.id }).from(reviewRatings).limit(1);
  if (!rating) await tx.insert(reviewRatings).values(REVIEW_RATING_SEED);
}
