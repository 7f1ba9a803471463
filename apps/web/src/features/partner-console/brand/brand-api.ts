import {
  brandChangesSchema,
  partnerBrandSettingsSchema,
  partnerBrandsSettingsSchema,
  type BrandChanges,
  type BrandSettings,
  type PartnerBrandSettings,
  type PartnerBrandsSettings,
} from '@threshold/domain/partner/brand-settings';
import { readAnswer } from '../../../api/client';
import { partnerCall, partnerFetch } from '../partner.api';

/** The console's brand calls (issue 22, Brand), each with the signed-in user's token. */

export const brandsQueryKey = ['partner-console', 'brands'] as const;

export const brandsQuery = {
  queryKey: [...brandsQueryKey, 'settings'],
  queryFn: async (): Promise<PartnerBrandsSettings> =>
    partnerBrandsSettingsSchema.parse(await partnerCall('/api/partner/brands')),
} as const;

export const brandChangesQuery = (brandId: number) =>
  ({
    queryKey: [...brandsQueryKey, 'changes', brandId],
    queryFn: async (): Promise<BrandChanges> =>
      brandChangesSchema.parse(await partnerCall(`/api/partner/brands/${brandId}/changes`)),
  }) as const;

/** PATCH /api/partner/brands/{id} with the changed settings only (null: inherit). */
export async function saveBrandSettings(
  brandId: number,
  patch: Partial<BrandSettings>,
): Promise<PartnerBrandSettings> {
  return partnerBrandSettingsSchema.parse(
    await partnerCall(`/api/partner/brands/${brandId}`, { method: 'PATCH', json: patch }),
  );
}

/** POST /api/partner/brands/{id}/logo with the file itself as the body. */
export async function uploadBrandLogo(brandId: number, file: File): Promise<PartnerBrandSettings> {
  const response = await partnerFetch(`/api/partner/brands/${brandId}/logo`, {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  return partnerBrandSettingsSchema.parse(await readAnswer(response, 'partner'));
}
