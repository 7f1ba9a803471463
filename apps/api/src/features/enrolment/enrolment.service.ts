import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { ENROLMENT_TYPE } from '@threshold/domain/codes/enrolment-type';
import { LEAD_SOURCE } from '@threshold/domain/codes/lead-source';
import { TENANT_PORTAL_STORAGE } from '@threshold/domain/codes/tenant-portal-storage';
import type { Clock } from '@threshold/domain/dates/clock';
import { NATIONS, type Nation } from '@threshold/domain/schemas/address';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import type {
  EnrolmentAuthCreateBody,
  EnrolmentAuthCreateResponse,
  PersonalDetailsSubmitResponse,
  PopulatedPersonalDetailsBody,
} from '@threshold/domain/schemas/enrolment-auth';
import { PASSWORD_MESSAGE } from '@threshold/domain/schemas/fields';
import { LOGIN_LINK_INVALID_MESSAGE } from '@threshold/domain/schemas/login-token';
import type {
  ContactDetails,
  IdentityDetails,
  UnpopulatedPersonalDetails,
} from '@threshold/domain/schemas/personal-details';
import type { TokenResponse } from '@threshold/domain/schemas/token';
import type { AccessClaims, AccessTokens, IssuedToken } from '../../auth/access-tokens';
import {
  ENROLMENT_NOT_FOUND_MESSAGE,
  enrolmentNotFound,
  readEnrolmentFacts,
  type Caller,
  type EnrolmentFacts,
} from '../../auth/caller';
import type { Authenticator } from '../../auth/authenticator';
import type { LinkTokens } from '../../auth/link-tokens';
import type { DbOrTx } from '../../db/client';
import type { PasswordHasher } from '../../auth/password-hashing';
import type { RateLimitCounters } from '../../auth/rate-limit-counters';
import type { SecretHasher } from '../../auth/secret-hash';
import { journeyFactsOf } from './journey-facts';
import { withJourneyActivity } from '../reminders/journey-activity';
import { AppError } from '../../http/app-error';
import type { BrandService } from '../brand/brand.service';
import type { AccountRow, EnrolmentPatch, EnrolmentRepo, EnrolmentRow } from './enrolment.repo';
import { recordStatusChange } from '../../messages/webhooks/webhook-events';

export { ENROLMENT_NOT_FOUND_MESSAGE };
/** A log-in as other features see it (the onboarding journey's password-less one). */
export type { AccountRow };
export const EMAIL_TAKEN_MESSAGE =
  'An account already uses this email address. Please log in, or use another email address.';
export const ALREADY_HAS_ACCOUNT_MESSAGE =
  'This enrolment already has a log-in. Please log in to continue.';
export const UNPOPULATED_LINK_INVALID_MESSAGE = 'Incorrect Token Error!';
export const EMAIL_CLAIMS_TOO_MANY_MESSAGE =
  'There have been too many tries with this email address. Please try again later.';
/** A new log-in may claim one e-mail address this often an hour, whether it is taken or not (docs/decisions.md, issue 8). */
export const EMAIL_CLAIMS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

const isNation = (value: string | null): value is Nation =>
  (NATIONS as readonly (string | null)[]).includes(value);

export function toTokenResponse(issued: IssuedToken): TokenResponse {
  return {
    access_token: issued.accessToken,
    token_type: 'Bearer',
    expires_in: issued.expiresIn,
    kind: issued.claims.kind,
    enrolmentId: issued.claims.enrolmentId,
  };
}

/** Confirmed personal details move a pending or open enrolment on to moving details (docs/decisions.md, Domain). */
function detailsConfirmed(row: EnrolmentRow): EnrolmentPatch {
  return row.status < ENROLMENT_STATUS.detailsPopulated
    ? {
        status: ENROLMENT_STATUS.detailsPopulated,
        tenantPortalStorage: TENANT_PORTAL_STORAGE.movingDetails,
      }
    : {};
}

export type EnrolmentService = ReturnType<typeof createEnrolmentService>;

export function createEnrolmentService(deps: {
  repo: EnrolmentRepo;
  brandService: BrandService;
  accessTokens: AccessTokens;
  /** Ends the anonymous sign-up token once a log-in replaces it. */
  authenticator: Pick<Authenticator, 'revoke'>;
  passwordHasher: PasswordHasher;
  linkTokens: LinkTokens;
  /** Keys the per-address count of new log-ins (an HMAC, never the address). */
  secretHasher: SecretHasher;
  rateLimitCounters: RateLimitCounters;
  clock: Clock;
}) {
  const {
    repo,
    brandService,
    accessTokens,
    authenticator,
    passwordHasher,
    linkTokens,
    secretHasher,
    rateLimitCounters: counters,
    clock,
  } = deps;
  const db = repo.db;

  /**
   * 409 EMAIL_TAKEN tells whether an address has a log-in, so each address may be claimed for a new
   * log-in 5 times an hour, counted before the look-up (known and unknown alike), then 429.
   */
  async function assertMayClaimEmail(email: string): Promise<void> {
    const now = clock.now();
    const key = `account-email:${secretHasher.hash(`account-email:${email.trim().toLowerCase()}`)}`;
    const claims = await counters.hit(db, key, HOUR_MS, now);
    if (claims.hits > EMAIL_CLAIMS_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS', EMAIL_CLAIMS_TOO_MANY_MESSAGE, {
        status: 429,
        field: 'emailAddress',
        retryAfterSeconds: (claims.windowEndsAt.getTime() - now.getTime()) / 1000,
      });
    }
  }

  /**
   * The enrolment as the portal sees it; call it outside a transaction (it reads brands through
   * the pool). `known`: the log-in and chosen tariffs as the request context read them, when the
   * call changed neither (else they are read, in one statement).
   */
  async function toEnrolment(row: EnrolmentRow, known?: EnrolmentFacts): Promise<Enrolment> {
    const branding = await brandService.getBrandingById(row.brandId);
    const { hasAccount, storedTariffs } = known ?? (await readEnrolmentFacts(db, row.id));
    return {
      id: row.id,
      status: row.status,
      enrolmentSource: row.source,
      enrolmentType: row.type,
      partnerName: branding.partnerName,
      brandRoute: branding.urlRoute,
      branchId: branding.branchId,
      title: row.title,
      firstName: row.firstName,
      surname: row.surname,
      dateOfBirth: row.dateOfBirth,
      contactNumber: row.contactNumber,
      emailAddress: row.emailAddress,
      emailAddressVerified: row.emailAddressVerified,
      contactNumberVerified: row.contactNumberVerified,
      postcode: row.postcode,
      moveInDate: row.moveInDate,
      isMoveInDateSetByPartner: row.moveInDateSetByPartner,
      residentialStatus: row.residentialStatus,
      moveInDateUnknown: row.moveInDateUnknown,
      addressKey: row.addressKey,
      isManualAddress: row.isManualAddress,
      houseNumber: row.houseNumber,
      houseName: row.houseName,
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      addressLine3: row.addressLine3,
      addressLine4: row.addressLine4,
      town: row.town,
      county: row.county,
      nation: isNation(row.nation) ? row.nation : null,
      isDomestic: row.isDomestic,
      isUnpopulated: row.isUnpopulated,
      hasAccount,
      tenantPortalStorage: row.tenantPortalStorage,
      // Agent mode (a later issue) is the only way an agent runs an enrolment: none does yet.
      telephonyAgent: false,
      ...journeyFactsOf(row, branding, storedTariffs),
    };
  }

  async function issueUserToken(account: AccountRow): Promise<TokenResponse> {
    return toTokenResponse(
      await accessTokens.issue({
        kind: 'user',
        subject: account.id,
        enrolmentId: account.enrolmentId,
        tokenVersion: account.tokenVersion,
      }),
    );
  }

  /**
   * Creates the log-in for an enrolment inside the caller's transaction; 409 when the e-mail is in
   * use. The password comes hashed: argon2 takes tens of milliseconds of a worker thread, and a
   * transaction waiting for it holds a pooled connection (the whole database, on PGlite) meanwhile,
   * so under load other movers' requests timed out waiting for one. Hash before the transaction.
   */
  async function createAccount(
    tx: DbOrTx,
    enrolmentId: string,
    email: string,
    passwordHash: string,
  ): Promise<AccountRow> {
    const lowerEmail = email.toLowerCase();
    if (await repo.findAccountByEnrolmentId(tx, enrolmentId)) {
      throw new AppError('ACCOUNT_EXISTS', ALREADY_HAS_ACCOUNT_MESSAGE, { status: 409 });
    }
    if (await repo.findAccountByEmail(tx, lowerEmail)) {
      throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, {
        status: 409,
        field: 'emailAddress',
      });
    }
    return repo.insertAccount(tx, { email: lowerEmail, passwordHash, enrolmentId });
  }

  /** The password-less log-in for a proved e-mail (ensurePasswordlessAccount below says when). */
  async function passwordlessAccountFor(
    tx: DbOrTx,
    enrolmentId: string,
    verifiedEmail: string,
  ): Promise<{ account: AccountRow; isNew: boolean } | undefined> {
    const lowerEmail = verifiedEmail.toLowerCase();
    const existing = await repo.findAccountByEnrolmentId(tx, enrolmentId);
    if (existing?.hasPassword) return undefined;
    if (existing?.email === lowerEmail) return { account: existing, isNew: false };
    const owner = await repo.findAccountByEmail(tx, lowerEmail);
    if (owner)
      throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, {
        status: 409,
        field: 'emailAddress',
      });
    if (existing) {
      const moved = await repo.updatePasswordlessAccountEmail(
        tx,
        existing.id,
        lowerEmail,
        clock.now(),
      );
      return moved ? { account: moved, isNew: false } : undefined;
    }
    return {
      account: await repo.insertAccount(tx, {
        email: lowerEmail,
        passwordHash: null,
        enrolmentId,
      }),
      isNew: true,
    };
  }

  /**
   * A caller whose details an agent confirmed has no log-in yet. The link reached the enrolment's
   * e-mail address, which proves it theirs (as a one-time code does), so it makes their
   * password-less log-in (a code logs them in later) and the journey goes on. A pending enrolment
   * (details not confirmed) keeps the sign-up flow, where the mover chooses a password; an address
   * another log-in holds gets none.
   */
  async function passwordlessLogInFromLink(row: EnrolmentRow): Promise<AccountRow | undefined> {
    const email = row.emailAddress;
    if (row.status === ENROLMENT_STATUS.pending || !email) return undefined;
    if (await repo.findAccountByEmail(db, email.toLowerCase())) return undefined;
    return db.transaction(async (tx) => {
      const made = await passwordlessAccountFor(tx, row.id, email);
      if (made)
        await repo.update(tx, row.id, { emailAddressVerified: true, updatedAt: clock.now() });
      return made?.account;
    });
  }

  return {
    toEnrolment,
    issueUserToken,

    /**
     * For other features' services: an enrolment row by id (undefined when unknown), for one a
     * link names or as a transaction sees it; the caller's own comes from the request context.
     */
    findRow: (id: string, tx: DbOrTx = db) => repo.findById(tx, id),
    updateRow: (tx: DbOrTx, id: string, patch: EnrolmentPatch) =>
      repo.update(tx, id, withJourneyActivity({ ...patch, updatedAt: clock.now() }, clock.now())),
    findAccountForEnrolment: (id: string, tx: DbOrTx = db) => repo.findAccountByEnrolmentId(tx, id),
    findAccountByEmail: (email: string, tx: DbOrTx = db) =>
      repo.findAccountByEmail(tx, email.toLowerCase()),
    brandingOf: (row: EnrolmentRow): Promise<Branding> => brandService.getBrandingById(row.brandId),

    /**
     * The onboarding journey's log-in (no password: the mover logs in by one-time code), inside the
     * caller's transaction, for an e-mail the mover has just proved is theirs. A password-less
     * log-in is made when there is none, or follows the newly verified e-mail. A log-in with a
     * password is never handed out this way (undefined: the mover logs in with the password), so
     * a sign-up token and a code cannot open it. 409 EMAIL_TAKEN when the e-mail belongs to
     * another log-in.
     */
    async ensurePasswordlessAccount(
      tx: DbOrTx,
      enrolmentId: string,
      verifiedEmail: string,
    ): Promise<{ account: AccountRow; isNew: boolean } | undefined> {
      return passwordlessAccountFor(tx, enrolmentId, verifiedEmail);
    },

    /** A user token for a log-in; an anonymous caller's sign-up token stops working now (the log-in replaces it). */
    async logIn(claims: AccessClaims, account: AccountRow): Promise<TokenResponse> {
      if (claims.kind === 'anonymous') await authenticator.revoke(claims);
      return issueUserToken(account);
    },

    /** An anonymous token for a pending enrolment (sign-up, confirm-details). */
    async issueAnonymousToken(enrolmentId: string): Promise<TokenResponse> {
      return toTokenResponse(
        await accessTokens.issue({ kind: 'anonymous', subject: enrolmentId, enrolmentId }),
      );
    },

    /**
     * POST /oauth/token grant_type=login_token (/log-in/{loginToken}): uses the link once; a user
     * token when the enrolment has a log-in, else an anonymous token for it.
     */
    async logInWithLinkToken(token: string): Promise<TokenResponse> {
      const link = await linkTokens.consume(db, 'login', token);
      const row = link ? await repo.findById(db, link.enrolmentId) : undefined;
      if (!row || row.forgottenAt) {
        throw new AppError('INVALID_GRANT', LOGIN_LINK_INVALID_MESSAGE, {
          status: 400,
          field: 'token',
        });
      }
      const account = await repo.findAccountByEnrolmentId(db, row.id);
      if (account) return issueUserToken(account);
      const made = await passwordlessLogInFromLink(row);
      if (made) return issueUserToken(made);
      return toTokenResponse(
        await accessTokens.issue({ kind: 'anonymous', subject: row.id, enrolmentId: row.id }),
      );
    },

    /** POST /enrolment-auth/create: a DirectHomeMove pending enrolment on the chosen brand, and its anonymous token. */
    async createDirect(body: EnrolmentAuthCreateBody): Promise<EnrolmentAuthCreateResponse> {
      const route = body.selectedSubpartner ?? body.selectedPartner;
      const chain = await brandService.findChain(route, body.selectedBranch);
      const brand = chain[0];
      if (!brand) throw new Error('findChain returned an empty chain');
      const row = await repo.insert(db, {
        brandId: brand.id,
        status: ENROLMENT_STATUS.pending,
        source: LEAD_SOURCE.directHomeMove,
        type: ENROLMENT_TYPE.direct,
      });
      const issued = await accessTokens.issue({
        kind: 'anonymous',
        subject: row.id,
        enrolmentId: row.id,
      });
      return { ...toTokenResponse(issued), enrolment: await toEnrolment(row) };
    },

    /**
     * Agent mode: a pending enrolment for the caller an agent has on the line (lead source
     * ManualTelephony) on the brand the agent names, or its branch. The agent's own token reaches it.
     */
    async createForCaller(input: {
      brand: string;
      branch?: string;
    }): Promise<{ enrolmentId: string }> {
      const chain = await brandService.findChain(input.brand, input.branch);
      const brand = chain[0];
      if (!brand) throw new Error('findChain returned an empty chain');
      const row = await repo.insert(db, {
        brandId: brand.id,
        status: ENROLMENT_STATUS.pending,
        source: LEAD_SOURCE.manualTelephony,
        type: ENROLMENT_TYPE.direct,
      });
      return { enrolmentId: row.id };
    },

    /** GET /enrolment-auth */
    async getOwn(caller: Caller): Promise<Enrolment> {
      return toEnrolment(caller.enrolment, caller);
    },

    /** GET /enrolment/{id}: only the caller's own enrolment; any other id is "not found" (no hint that it exists). */
    async getById(caller: Caller, id: string): Promise<Enrolment> {
      if (caller.enrolment.id !== id) throw enrolmentNotFound();
      return toEnrolment(caller.enrolment, caller);
    },

    /** PUT /enrolment-auth/personal-details */
    async saveIdentity(caller: Caller, details: IdentityDetails): Promise<Enrolment> {
      const row = caller.enrolment;
      return toEnrolment(
        await repo.update(
          db,
          row.id,
          withJourneyActivity({ ...details, updatedAt: clock.now() }, clock.now()),
        ),
        caller,
      );
    },

    /** PUT /enrolment-auth/contact-details: a changed address or number must be verified again. */
    async saveContact(caller: Caller, details: ContactDetails): Promise<Enrolment> {
      const row = caller.enrolment;
      const patch: EnrolmentPatch = { ...details, updatedAt: clock.now() };
      if (details.emailAddress.toLowerCase() !== row.emailAddress?.toLowerCase())
        patch.emailAddressVerified = false;
      if (details.contactNumber !== row.contactNumber) patch.contactNumberVerified = false;
      return toEnrolment(
        await repo.update(db, row.id, withJourneyActivity(patch, clock.now())),
        caller,
      );
    },

    /**
     * PUT /enrolment-auth (populated page): stores every field and confirms the details. Without a
     * log-in yet, the password is required and creates it; the answer then carries a user token.
     */
    async savePopulated(
      caller: Caller,
      body: PopulatedPersonalDetailsBody,
    ): Promise<PersonalDetailsSubmitResponse> {
      const { claims } = caller;
      const { password, ...details } = body;
      if (password !== undefined) await assertMayClaimEmail(details.emailAddress);
      // Hashed before the transaction (createAccount says why), unless there is a log-in already.
      const passwordHash =
        password !== undefined && !caller.hasAccount
          ? await passwordHasher.hashPassword(password)
          : undefined;
      // Brand lookups use the pool, so the answer is built after the transaction (PGlite has one connection).
      const { updated, account } = await db.transaction(async (tx) => {
        const row = caller.enrolment;
        const existing = await repo.findAccountByEnrolmentId(tx, row.id);
        // An agent confirms a caller's details without a password: the caller chooses one when
        // they open the link the agent sends (docs/decisions.md).
        const byAgent = claims.kind === 'agent' && password === undefined;
        if (!existing && password === undefined && !byAgent) {
          throw new AppError('PASSWORD_REQUIRED', PASSWORD_MESSAGE, {
            status: 400,
            field: 'password',
          });
        }
        const created =
          existing || password === undefined
            ? undefined
            : await createAccount(
                tx,
                row.id,
                details.emailAddress,
                // The request context saw a log-in that is gone now (erased meanwhile): hash here.
                passwordHash ?? (await passwordHasher.hashPassword(password)),
              );
        const saved = await repo.update(
          tx,
          row.id,
          withJourneyActivity(
            { ...details, ...detailsConfirmed(row), updatedAt: clock.now() },
            clock.now(),
          ),
        );
        await recordStatusChange(tx, row, saved, clock.now());
        return { updated: saved, account: created };
      });
      // The enrolment has a log-in now, whether it had one or this call made it (unless an agent
      // confirmed the details of a caller who has none).
      const known = {
        hasAccount: caller.hasAccount || account !== undefined,
        storedTariffs: caller.storedTariffs,
      };
      if (!account) return { enrolment: await toEnrolment(updated, known), token: null };
      // The log-in replaces the anonymous sign-up token: it stops working now.
      if (claims.kind === 'anonymous') await authenticator.revoke(claims);
      return { enrolment: await toEnrolment(updated, known), token: await issueUserToken(account) };
    },

    /**
     * PUT /enrolment-auth/unpopulated/{unpopulatedToken}: the mover the partner knew nothing about
     * gives their details and a password; the link is used up and the answer logs them in.
     */
    async saveUnpopulated(
      unpopulatedToken: string,
      body: UnpopulatedPersonalDetails,
    ): Promise<PersonalDetailsSubmitResponse> {
      const { password, ...details } = body;
      await assertMayClaimEmail(details.emailAddress);
      const invalid = () =>
        new AppError('INVALID_TOKEN', UNPOPULATED_LINK_INVALID_MESSAGE, { status: 404 });
      // The link is checked before the hash is made (so a bad link costs no hash), and used up
      // in the transaction; the hash is made outside it (createAccount says why).
      if (!(await linkTokens.find(db, 'unpopulated', unpopulatedToken))) throw invalid();
      const passwordHash = await passwordHasher.hashPassword(password);
      const { updated, account } = await db.transaction(async (tx) => {
        const link = await linkTokens.consume(tx, 'unpopulated', unpopulatedToken);
        const row = link ? await repo.findById(tx, link.enrolmentId) : undefined;
        if (!row || row.forgottenAt) throw invalid();
        const created = await createAccount(tx, row.id, details.emailAddress, passwordHash);
        const saved = await repo.update(
          tx,
          row.id,
          withJourneyActivity(
            {
              ...details,
              ...detailsConfirmed(row),
              isUnpopulated: false,
              updatedAt: clock.now(),
            },
            clock.now(),
          ),
        );
        await recordStatusChange(tx, row, saved, clock.now());
        return { updated: saved, account: created };
      });
      return { enrolment: await toEnrolment(updated), token: await issueUserToken(account) };
    },
  };
}
