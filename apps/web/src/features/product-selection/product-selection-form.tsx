import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import {
  OPT_IN_FIELD,
  productLockExplanation,
  productSelectionBody,
  productSelectionCards,
  SELECTABLE_PRODUCTS,
  type ProductSelectionChoice,
} from '@threshold/domain/journey/product-selection';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import type { ProductSelectionBody } from '@threshold/domain/schemas/product-selection';
import { useMemo, useState, type FormEvent } from 'react';
import { ErrorSummary } from '../../ui/form/error-summary';
import { summariseErrors, type FieldTargets, type FormErrors } from '../../ui/form/schema-form';
import { serverErrorsOf } from '../../api/form-errors';
import { useSubmit } from '../../ui/form/use-submit';
import { ProductCard, switchIdOf } from './product-card';

type ProductSelectionFormProps = {
  enrolment: Enrolment;
  brand: Pick<Branding, 'productOffers' | 'flags'>;
  save: (body: ProductSelectionBody) => Promise<Enrolment>;
  onSaved: (enrolment: Enrolment) => unknown;
};

/** The save's fields, each with the switch the error summary links to. */
const TARGETS: FieldTargets = SELECTABLE_PRODUCTS.map(
  (product) => [OPT_IN_FIELD[product], switchIdOf(product)] as const,
);

/** The four cards (service-journeys 2) and Continue: the domain's rules decide each card. */
export function ProductSelectionForm({
  enrolment,
  brand,
  save,
  onSaved,
}: ProductSelectionFormProps) {
  const cards = useMemo(
    () =>
      productSelectionCards({
        enrolment,
        productOffers: brand.productOffers,
        ctwbJourneyToggle: brand.flags.ctwbJourneyToggle,
      }),
    [enrolment, brand],
  );
  const [choice, setChoice] = useState<ProductSelectionChoice>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const submit = useSubmit(save, {
    onSuccess: onSaved,
    onError: (error) => {
      setErrors(serverErrorsOf(error, TARGETS));
      setAttempt((n) => n + 1);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    setErrors({});
    submit.run(productSelectionBody(cards, choice) as ProductSelectionBody);
  };

  const shown = SELECTABLE_PRODUCTS.map((product) => cards[product]).filter((card) => card.isShown);
  return (
    <form className="form product-selection" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summariseErrors(errors, TARGETS)} attempt={attempt} />
      <ul className="product-cards">
        {shown.map((card) => (
          <ProductCard
            key={card.product}
            card={card}
            isOn={card.lockReason === null ? (choice[card.product] ?? card.isOn) : card.isOn}
            explanation={productLockExplanation(
              card,
              enrolment,
              enrolment.moveInDate !== null && enrolment.moveInDate > todayIso(systemClock),
            )}
            error={errors[OPT_IN_FIELD[card.product]]}
            onChange={(isOn) => setChoice((current) => ({ ...current, [card.product]: isOn }))}
          />
        ))}
      </ul>
      <div className="form__actions">
        <button
          type="submit"
          className="button button--large"
          aria-disabled={submit.isPending || undefined}
        >
          Continue
        </button>
        {submit.isPending && <p role="status">Saving your choices</p>}
      </div>
    </form>
  );
}
