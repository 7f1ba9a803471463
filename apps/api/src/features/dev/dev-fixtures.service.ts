import { randomUUID } from 'node:crypto';
import { PORTAL_APP_PASSWORD, PORTAL_APP_USERNAME } from '@threshold/domain/schemas/token';
import { autoLogInPath } from '@threshold/domain/journey/routes';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { LINK_TOKEN_PURPOSE, type LinkTokens } from '../../auth/link-tokens';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { brandPath } from '../../messages/outbox';
import { assertOperatorKey } from '../../auth/operator-key';
import { DEV_CONTROLS_OPERATOR_ONLY_MESSAGE } from './dev-controls.service';

/**
 * The journey steps a fixture mover can be put at, in journey order; each is every step before
 * it plus one more, so a mover at 'energy-list' has also chosen energy and saved moving details.
 */
export const FIXTURE_STEPS = [
  'moving-details',
  'product-selection',
  'energy-usage',
  'energy-list',
  'broadband-list',
] as const;
export type FixtureStep = (typeof FIXTURE_STEPS)[number];

/** The products the journey's product selection can keep, as its body names them. */
export const FIXTURE_PRODUCTS = ['energy', 'broadband', 'council', 'water'] as const;
export type FixtureProduct = (typeof FIXTURE_PRODUCTS)[number];

/** The energy usage answers a fixture can give, as the usage page sends them. */
export const FIXTURE_KNOWN_USAGE = ['Y', 'U'] as const;
export type FixtureKnownUsage = (typeof FIXTURE_KNOWN_USAGE)[number];

export type FixtureMoverInput = {
  step: FixtureStep;
  /** The brand the mover signs up on (default: the default brand) and its branch. */
  brand?: string;
  branch?: string;
  firstName?: string;
  surname?: string;
  email?: string;
  /** The new home: a postcode and either an address key or the address's first words ('6 Park Row'). */
  postcode?: string;
  address?: string;
  /** Days from today to the move-in date (10: inside the energy window). */
  moveInDays?: number;
  /** Residential status code (201: private tenant). */
  residentialStatus?: number;
  /** From 'product-selection' on: the products kept (default: the step's own product alone). */
  products?: FixtureProduct[];
  /** At 'energy-list': the usage answer, known kWh (Y: 3,100 and 9,500) or "I don't know" (U: Ofgem's medium values). */
  knownUsage?: FixtureKnownUsage;
};

export type FixtureMover = {
  enrolmentId: string;
  email: string;
  password: string;
  /** The portal path that logs the mover in and lands them at their next step (as a reminder's link). */
  logInPath: string;
  /** The mover's user access token, for API calls outside the browser. */
  accessToken: string;
};

export const FIXTURE_PASSWORD = 'Moving-day-1';
const DAY_MS = 86_400_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const stepIndex = (step: FixtureStep) => FIXTURE_STEPS.indexOf(step);

/** The products a step keeps when the caller names none: the product whose page the step is. */
function defaultProducts(step: FixtureStep): FixtureProduct[] {
  return step === 'broadband-list'
    ? ['broadband']
    : step === 'product-selection' || step === 'moving-details'
      ? []
      : ['energy'];
}

function londonDateIn(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toLocaleDateString('en-CA', {
    timeZone: 'Europe/London',
  });
}

/**
 * Outside production only: puts a new mover at a named journey step by making, through the API's
 * own routes (the calls the portal makes, in its order), exactly the requests a mover's browser
 * would: the sign-up on a brand, personal details with a password, moving details, product
 * selection and energy usage. The answer is an auto log-in link as a reminder carries it, so a
 * browser test starts on the page it tests instead of walking the pages before it.
 */
export function createDevFixtures(deps: {
  app: Pick<FastifyInstance, 'inject'>;
  db: DbOrTx;
  linkTokens: LinkTokens;
  operatorKey: string;
  now: () => Date;
}) {
  const { app, db, linkTokens, operatorKey, now } = deps;

  async function call<T>(what: string, options: InjectOptions): Promise<T> {
    const response = await app.inject(options);
    if (response.statusCode !== 200) {
      throw new AppError(
        'FIXTURE_STEP_FAILED',
        `The fixture could not ${what}: HTTP ${response.statusCode} ${response.body}`,
        { status: 409 },
      );
    }
    return response.json<T>();
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function addressKeyOf(token: string, postcode: string, address: string): Promise<string> {
    if (/^[A-Z0-9]+-\d+$/.test(address)) return address;
    const options = await call<{ addressKey: string; simpleAddress: string }[]>(
      'find the addresses',
      {
        method: 'GET',
        url: `/api/addresses/${encodeURIComponent(postcode)}`,
        headers: bearer(token),
      },
    );
    const found = options.find((option) => option.simpleAddress.startsWith(`${address},`));
    if (!found)
      throw new AppError(
        'FIXTURE_NO_ADDRESS',
        `No address at ${postcode} starts with '${address}'.`,
        { status: 400 },
      );
    return found.addressKey;
  }

  return {
    async createMover(
      givenKey: string | undefined,
      input: FixtureMoverInput,
    ): Promise<FixtureMover> {
      assertOperatorKey(givenKey, operatorKey, DEV_CONTROLS_OPERATOR_ONLY_MESSAGE);
      const {
        step,
        brand = 'default',
        branch,
        firstName = 'Robin',
        surname = 'Hughes',
        email = `mover.${randomUUID().slice(0, 8)}@example.com`,
        postcode = 'LS1 4AP',
        address = '1 Park Row',
        moveInDays = 10,
        residentialStatus = 201,
        products = defaultProducts(step),
        knownUsage = 'Y',
      } = input;

      // The portal's own app account starts the sign-up on the brand, as the pending page does.
      const app = await call<{ access_token: string }>('get the portal token', {
        method: 'POST',
        url: '/api/oauth/token',
        headers: FORM,
        payload: new URLSearchParams({
          grant_type: 'password',
          username: PORTAL_APP_USERNAME,
          password: PORTAL_APP_PASSWORD,
        }).toString(),
      });
      const created = await call<{ access_token: string; enrolment: { id: string } }>(
        'start the sign-up',
        {
          method: 'POST',
          url: '/api/enrolment-auth/create',
          headers: bearer(app.access_token),
          payload: { selectedPartner: brand, ...(branch ? { selectedBranch: branch } : {}) },
        },
      );
      const signedUp = await call<{ token: { access_token: string } | null }>(
        'save the personal details',
        {
          method: 'PUT',
          url: '/api/enrolment-auth',
          headers: bearer(created.access_token),
          payload: {
            title: 'Ms',
            firstName,
            surname,
            dateOfBirth: '1990-04-12T00:00:00.000Z',
            contactNumber: '07700900123',
            emailAddress: email,
            password: FIXTURE_PASSWORD,
          },
        },
      );
      const token = signedUp.token?.access_token;
      if (!token)
        throw new AppError('FIXTURE_STEP_FAILED', 'The fixture could not create the log-in.', {
          status: 409,
        });

      if (stepIndex(step) >= stepIndex('product-selection')) {
        const addressKey = await addressKeyOf(token, postcode, address);
        await call('save the moving details', {
          method: 'PUT',
          url: '/api/address',
          headers: { ...FORM, ...bearer(token) },
          payload: new URLSearchParams({
            moveInDate: londonDateIn(now(), moveInDays),
            residentialStatus: String(residentialStatus),
            addressKey,
          }).toString(),
        });
      }
      if (stepIndex(step) >= stepIndex('energy-usage')) {
        const optIn = (product: FixtureProduct) => (products.includes(product) ? 1 : 0);
        await call('choose the products', {
          method: 'PUT',
          url: '/api/enrolment/product-selection',
          headers: bearer(token),
          payload: {
            energyOptIn: optIn('energy'),
            entertainmentOptIn: optIn('broadband'),
            councilOptIn: optIn('council'),
            waterOptIn: optIn('water'),
          },
        });
      }
      if (step === 'energy-list') {
        await call('save the energy usage', {
          method: 'PUT',
          url: '/api/enrolment/energy-usage',
          headers: bearer(token),
          payload:
            knownUsage === 'U'
              ? { knownUsage }
              : { knownUsage, electricityKwhUsage: '3100', gasKwhUsage: '9500' },
        });
      }

      const loginToken = await linkTokens.issue(db, created.enrolment.id, LINK_TOKEN_PURPOSE.login);
      return {
        enrolmentId: created.enrolment.id,
        email,
        password: FIXTURE_PASSWORD,
        logInPath: `${brandPath({ urlRoute: brand, branchId: branch ?? null })}${autoLogInPath(loginToken)}`,
        accessToken: token,
      };
    },
  };
}
export type DevFixtures = ReturnType<typeof createDevFixtures>;
