import type { ApiErrorBody } from '@threshold/domain/schemas/api-error';
import {
  affiliatesByCategorySchema,
  type AffiliatesByCategory,
} from '@threshold/domain/schemas/affiliates';
import {
  confirmationDetailsSchema,
  type ConfirmationDetails,
  type EnrolmentFieldsBody,
} from '@threshold/domain/schemas/confirmation';
import { ApiError, callApi } from '../../api/client';
import { readUserToken } from '../../api/session-store';

export const CONFIRMATION_DETAILS_KEY = ['confirmation-details'] as const;
export const CHECKLIST_FILE_NAME = 'moving-checklist.pdf';

/** GET /api/confirmationdetails */
export async function fetchConfirmationDetails(): Promise<ConfirmationDetails> {
  return confirmationDetailsSchema.parse(
    await callApi('/api/confirmationdetails', { auth: 'user' }),
  );
}

/** GET /api/affiliates-by-category (no-store: fetched on each visit). */
export const affiliatesQuery = {
  queryKey: ['affiliates-by-category'] as const,
  queryFn: async (): Promise<AffiliatesByCategory> =>
    affiliatesByCategorySchema.parse(
      await callApi('/api/affiliates-by-category', { auth: 'user' }),
    ),
  staleTime: 0,
};

/**
 * A file the shared client does not read (it reads JSON): the same bearer, and the same ApiError
 * for a refusal, so the query cache's 401/403 handling applies.
 */
async function fetchUserFile(path: string): Promise<Response> {
  const token = readUserToken();
  const response = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(response.status, body, 'user');
  }
  return response;
}

/**
 * PATCH /api/enrolment/fields: the page's saves. The enrolment it answers is not read here: the
 * caller marks the cached enrolment stale instead, so the journey guard reads it afresh.
 */
export async function saveEnrolmentFields(body: EnrolmentFieldsBody): Promise<void> {
  await callApi('/api/enrolment/fields', { auth: 'user', method: 'PATCH', json: body });
}

/**
 * POST /api/entertainment/remove-pending-wombb-package ("Select a new package"). Here, not in
 * api/broadband.ts, so the page does not load the broadband calls' module for one call.
 */
export async function removePendingPackage(): Promise<void> {
  await callApi('/api/entertainment/remove-pending-wombb-package', {
    auth: 'user',
    method: 'POST',
  });
}

/** PUT /api/enrolment/trigger-survey: the server asks once, however often this is called. */
export async function requestSurvey(): Promise<void> {
  await callApi('/api/enrolment/trigger-survey', { auth: 'user', method: 'PUT' });
}

/**
 * GET /api/enrolment/checklist.pdf, saved as a file. A plain link cannot carry the bearer token,
 * so the file is fetched and handed to the browser's download.
 */
export async function downloadChecklist(): Promise<void> {
  const response = await fetchUserFile('/api/enrolment/checklist.pdf');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = CHECKLIST_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; free the blob a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
