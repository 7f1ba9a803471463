import { enrolmentSchema, type Enrolment } from '@threshold/domain/schemas/enrolment';
import type { ProductSelectionBody } from '@threshold/domain/schemas/product-selection';
import { callApi } from '../../api/client';

/** PUT /api/enrolment/product-selection: OptIn 0 or 1 per product; answers the enrolment. */
export async function saveProductSelection(body: ProductSelectionBody): Promise<Enrolment> {
  return enrolmentSchema.parse(
    await callApi('/api/enrolment/product-selection', { auth: 'user', method: 'PUT', json: body }),
  );
}
