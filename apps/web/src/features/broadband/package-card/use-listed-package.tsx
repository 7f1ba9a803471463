import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PACKAGE_NOT_AVAILABLE_MESSAGE } from '@threshold/domain/messages/broadband';
import type { BroadbandPackage } from '@threshold/domain/schemas/broadband';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import type { ReactNode } from 'react';
import { OWN_ENROLMENT_KEY } from '../../../enrolment/own-enrolment-key';
import { listedPackageQuery } from '../api/broadband';
import { describeError } from '../../../api/error-message';
import { WorkingStatus } from '../../../ui/working-status';

/**
 * The package a page is about (its details, a partner's sign-up), as listed at the mover's
 * address, and what to show until it is there: loading, a failure with Try again, or that the
 * address does not have it (also when `isUsable` refuses it). With it, the move-in date of the
 * journey guard's cached enrolment, for the card's install warning.
 */
export function useListedPackage(
  ref: { packageId: string; sourceId: string },
  isUsable: (pkg: BroadbandPackage) => boolean = () => true,
): { pkg: BroadbandPackage | null; status: ReactNode; moveInDate: string | null } {
  const queryClient = useQueryClient();
  const found = useQuery(listedPackageQuery(queryClient, ref));
  const pkg = found.data && isUsable(found.data) ? found.data : null;
  const moveInDate = queryClient.getQueryData<Enrolment>(OWN_ENROLMENT_KEY)?.moveInDate ?? null;
  const shown = (status: ReactNode) => ({ pkg, status, moveInDate });
  if (found.isPending) return shown(<WorkingStatus message="Loading the package" />);
  if (found.isError) {
    return shown(
      <div className="notice notice--error" role="alert">
        <p>{describeError(found.error)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void found.refetch()}
        >
          Try again
        </button>
      </div>,
    );
  }
  if (!pkg) {
    return shown(
      <p className="notice notice--error" role="alert">
        {PACKAGE_NOT_AVAILABLE_MESSAGE}
      </p>,
    );
  }
  return shown(null);
}
