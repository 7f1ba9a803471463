import { ENROLMENT_STATUS, type EnrolmentStatus } from '@threshold/domain/codes/enrolment-status';
import { ENROLMENT_TYPE } from '@threshold/domain/codes/enrolment-type';
import { LEAD_SOURCE } from '@threshold/domain/codes/lead-source';
import { eq } from 'drizzle-orm';
import { createLinkTokens, type LinkTokenPurpose } from '../../auth/link-tokens';
import { createLinkTokensRepo } from '../../auth/link-tokens.repo';
import { createPasswordHasher } from '../../auth/password-hashing';
import { createSecretHasher } from '../../auth/secret-hash';
import { accounts, brands, enrolments } from '../../db/schema';
import { TEST_PASSWORD, type TestApp } from '../../test-support/test-app';

/** Test data for the access features: leads as a partner would upload them, with their link tokens. */

export type TestLead = {
  enrolmentId: string;
  email: string;
  password: string;
  /** Issues a fresh link token of a purpose for this lead. */
  linkToken(purpose: LinkTokenPurpose): Promise<string>;
};

export type LeadInput = {
  brandRoute?: string;
  surname?: string | null;
  postcode?: string | null;
  email?: string | null;
  contactNumber?: string | null;
  isUnpopulated?: boolean;
  status?: EnrolmentStatus;
  withAccount?: boolean;
  forgotten?: boolean;
};

let counter = 0;

export async function createLead(t: TestApp, input: LeadInput = {}): Promise<TestLead> {
  const db = t.database.db;
  counter += 1;
  const email =
    input.email === undefined ? `lead-${counter}-${Date.now()}@example.com` : input.email;
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.urlRoute, input.brandRoute ?? 'default'));
  if (!brand) throw new Error('createLead: unknown brand');
  const [row] = await db
    .insert(enrolments)
    .values({
      brandId: brand.id,
      status: input.status ?? ENROLMENT_STATUS.pending,
      source: LEAD_SOURCE.uploadedLead,
      type: ENROLMENT_TYPE.lettings,
      title: 'Ms',
      firstName: input.isUnpopulated ? null : 'Alex',
      surname: input.surname === undefined ? 'Smith-Jones' : input.surname,
      dateOfBirth: input.isUnpopulated ? null : '1990-05-01',
      emailAddress: email,
      contactNumber: input.contactNumber === undefined ? '07700900123' : input.contactNumber,
      postcode: input.postcode === undefined ? 'SW1A 1AA' : input.postcode,
      isUnpopulated: input.isUnpopulated ?? false,
      forgottenAt: input.forgotten ? t.clock.now() : null,
      campaignMedium: 'email',
    })
    .returning({ id: enrolments.id });
  if (!row) throw new Error('createLead: no row');
  if (input.withAccount && email) {
    const hasher = createPasswordHasher(t.config.passwordHashing);
    await db.insert(accounts).values({
      email: email.toLowerCase(),
      passwordHash: await hasher.hashPassword(TEST_PASSWORD),
      enrolmentId: row.id,
    });
  }
  const linkTokens = createLinkTokens({
    repo: createLinkTokensRepo(),
    hasher: createSecretHasher(t.config.tokenSecret),
    clock: t.clock,
  });
  return {
    enrolmentId: row.id,
    email: email ?? '',
    password: TEST_PASSWORD,
    linkToken: (purpose) => linkTokens.issue(db, row.id, purpose),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
