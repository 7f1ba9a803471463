import { TENANT_PORTAL_STORAGE } from '@threshold/domain/codes/tenant-portal-storage';
import type { Clock } from '@threshold/domain/dates/clock';
import {
  productSelectionCards,
  productSelectionConflict,
} from '@threshold/domain/journey/product-selection';
import { ROUTES } from '@threshold/domain/journey/routes';
import { JOURNEY_STEP_NOT_OPEN_MESSAGE } from '@threshold/domain/messages/journey';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import type { ProductSelectionBody } from '@threshold/domain/schemas/product-selection';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { journeyFactsOf } from '../enrolment/journey-facts';
import { requireOpenStep } from '../journey/journey-order';
import { saveProductSelection, type ProductSelectionPatch } from './product-selection.repo';

export type ProductSelectionService = ReturnType<typeof createProductSelectionService>;

/** A later step's stored value is never taken back by answering product selection again. */
function storageAfterSelection(current: string | null): string {
  return current === TENANT_PORTAL_STORAGE.enrolmentCompleted
    ? current
    : TENANT_PORTAL_STORAGE.productSelection;
}

/**
 * Saves product selection (service-journeys 2) for the caller's own enrolment: only when the step is
 * open, with the forced cards' values as the rules set them, consent following the opt-in.
 */
export function createProductSelectionService(deps: {
  db: Db;
  enrolmentService: EnrolmentService;
  clock: Clock;
}) {
  const { db, enrolmentService, clock } = deps;

  return {
    async save(caller: Caller, body: ProductSelectionBody): Promise<Enrolment> {
      const { enrolment: row, branding } = caller;
      requireOpenStep(ROUTES.productSelection, row, branding, clock);

      const cards = productSelectionCards({
        enrolment: journeyFactsOf(row, branding),
        productOffers: branding.productOffers,
        ctwbJourneyToggle: branding.flags.ctwbJourneyToggle,
      });
      const conflict = productSelectionConflict(cards, body);
      if (conflict) {
        throw new AppError('PRODUCT_SELECTION_NOT_ALLOWED', conflict.message, {
          field: conflict.field,
        });
      }

      const now = clock.now();
      const patch: ProductSelectionPatch = {
        energyOptIn: body.energyOptIn,
        energyConsented: body.energyOptIn === 1,
        entertainmentOptIn: body.entertainmentOptIn,
        entertainmentConsented: body.entertainmentOptIn === 1,
        tenantPortalStorage: storageAfterSelection(row.tenantPortalStorage),
        lastJourneyActivityAt: now,
        // A new step: the reminders start again from the first (features/reminders/journey-activity.ts).
        journeyRemindersSent: 0,
        updatedAt: now,
      };
      // On the combined journey the upfront council page answers for council and water.
      if (cards.council.isSaved && body.councilOptIn !== undefined) {
        patch.councilOptIn = body.councilOptIn;
        patch.councilConsented = body.councilOptIn === 1;
      }
      if (cards.water.isSaved && body.waterOptIn !== undefined) {
        patch.waterOptIn = body.waterOptIn;
        patch.waterConsented = body.waterOptIn === 1;
      }
      const saved = await saveProductSelection(db, row.id, patch);
      // Another save answered the step between our read and this write.
      if (!saved)
        throw new AppError('STEP_NOT_OPEN', JOURNEY_STEP_NOT_OPEN_MESSAGE, { status: 409 });
      return enrolmentService.toEnrolment(saved, caller);
    },
  };
}
