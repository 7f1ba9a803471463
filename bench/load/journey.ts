// One simulated mover: a partner's lead, then every step through the HTTP API in the order the
// portal makes its calls (the calls and bodies of the web app's api modules and the route tests).
// Each acknowledged write is recorded, so the reconciliation can look for it in the database.
import { PORTAL_APP_PASSWORD, PORTAL_APP_USERNAME } from '@threshold/domain/schemas/token';
import { randomBytes } from 'node:crypto';

export const LEAD_POSTCODE = 'LS1 4AP';
const MOVE_IN_DAYS = 10;
const DAY_MS = 86_400_000;
/** Vocalink's published test pair 1: passes the modulus check. */
const BANK = { sortCode: '08-99-99', accountNumber: '66374958' };
/** The password every simulated mover creates on personal details. */
export const MOVER_PASSWORD = 'Moving-day-2';

/** One HTTP call's outcome, for the figures. */
export type CallSample = {
  call: string;
  status: number;
  ms: number;
  /** The answer the journey takes: a 2xx, or for a double submit's copy also a clear 409. */
  ok: boolean;
};

/** What the API acknowledged to this mover (2xx), step by step. */
export type Acknowledged = {
  email: string;
  firstName: string;
  surname: string;
  enrolmentId?: string;
  account?: boolean;
  movingDetails?: { moveInDate: string; addressKey: string; residentialStatus: number };
  products?: { energy: 1; broadband: 1; council: 1; water: 1 };
  councilWaterNotified?: boolean;
  energySelected?: { priceIds: string[]; supplierIds: string[] };
  payment?: { preferredDay: string; accountEnding: string };
  energyCompleted?: boolean;
  broadbandSelected?: { packageId: string; sourceId: string };
  confirmationSeen?: boolean;
};

export class CallError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    body: string,
  ) {
    super(`${call}: HTTP ${status} ${body.slice(0, 300)}`);
  }
}

type CallOptions = {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  /** Status codes that are an answer, not an error (default: 200). */
  expect?: number[];
  headers?: Record<string, string>;
  /**
   * With double submits on: the request goes twice at once (a double click, or a retry sent
   * before the first answer came). The copy may also be refused with 409 (still running, or
   * the step already done); the data must still hold the write exactly once.
   */
  twice?: object;
};

export type JourneyContext = {
  baseUrl: string;
  partnerKey: string;
  record(sample: CallSample): void;
  /** The run's time limit: no new call starts after it. */
  signal: AbortSignal;
  /** Send each write that must happen once (lead, notify, select, complete) twice at once. */
  doubleSubmit?: boolean;
};

function londonDateIn(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toLocaleDateString('en-CA', {
    timeZone: 'Europe/London',
  });
}

/** A name of letters only (names refuse digits), different for each mover. */
function uniqueName(prefix: string): string {
  const letters = [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26)));
  return `${prefix}${letters.join('')}`;
}

export function newMover(index: number): Acknowledged {
  return {
    email: `load.${index}.${randomBytes(6).toString('hex')}@example.com`,
    firstName: 'Robin',
    surname: uniqueName('Hartley'),
  };
}

/** Runs one mover's journey; throws a CallError at the first call the API refuses. */
export async function runJourney(context: JourneyContext, mover: Acknowledged): Promise<void> {
  const { baseUrl, partnerKey, record, signal } = context;

  async function call<T>(name: string, method: string, path: string, options: CallOptions = {}) {
    if (!context.doubleSubmit || !options.twice)
      return (await once<T>(name, method, path, options)).body;
    // Either of the two may be the one that does the work; the other may be refused with 409.
    const wanted = options.expect ?? [200];
    const either = { ...options, expect: [...wanted, 409] };
    const answers = await Promise.all([
      once<T>(name, method, path, either),
      once<T>(`${name} (copy)`, method, path, either),
    ]);
    const done = answers.find((answer) => wanted.includes(answer.status));
    if (!done) throw new CallError(name, 409, 'both the request and its copy were refused');
    return done.body;
  }

  async function once<T>(
    name: string,
    method: string,
    path: string,
    options: CallOptions,
  ): Promise<{ status: number; body: T }> {
    signal.throwIfAborted();
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
      status = response.status;
      text = await response.text();
    } catch (error) {
      record({ call: name, status: 0, ms: performance.now() - started, ok: false });
      throw new CallError(name, 0, error instanceof Error ? error.message : String(error));
    }
    const ok = (options.expect ?? [200]).includes(status);
    record({ call: name, status, ms: performance.now() - started, ok });
    if (!ok) throw new CallError(name, status, text);
    return { status, body: (text ? JSON.parse(text) : null) as T };
  }

  // 1. The partner's system sends the lead.
  const moveInDate = londonDateIn(MOVE_IN_DAYS);
  const lead = await call<{ enrolmentId: string }>(
    'POST /api/partner/leads',
    'POST',
    '/api/partner/leads',
    {
      token: partnerKey,
      expect: [201],
      // The partner's own retry: the same Idempotency-Key, so the copy makes nothing new.
      headers: { 'idempotency-key': randomBytes(16).toString('hex') },
      twice: {},
      json: {
        title: 'Ms',
        firstName: mover.firstName,
        surname: mover.surname,
        dateOfBirth: '1990-04-12',
        emailAddress: mover.email,
        contactNumber: '07700900123',
        moveInDate,
        postcode: LEAD_POSTCODE,
        enrolmentType: 'Lettings',
        branchId: '101',
      },
    },
  );
  mover.enrolmentId = lead.enrolmentId;

  // 2. The invitation arrives (the dev mailbox stands in for the mover's inbox).
  let link: string | undefined;
  for (let attempt = 0; attempt < 50 && !link; attempt += 1) {
    const messages = await call<{ links: string[] }[]>(
      'GET /api/dev/messages',
      'GET',
      `/api/dev/messages?to=${encodeURIComponent(mover.email)}`,
    );
    link = messages.find((message) => message.links.length > 0)?.links[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!link) throw new CallError('invitation', 0, 'no invitation reached the mailbox');
  const invitation = new URL(link);
  const confirmToken = decodeURIComponent(invitation.pathname.split('/').pop() ?? '');

  // 3. The portal opens with its app token; the link's landing records the click.
  const app = await call<{ access_token: string }>(
    'POST /api/oauth/token (app)',
    'POST',
    '/api/oauth/token',
    {
      form: {
        grant_type: 'password',
        username: PORTAL_APP_USERNAME,
        password: PORTAL_APP_PASSWORD,
      },
    },
  );
  const appToken = app.access_token;
  const click = await call<{ saveAndContinueToken: string | null }>(
    'POST /api/comms/events/create',
    'POST',
    '/api/comms/events/create',
    {
      token: appToken,
      form: {
        commChannel: invitation.searchParams.has('medium') ? '0' : '1',
        commType: 'campaign',
        token: confirmToken,
      },
    },
  );
  if (!click.saveAndContinueToken)
    throw new CallError('POST /api/comms/events/create', 200, 'no save-and-continue token');

  // 4. Confirm details: surname and postcode → an anonymous token.
  const validated = await call<{ result: number; token: string | null }>(
    'PUT /api/account/validate',
    'PUT',
    '/api/account/validate',
    {
      token: appToken,
      json: { token: click.saveAndContinueToken, surname: mover.surname, postcode: LEAD_POSTCODE },
    },
  );
  if (!validated.token)
    throw new CallError('PUT /api/account/validate', 200, `result ${validated.result}`);
  const anonymous = validated.token;

  // 5. Personal details: the page reads them, the mover adds a password → a user token.
  await call('GET /api/enrolment-auth', 'GET', '/api/enrolment-auth', { token: anonymous });
  const signedUp = await call<{ token: { access_token: string } | null }>(
    'PUT /api/enrolment-auth',
    'PUT',
    '/api/enrolment-auth',
    {
      token: anonymous,
      json: {
        title: 'Ms',
        firstName: mover.firstName,
        surname: mover.surname,
        dateOfBirth: '1990-04-12T00:00:00.000Z',
        contactNumber: '07700900123',
        emailAddress: mover.email,
        password: MOVER_PASSWORD,
      },
    },
  );
  const token = signedUp.token?.access_token;
  if (!token) throw new CallError('PUT /api/enrolment-auth', 200, 'no user token');
  mover.account = true;

  // 6. Moving details: find the address, save the home.
  await call('GET /api/enrolment-auth', 'GET', '/api/enrolment-auth', { token });
  const addresses = await call<{ addressKey: string }[]>(
    'GET /api/addresses/{postcode}',
    'GET',
    `/api/addresses/${encodeURIComponent(LEAD_POSTCODE)}`,
    { token },
  );
  const addressKey = addresses[0]?.addressKey;
  if (!addressKey) throw new CallError('GET /api/addresses/{postcode}', 200, 'no address');
  await call('PUT /api/address', 'PUT', '/api/address', {
    token,
    form: { moveInDate, residentialStatus: '201', addressKey },
  });
  mover.movingDetails = { moveInDate, addressKey, residentialStatus: 201 };

  // 7. Product selection: every product.
  await call('GET /api/enrolment-auth', 'GET', '/api/enrolment-auth', { token });
  await call('PUT /api/enrolment/product-selection', 'PUT', '/api/enrolment/product-selection', {
    token,
    json: { energyOptIn: 1, entertainmentOptIn: 1, councilOptIn: 1, waterOptIn: 1 },
  });
  mover.products = { energy: 1, broadband: 1, council: 1, water: 1 };

  // 8. Council tax and water: the page reads the authorities, the mover tells them.
  await call('GET /api/council-water', 'GET', '/api/council-water', { token });
  await call('POST /api/council-water/notify', 'POST', '/api/council-water/notify', {
    token,
    twice: {},
    json: { page: '/enrolment/council-services' },
  });
  mover.councilWaterNotified = true;

  // 9. Energy: usage, the quote list, a tariff chosen, payment, the sign-up sent.
  await call('GET /api/enrolment-auth', 'GET', '/api/enrolment-auth', { token });
  await call('PUT /api/enrolment/energy-usage', 'PUT', '/api/enrolment/energy-usage', {
    token,
    json: { knownUsage: 'Y', electricityKwhUsage: '3100', gasKwhUsage: '9500' },
  });
  type Tariff = { quoteId: string; priceId: string; supplierId: string };
  const quotes = await call<{ tariffs?: Tariff[]; quotes?: Tariff[] }>(
    'POST /api/quotes',
    'POST',
    '/api/quotes',
    {
      token,
      json: {
        filters: {},
        wholeOfMarket: false,
        getAll: false,
      },
    },
  );
  const tariff = pickTariff(quotes);
  if (!tariff) throw new CallError('POST /api/quotes', 200, 'no tariff to choose');
  await call('POST /api/quotes/select', 'POST', '/api/quotes/select', {
    token,
    twice: {},
    json: {
      tariffsId: [{ quoteId: tariff.quoteId, priceId: tariff.priceId }],
      addOnsIdentifiers: [],
    },
  });
  mover.energySelected = { priceIds: [tariff.priceId], supplierIds: [tariff.supplierId] };
  await call('GET /api/enrolment/energy/payment', 'GET', '/api/enrolment/energy/payment', {
    token,
  });
  const payment = {
    bankAccountName: 'Robin Hartley',
    bankAccountNumber: BANK.accountNumber,
    bankAccountSortCode: BANK.sortCode,
    preferredDay: '15',
    termsAndConditions: true,
  };
  await call('PUT /api/enrolment/directdebit', 'PUT', '/api/enrolment/directdebit', {
    token,
    twice: {},
    json: payment,
  });
  mover.payment = { preferredDay: '15', accountEnding: BANK.accountNumber.slice(-3) };
  await call('POST /api/enrolment/energy/complete', 'POST', '/api/enrolment/energy/complete', {
    token,
    twice: {},
    json: payment,
  });
  await call(
    'POST /api/enrolment/completeservices',
    'POST',
    '/api/enrolment/completeservices?services[]=0',
    { token, twice: {} },
  );
  mover.energyCompleted = true;

  // 10. Broadband: the list, a package chosen.
  type Package = { packageId: string; sourceId: string; signUp?: { kind: string } };
  const list = await call<{ packages: { packages: Package[] } }>(
    'POST /api/entertainment/broadband',
    'POST',
    '/api/entertainment/broadband',
    { token, json: {} },
  );
  const chosen = list.packages.packages[0];
  if (!chosen) throw new CallError('POST /api/entertainment/broadband', 200, 'no package');
  // A whole-of-market package asks for the mover's consent first, as its page does.
  if (chosen.signUp?.kind === 'wholeOfMarket') {
    await call(
      'POST /api/enrolment/wom-consent',
      'POST',
      '/api/enrolment/wom-consent?serviceType=4&sendEmail=false',
      { token, expect: [200, 204] },
    );
  }
  await call(
    'POST /api/entertainment/select-package',
    'POST',
    '/api/entertainment/select-package',
    {
      token,
      twice: {},
      json: { packageId: chosen.packageId, sourceId: chosen.sourceId },
    },
  );
  mover.broadbandSelected = { packageId: chosen.packageId, sourceId: chosen.sourceId };

  // 11. Confirmation.
  await call('GET /api/enrolment-auth', 'GET', '/api/enrolment-auth', { token });
  await call('GET /api/confirmationdetails', 'GET', '/api/confirmationdetails', { token });
  mover.confirmationSeen = true;
}

function pickTariff(answer: unknown): { quoteId: string; priceId: string; supplierId: string } {
  const found: { quoteId: string; priceId: string; supplierId: string }[] = [];
  // The first priced tariff of the answer, wherever the list keeps it.
  const visit = (value: unknown) => {
    if (found.length > 0 || value === null || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    if (
      typeof object.quoteId === 'string' &&
      typeof object.priceId === 'string' &&
      typeof object.supplierId === 'string'
    ) {
      found.push({
        quoteId: object.quoteId,
        priceId: object.priceId,
        supplierId: object.supplierId,
      });
      return;
    }
    for (const child of Object.values(object)) visit(child);
  };
  visit(answer);
  return found[0]!;
}
