import { useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueAddOnPriceLine } from '@threshold/domain/energy/add-on-price';
import {
  PAPERLESS_NOTE,
  type AddOn,
  type AddOnsResponse,
} from '@threshold/domain/schemas/energy-add-ons';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { storeAddOns } from '../api/add-ons-storage';
import { describeError } from '../../../api/error-message';
import { ownEnrolmentQuery } from '../../../enrolment/own-enrolment';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { useAction } from '../../../ui/use-action';
import { WorkingStatus } from '../../../ui/working-status';
import {
  ADD_ONS_KEY,
  fetchAddOns,
  saveAddOns,
  stepAfterSignup,
  stepBeforeSignup,
} from './energy-signup.api';
import { EnergySignupStyles } from './energy-signup-styles';

/** The price and, when discounted, what it costs after (the domain's one rule for add-on prices). */
function costText(addOn: AddOn): string {
  return catalogueAddOnPriceLine({
    billingFrequency: addOn.billingFrequency,
    costPence: addOn.cost,
    discountCostPence: addOn.discountCost,
    discountDescription: addOn.discountDescription,
  });
}

type AddOnsFormProps = {
  offer: AddOnsResponse;
  backTo: string;
  onSaved: (chosen: string[]) => Promise<void>;
};

export function AddOnsForm({ offer, backTo, onSaved }: AddOnsFormProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(offer.selectedAddOns));
  const [attempt, setAttempt] = useState(0);
  const save = useAction(saveAddOns, {
    onSuccess: (saved) => onSaved(saved.selectedAddOns),
    onError: () => setAttempt((n) => n + 1),
  });
  const toggle = (identifier: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(identifier)) next.delete(identifier);
      else next.add(identifier);
      return next;
    });
  const submit = () => {
    if (save.isPending) return;
    save.mutate(
      offer.addOns
        .filter((addOn) => !addOn.isIncluded && chosen.has(addOn.identifier))
        .map((a) => a.identifier),
    );
  };

  return (
    <>
      <ErrorSummary
        errors={save.isError ? [{ targetId: null, message: describeError(save.error) }] : []}
        attempt={attempt}
      />
      {offer.addOns.length === 0 ? (
        <p>{offer.supplierName} has no add-ons for this tariff.</p>
      ) : (
        <ul className="add-ons">
          {offer.addOns.map((addOn) => {
            const isChosen = addOn.isIncluded || chosen.has(addOn.identifier);
            return (
              <li key={addOn.identifier} className={isChosen ? 'add-on add-on--chosen' : 'add-on'}>
                <h2 id={`add-on-${addOn.identifier}`}>{addOn.title}</h2>
                <p>{addOn.description}</p>
                <p className="add-on__cost">
                  {addOn.isIncluded ? 'Included with your tariff' : costText(addOn)}
                </p>
                {addOn.importantInfo && <p className="field__hint">{addOn.importantInfo}</p>}
                {addOn.listOfInformationLinks.map((link) => (
                  <a key={link.link} href={link.link} target="_blank" rel="noreferrer">
                    {link.title}
                  </a>
                ))}
                {addOn.isIncluded ? (
                  <span className="add-on__included">Included</span>
                ) : (
                  <button
                    type="button"
                    className={
                      isChosen ? 'button add-on__toggle' : 'button button--secondary add-on__toggle'
                    }
                    aria-pressed={isChosen}
                    onClick={() => toggle(addOn.identifier)}
                  >
                    Add {addOn.title}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="add-ons-note">{PAPERLESS_NOTE}</p>
      <div className="form__actions">
        <Link className="button button--secondary" to={backTo}>
          Back
        </Link>
        <button
          type="button"
          className="button button--large"
          aria-disabled={save.isPending || undefined}
          onClick={submit}
        >
          Set this up
        </button>
        {save.isPending && <p role="status">Saving your add-ons</p>}
      </div>
    </>
  );
}

/** /enrolment/energy/signup (service-journeys 2 "Add-ons"). */
export function EnergySignupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enrolment = useQuery(ownEnrolmentQuery);
  const offer = useQuery({ queryKey: ADD_ONS_KEY, queryFn: fetchAddOns, staleTime: 30_000 });
  const failed = enrolment.isError ? enrolment : offer.isError ? offer : null;

  return (
    <div className="form-page energy-signup-page">
      <EnergySignupStyles />
      <div className="page-intro">
        <h1>Good choice! Now get a little extra with your energy</h1>
        {offer.data && (
          <p className="page-intro__subtitle">
            Add-ons from {offer.data.supplierName} to go with {offer.data.tariffName}. Add or remove
            any you like.
          </p>
        )}
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
      ) : enrolment.data && offer.data ? (
        <AddOnsForm
          offer={offer.data}
          backTo={stepBeforeSignup(enrolment.data)}
          onSaved={async (chosen) => {
            storeAddOns(chosen);
            queryClient.setQueryData(ADD_ONS_KEY, { ...offer.data, selectedAddOns: chosen });
            await navigate(stepAfterSignup(enrolment.data));
          }}
        />
      ) : (
        <WorkingStatus message="Loading your add-ons" />
      )}
    </div>
  );
}

export { EnergySignupPage as Component };
