import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../../db/schema';
import { markSentByHand } from '../../messages/hand-offs/sent-by-hand';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testAddressProvider } from '../addresses/test-addresses';
import { bearer } from '../enrolment/access-fixtures';

describe('GET /api/enrolment/checklist.pdf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ addressProvider: testAddressProvider() });
  });
  afterAll(async () => {
    await t.close();
  });

  async function moverAtLeeds(firstName: string) {
    const created = await t.createMover();
    await t.database.db
      .update(enrolments)
      .set({
        status: ENROLMENT_STATUS.detailsPopulated,
        firstName,
        surname: 'Ashby',
        moveInDate: '2026-03-12',
        addressKey: 'test-home',
        houseNumber: '1',
        addressLine1: 'Park Row',
        town: 'Leeds',
        postcode: 'LS1 4AP',
        nation: 'England',
        energyConsented: false,
        entertainmentConsented: false,
        councilConsented: true,
        councilOptIn: 1,
        waterConsented: true,
        waterOptIn: 1,
      })
      .where(eq(enrolments.id, created.enrolmentId));
    return { ...created, token: await t.userToken(created) };
  }

  async function pdfText(token: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment/checklist.pdf',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    return { response, text: text.replace(/\s+/g, ' ') };
  }

  it('is a download made for this mover: their name, new address, move-in date, services and the list', async () => {
    const { token } = await moverAtLeeds('Robin');
    const { response, text } = await pdfText(token);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="moving-checklist.pdf"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(text).toContain('Your moving checklist');
    expect(text).toContain('For Robin Ashby');
    expect(text).toContain('1 Park Row');
    expect(text).toContain('LS1 4AP');
    expect(text).toContain('Move-in date: 12/03/2026');
    expect(text).toContain('Council Tax: To do');
    expect(text).toContain('Energy: To do');
    expect(text).toContain('We have not told anyone about your move yet.');
    expect(text).toContain('Redirect your post with Royal Mail');
  });

  it('names each authority told and when (UK time)', async () => {
    const { token, enrolmentId } = await moverAtLeeds('Sam');
    await t.app.inject({
      method: 'POST',
      url: '/api/council-water/notify',
      headers: bearer(token),
      payload: { page: '/enrolment/council-services' },
    });
    await markSentByHand(
      t.database.db,
      enrolmentId,
      'authorityNotification',
      new Date('2026-03-02T14:05:00Z'),
    );
    const { text } = await pdfText(token);
    expect(text).toContain('We told Leeds City Council on 02/03/2026 at 14:05.');
    expect(text).toContain('We told Yorkshire Water on 02/03/2026 at 14:05.');
  });

  it("answers only the caller's own checklist, and nothing without a log-in", async () => {
    await moverAtLeeds('Robin');
    const other = await moverAtLeeds('Kit');
    const { text } = await pdfText(other.token);
    expect(text).toContain('For Kit Ashby');
    expect(text).not.toContain('Robin');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/enrolment/checklist.pdf' });
    expect(anonymous.statusCode).toBe(401);
  });
});
