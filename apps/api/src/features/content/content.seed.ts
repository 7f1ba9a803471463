import type { CookieItem } from '@threshold/domain/schemas/cookie-details';
import { PERFORMANCE_COOKIE_GROUP } from '@threshold/domain/schemas/cookie-details';
import type { DbOrTx } from '../../db/client';
import { contentBlocks, cookieItems, reviewRatings } from '../../db/schema';

export type ContentBlockSeed = {
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

export const REVIEW_RATING_SEED = {
  sourceName: 'Trustpilot',
  sourceUrl: 'https://uk.trustpilot.com/review/threshold.example',
  trustScoreTenths: 46,
  reviewCount: 2_841,
};

async function insertContent(tx: DbOrTx, brandId: number, blocks: ContentBlockSeed[]) {
  await tx
    .insert(contentBlocks)
    .values(blocks.map((block, index) => ({ ...block, brandId, sortOrder: index })));
}

/** The demo brands' CMS blocks, written when their brands were inserted. */
export async function seedBrandContent(
  tx: DbOrTx,
  brandIds: { defaultId: number; harbourId: number },
): Promise<void> {
  await insertContent(tx, brandIds.defaultId, DEFAULT_CONTENT_SEED);
  await insertContent(tx, brandIds.harbourId, HARBOUR_LETTINGS_CONTENT_SEED);
}

/** The cookie list and the review rating, each written only when its table is empty. */
export async function seedCookiesAndRatings(tx: DbOrTx): Promise<void> {
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
