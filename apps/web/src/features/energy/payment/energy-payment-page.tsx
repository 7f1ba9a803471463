import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDisplayDate } from '@threshold/domain/dates/calendar-date';
import type { PaymentPage } from '@threshold/domain/schemas/energy-payment-page';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '../../../api/error-message';
import { ownEnrolmentQuery, refetchOwnEnrolment } from '../../../enrolment/own-enrolment';
import { nextStepPath } from '../../../enrolment/next-step';
import { TariffCard } from '../tariff-card/tariff-card';
import { WorkingStatus } from '../../../ui/working-status';
import { fetchPaymentPage, PAYMENT_PAGE_KEY, stepBeforePayment } from './payment-page.api';
import { EnergyPaymentStyles } from './energy-payment-styles';

/** The form loads once the page has drawn: its own chunk keeps the route within its 35 KB budget. */
const EnergyPaymentForm = lazy(() =>
  import('./energy-payment-form').then((module) => ({ default: module.EnergyPaymentForm })),
);

export const DIRECT_DEBIT_HEADING = "Now let's securely organise your payment.";
export const CONFIRM_TARIFF_HEADING = 'Please confirm the tariff you have chosen.';

/** "Your Summary": tariff, monthly estimate, add-ons, start date and PSR (service-journeys 2). */
function YourSummary({ page }: { page: PaymentPage }) {
  const { summary } = page;
  return (
    <section
      className="payment-summary"
      aria-labelledby="your-summary-heading"
      data-testid="your-summary"
    >
      <h2 id="your-summary-heading">Your Summary</h2>
      <dl>
        <dt>Tariff</dt>
        {page.tariffs.map((tariff) => (
          <dd key={tariff.priceId}>
            {tariff.tariffName} from {tariff.supplierName}
          </dd>
        ))}
        <dt>Monthly estimate</dt>
        <dd>
          {summary.monthlyEstimateFormatted}
          {summary.monthlyAfterDiscountsFormatted && (
            <> ({summary.monthlyAfterDiscountsFormatted} while discounts last)</>
          )}
        </dd>
        <dt>Add-ons</dt>
        {summary.addOns.length === 0 ? (
          <dd>None</dd>
        ) : (
          summary.addOns.map((addOn) => (
            <dd key={addOn.title}>
              {addOn.title}: {addOn.priceText}
            </dd>
          ))
        )}
        <dt>Supply start date</dt>
        <dd>{summary.startDate ? formatDisplayDate(summary.startDate) : 'As soon as possible'}</dd>
        <dt>Priority Services Register</dt>
        {summary.psrNeeds === null || summary.psrNeeds.length === 0 ? (
          <dd>{summary.psrNeeds === null ? 'Not answered' : 'No extra help needed'}</dd>
        ) : (
          summary.psrNeeds.map((need) => <dd key={need}>{need}</dd>)
        )}
      </dl>
    </section>
  );
}

/** /enrolment/energy/payment (service-journeys 2 "Energy payment"). */
export function EnergyPaymentPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enrolment = useQuery(ownEnrolmentQuery);
  const page = useQuery({
    queryKey: PAYMENT_PAGE_KEY,
    queryFn: fetchPaymentPage,
    staleTime: 30_000,
  });
  const failed = enrolment.isError ? enrolment : page.isError ? page : null;
  const heading =
    page.data && !page.data.isDirectDebit ? CONFIRM_TARIFF_HEADING : DIRECT_DEBIT_HEADING;

  const onDone = async () => {
    // Energy is complete now: the next page follows from the enrolment as the server has it.
    const updated = await refetchOwnEnrolment(queryClient);
    await queryClient.invalidateQueries({ queryKey: ['energy'], refetchType: 'none' });
    await navigate(nextStepPath(updated));
  };

  return (
    <div className="form-page energy-payment-page">
      <EnergyPaymentStyles />
      <div className="page-intro">
        <h1>{heading}</h1>
      </div>
      {failed ? (
        <div className="notice notice--error" role="alert">
          <p>{describeError(failed.error)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void failed.refetch()}
          >
            Try again
          </button>
        </div>
      ) : enrolment.data && page.data ? (
        <div className="payment-layout">
          <div className="payment-main">
            {page.data.tariffs.map((tariff) => (
              <TariffCard key={tariff.priceId} tariff={tariff} isSelected />
            ))}
            <Suspense fallback={<WorkingStatus message="Loading the payment form" />}>
              <EnergyPaymentForm
                page={page.data}
                backTo={stepBeforePayment(enrolment.data)}
                onDone={onDone}
              />
            </Suspense>
          </div>
          <YourSummary page={page.data} />
        </div>
      ) : (
        <WorkingStatus message="Loading your tariff" />
      )}
    </div>
  );
}

export { EnergyPaymentPage as Component };
