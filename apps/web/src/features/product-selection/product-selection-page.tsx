import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { describeError } from '../../api/error-message';
import { ownEnrolmentQuery } from '../../enrolment/own-enrolment';
import { currentBrand } from '../../brand/brand-store';
import { WorkingStatus } from '../../ui/working-status';
import { saveProductSelection } from './product-selection.api';
import { ProductSelectionForm } from './product-selection-form';
import { ProductSelectionStyles } from './product-selection-styles';

/** /enrolment/product-selection: choose products (service-journeys 2). */
export function ProductSelectionPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enrolment = useQuery(ownEnrolmentQuery);
  const brand = currentBrand();

  return (
    <div className="form-page product-selection-page">
      <ProductSelectionStyles />
      <div className="page-intro">
        <h1>Choose your products</h1>
        <p className="page-intro__subtitle">
          {brand.name} can help you set up these services at your new home. Turn off any you
          don&apos;t need, then continue.
        </p>
      </div>
      {enrolment.isPending && <WorkingStatus message="Loading your products" />}
      {enrolment.isError && (
        <div className="notice notice--error" role="alert">
          <p>{describeError(enrolment.error)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void enrolment.refetch()}
          >
            Try again
          </button>
        </div>
      )}
      {enrolment.data && (
        <ProductSelectionForm
          enrolment={enrolment.data}
          brand={brand}
          save={saveProductSelection}
          onSaved={async (saved) => {
            // The next-page rules load when the mover continues, not with the page (its budget).
            const { keepEnrolmentAndFindNext } = await import('../../enrolment/keep-enrolment');
            await navigate(keepEnrolmentAndFindNext(queryClient, saved));
          }}
        />
      )}
    </div>
  );
}

export { ProductSelectionPage as Component };
