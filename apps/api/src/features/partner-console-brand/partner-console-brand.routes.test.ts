import { randomUUID } from 'node:crypto';
import { ONE_TIME_CODE_RESEND_AFTER_MS } from '@threshold/domain/codes/one-time-code-rules';
import {
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_SIZE_MESSAGE,
  BRAND_LOGO_TYPE_MESSAGE,
  BRAND_NOT_FOUND_MESSAGE,
  BRAND_OWNER_ONLY_MESSAGE,
  brandChangesSchema,
  partnerBrandSettingsSchema,
  partnerBrandsSettingsSchema,
  type PartnerBrandSettings,
} from '@threshold/domain/partner/brand-settings';
import { brandingSchema } from '@threshold/domain/schemas/brand';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { brandChanges, brands, outboxMessages } from '../../db/schema';
import { createInProcessChangeBus } from '../../shared-state/change-bus';
import type { SharedState } from '../../shared-state/shared-state';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test-support/test-app';
import { createBrandFeature } from '../brand/brand.feature';
import { bearer } from '../enrolment/access-fixtures';

let ipCounter = 0;
const nextIp = () => `10.31.${Math.floor((ipCounter += 1) / 250)}.${ipCounter % 250}`;
const newEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@partner.example.com`;

/** A PNG's signature and a little more: enough for the type check, which reads the first bytes. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

describe('partner console: brand settings', () => {
  let t: TestApp;
  /** A second replica over the same database; the two share one change bus, as through Redis. */
  let replica: App;
  let appToken: string;
  let owner: string;
  let staff: string;
  let mine: PartnerBrandSettings[];
  const bus = createInProcessChangeBus();
  const sharedState: SharedState = { changes: bus, close: async () => undefined };

  const api = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    token?: string,
    payload?: object,
    app: App = t.app,
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      remoteAddress: nextIp(),
      ...(payload ? { payload } : {}),
    });

  async function signIn(email: string): Promise<string> {
    t.clock.advance(ONE_TIME_CODE_RESEND_AFTER_MS + 1000);
    const asked = await api('POST', '/partner/sign-in/code', undefined, { email });
    expect(asked.statusCode).toBe(200);
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'oneTimeCode')))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const signedIn = await api('POST', '/partner/sign-in', undefined, {
      email,
      code: message?.meta.code,
      challengeId: asked.json().challengeId,
    });
    expect(signedIn.statusCode).toBe(200);
    return signedIn.json().accessToken as string;
  }

  const brandNamed = (name: string) => {
    const found = mine.find((each) => each.brand.name === name);
    if (!found) throw new Error(`no brand ${name}`);
    return found.brand.id;
  };
  const branding = async (path: string, app: App = t.app) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/branding/${path}`,
      headers: bearer(appToken),
      remoteAddress: nextIp(),
    });
    expect(answer.statusCode).toBe(200);
    return brandingSchema.parse(answer.json());
  };
  const upload = (brandId: number, body: Buffer, contentType: string, token = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/partner/brands/${brandId}/logo`,
      headers: { ...bearer(token), 'content-type': contentType },
      remoteAddress: nextIp(),
      payload: body,
    });
  const changesOf = async (brandId: number, token = owner) => {
    const answer = await api('GET', `/partner/brands/${brandId}/changes`, token);
    expect(answer.statusCode).toBe(200);
    return brandChangesSchema.parse(answer.json()).changes;
  };

  beforeAll(async () => {
    t = await createTestApp({ sharedState });
    replica = await buildApp({ config: t.config, db: t.database, clock: t.clock, sharedState });
    await replica.ready();
    appToken = await t.appToken();
    const ownerEmail = newEmail('owner');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/partner-owners',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: { brand: 'harbour-lettings', email: ownerEmail },
    });
    expect(created.statusCode).toBe(201);
    owner = await signIn(ownerEmail);
    const staffEmail = newEmail('staff');
    const invited = await api('POST', '/partner/users', owner, {
      email: staffEmail,
      role: 'staff',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    staff = await signIn(staffEmail);
    const listed = await api('GET', '/partner/brands', owner);
    expect(listed.statusCode).toBe(200);
    mine = partnerBrandsSettingsSchema.parse(listed.json()).brands;
  });
  afterAll(async () => {
    await replica?.close();
    await t?.close();
  });

  it('lists the user’s brand and those below it, each with its own, inherited and shown settings', async () => {
    expect(mine.map((each) => each.brand.name)).toEqual([
      'Harbour Lettings',
      'Harbour Lettings North',
      'Harbour Lettings Leeds',
    ]);
    const leeds = mine[2] as PartnerBrandSettings;
    expect(leeds.landingPath).toBe('/harbour-lettings-north/101/');
    expect(leeds.settings).toMatchObject({ supportPhone: '0113 496 0101', primary: null });
    expect(leeds.inherited).toMatchObject({ primary: '#0b7a75', supportPhone: '020 7946 0321' });
    expect(leeds.effective).toMatchObject({ primary: '#0b7a75', supportPhone: '0113 496 0101' });

    const asStaff = partnerBrandsSettingsSchema.parse(
      (await api('GET', '/partner/brands', staff)).json(),
    );
    expect(asStaff.canEdit).toBe(false);
    expect(asStaff.brands).toHaveLength(3);
    expect((await api('GET', '/partner/brands')).statusCode).toBe(401);
  });

  it('an owner changes a branch colour: the mover’s branding shows it at once on both replicas, audited', async () => {
    const leedsId = brandNamed('Harbour Lettings Leeds');
    // Both replicas have the branch's branding in memory before the change.
    expect((await branding('harbour-lettings-north/101')).colours.primary).toBe('#0b7a75');
    expect((await branding('harbour-lettings-north/101', replica)).colours.primary).toBe('#0b7a75');

    const changed = await api('PATCH', `/partner/brands/${leedsId}`, owner, {
      primary: '#5B21B6',
      supportPhone: '0113 496 0101',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const answer = partnerBrandSettingsSchema.parse(changed.json());
    expect(answer.settings.primary).toBe('#5b21b6');
    expect(answer.effective.primary).toBe('#5b21b6');

    expect((await branding('harbour-lettings-north/101')).colours.primary).toBe('#5b21b6');
    expect((await branding('harbour-lettings-north/101', replica)).colours.primary).toBe('#5b21b6');
    // The brand above keeps its own.
    expect((await branding('harbour-lettings-north', replica)).colours.primary).toBe('#0b7a75');

    // One audit row with the changed setting only (the phone number was the same).
    const [latest] = await changesOf(leedsId);
    expect(latest).toMatchObject({
      brandId: leedsId,
      by: expect.stringMatching(/^owner-.*@partner\.example\.com$/),
      before: { primary: null },
      after: { primary: '#5b21b6' },
    });
    expect(Object.keys(latest?.after ?? {})).toEqual(['primary']);
    // Staff may read the audit.
    expect((await changesOf(leedsId, staff))[0]?.id).toBe(latest?.id);
  });

  it('refuses colours below WCAG AA with the message, saving nothing', async () => {
    const northId = brandNamed('Harbour Lettings North');
    const before = await changesOf(northId);
    // The header text is inherited (white): a pale background fails against it.
    const refused = await api('PATCH', `/partner/brands/${northId}`, owner, {
      headerBackground: '#eeeeee',
      supportEmail: 'north-moves@harbour-lettings.example',
    });
    expect(refused.statusCode).toBe(400);
    const message =
      'Header text on the header background has a contrast of 1.1:1. WCAG AA needs at least 4.5:1: make one of the two colours darker or lighter.';
    expect(refused.json()).toMatchObject({ message, errors: { headerText: message } });
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, northId));
    expect(row).toMatchObject({
      colourHeaderBackground: null,
      supportEmail: 'north@harbour-lettings.example',
    });
    expect(await changesOf(northId)).toEqual(before);
    expect((await branding('harbour-lettings-north')).colours.headerBackground).toBe('#14213d');
  });

  it('refuses a change that would fail on a branch below that inherits the colour', async () => {
    // Leeds has its own primary (#5b21b6) and inherits the partner's text on it: dark text passes
    // on the partner's white but not on Leeds's purple.
    const refused = await api('PATCH', `/partner/brands/${brandNamed('Harbour Lettings')}`, owner, {
      primary: '#ffffff',
      primaryText: '#333333',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.primaryText).toMatch(
      /^Harbour Lettings Leeds: Button text on the primary colour has a contrast of 1\.\d:1\./,
    );
  });

  it('lets staff read but not change, and answers another partner’s brand as missing', async () => {
    const leedsId = brandNamed('Harbour Lettings Leeds');
    const forbidden = await api('PATCH', `/partner/brands/${leedsId}`, staff, {
      accent: '#000000',
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(BRAND_OWNER_ONLY_MESSAGE);
    expect((await upload(leedsId, PNG, 'image/png', staff)).statusCode).toBe(403);

    const [oakfield] = await t.database.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.urlRoute, 'oakfield-homes'));
    for (const id of [oakfield?.id, 999_999]) {
      const patched = await api('PATCH', `/partner/brands/${id}`, owner, { accent: '#000000' });
      expect(patched.statusCode).toBe(404);
      expect(patched.json().message).toBe(BRAND_NOT_FOUND_MESSAGE);
      expect((await api('GET', `/partner/brands/${id}/changes`, owner)).statusCode).toBe(404);
      expect((await upload(id as number, PNG, 'image/png')).statusCode).toBe(404);
    }
    // The default brand sits above the partner: out of scope too.
    const defaultRow = await t.database.db.select().from(brands).where(eq(brands.level, 0));
    expect(
      (await api('GET', `/partner/brands/${defaultRow[0]?.id}/changes`, owner)).statusCode,
    ).toBe(404);
  });

  it('refuses a logo that is not PNG, JPEG or WebP by its bytes, or too big', async () => {
    const northId = brandNamed('Harbour Lettings North');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const [body, type] of [
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [Buffer.from('%PDF-1.7 not an image'), 'image/jpeg'],
    ] as const) {
      const refused = await upload(northId, body, type);
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toMatchObject({
        message: BRAND_LOGO_TYPE_MESSAGE,
        errors: { logo: BRAND_LOGO_TYPE_MESSAGE },
      });
    }
    const tooBig = await upload(
      northId,
      Buffer.concat([PNG, Buffer.alloc(BRAND_LOGO_MAX_BYTES)]),
      'image/png',
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: BRAND_LOGO_SIZE_MESSAGE });
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, northId));
    expect(row?.logoUrl).toBeNull();
  });

  it('stores an uploaded logo, serves it publicly and cacheably, and makes it the brand’s logo', async () => {
    const northId = brandNamed('Harbour Lettings North');
    // The bytes say PNG whatever the header says.
    const uploaded = await upload(northId, PNG, 'image/jpeg');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logoUrl = partnerBrandSettingsSchema.parse(uploaded.json()).settings.logoUrl;
    expect(logoUrl).toMatch(/^\/api\/brand-logos\/[0-9a-f]{64}$/);
    expect((await branding('harbour-lettings-north/101', replica)).logoUrl).toBe(logoUrl);

    const served = await t.app.inject({ method: 'GET', url: logoUrl as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: logoUrl as string,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: '/api/brand-logos/nope' })).statusCode).toBe(
      404,
    );

    const [latest] = await changesOf(northId);
    expect(latest).toMatchObject({ before: { logoUrl: null }, after: { logoUrl } });
    // The same image again changes nothing, so nothing is audited.
    expect((await upload(northId, PNG, 'image/png')).statusCode).toBe(200);
    expect((await changesOf(northId))[0]?.id).toBe(latest?.id);
    const audit = await t.database.db
      .select()
      .from(brandChanges)
      .where(eq(brandChanges.brandId, northId));
    expect(audit).toHaveLength(1);
  });
});

describe('the brand cache and the change bus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps a branding until a brand-changed message drops it', async () => {
    const bus = createInProcessChangeBus();
    const { brandService } = createBrandFeature({
      database: t.database,
      clock: t.clock,
      requireKind: undefined as never,
      changes: bus,
    });
    expect((await brandService.getBranding('oakfield-homes')).colours.accent).toBe('#a3d977');
    await t.database.db
      .update(brands)
      .set({ colourAccent: '#000000' })
      .where(eq(brands.urlRoute, 'oakfield-homes'));
    expect((await brandService.getBranding('oakfield-homes')).colours.accent).toBe('#a3d977');
    bus.publish('brand-changed', '1');
    expect((await brandService.getBranding('oakfield-homes')).colours.accent).toBe('#000000');
  });
});
