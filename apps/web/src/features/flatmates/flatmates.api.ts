import {
  tellFlatmatesResponseSchema,
  type Flatmate,
  type TellFlatmatesResponse,
} from '@threshold/domain/schemas/flatmates';
import { callApi } from '../../api/client';

/** POST /api/tell-flatmates: sends the flatmate a branded invitation. */
export async function tellFlatmate(flatmate: Flatmate): Promise<TellFlatmatesResponse> {
  return tellFlatmatesResponseSchema.parse(
    await callApi('/api/tell-flatmates', { auth: 'user', method: 'POST', json: flatmate }),
  );
}
