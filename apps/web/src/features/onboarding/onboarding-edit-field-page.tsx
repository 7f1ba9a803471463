import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { fieldUpdatedNotice } from '@threshold/domain/messages/onboarding';
import {
  isOnboardingEditKey,
  onboardingEditSchema,
  ONBOARDING_EDIT_LABELS,
  type OnboardingEditKey,
  type OnboardingJourney,
} from '@threshold/domain/schemas/onboarding';
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { currentBrand } from '../../brand/brand-store';
import { DateInput, datePartId, type DatePart } from '../../ui/form/date-input';
import { TextField } from '../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { serverErrorsOf } from '../../api/form-errors';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { loadOnboardingJourney } from './onboarding-guard';
import { saveJourney } from './onboarding.api';
import { updateOnboardingState } from '../../api/onboarding-state';
import { BackLink } from './onboarding-ui';

/** The keys this page edits (the address has its own page with a postcode search). */
type FieldKey = Exclude<OnboardingEditKey, 'address'>;
type DateKey = 'dateOfBirth' | 'moveInDate';
type DateValue = Record<DatePart, string>;

const isDateKey = (key: FieldKey): key is DateKey => key === 'dateOfBirth' || key === 'moveInDate';

type EditFieldData = { key: FieldKey; journey: OnboardingJourney };

/** Spec section 2: an unknown key goes back to confirm; then the journey as on every page. */
export async function loader({ params }: LoaderFunctionArgs): Promise<EditFieldData | Response> {
  const key = params.key ?? '';
  if (!isOnboardingEditKey(key)) return redirect('/onboarding/confirm');
  if (key === 'address') return redirect('/onboarding/edit/address');
  const journey = await loadOnboardingJourney();
  if (journey instanceof Response) return journey;
  return { key, journey };
}

function dateValueOf(iso: string | null): DateValue {
  const [year = '', month = '', day = ''] = iso?.split('-') ?? [];
  return { day, month, year };
}

const HINTS: Record<FieldKey, string | undefined> = {
  firstName: undefined,
  surname: undefined,
  dateOfBirth: 'For example, 27 3 1990',
  moveInDate: 'The day you become responsible for the bills at your new home',
};

/**
 * /onboarding/edit/{key} for firstName, surname, dateOfBirth and moveInDate: one field with
 * Cancel and Save; a save returns to confirm with '{label} updated' (spec sections 2, 4, 5).
 */
export function OnboardingEditFieldPage() {
  const { key, journey } = useLoaderData<EditFieldData>();
  return <EditFieldForm key={key} field={key} journey={journey} />;
}

function EditFieldForm({ field, journey }: { field: FieldKey; journey: OnboardingJourney }) {
  const navigate = useNavigate();
  const label = ONBOARDING_EDIT_LABELS[field];
  const brand = currentBrand();
  const schema = onboardingEditSchema(field, {
    today: todayIso(systemClock),
    brandName: brand.name,
    moveInDateLimits: brand.moveInDateLimits,
  }) as unknown as z.ZodType<Record<string, string>, Record<string, string | DateValue>>;
  const form = useSchemaForm(schema, {
    [field]: isDateKey(field) ? dateValueOf(journey[field]) : (journey[field] ?? ''),
  });
  const targets: FieldTargets = [[field, isDateKey(field) ? datePartId(field, 'day') : field]];
  const save = useSubmit((values: Record<string, string>) => saveJourney(values), {
    onSuccess: async () => {
      updateOnboardingState({
        detailsNotification: { message: fieldUpdatedNotice(label), variant: 'success' },
      });
      await navigate('/onboarding/confirm');
    },
    onError: (error) => form.showErrors(serverErrorsOf(error, targets)),
  });
  const value = form.values[field];

  return (
    <div className="form-page onboarding">
      <PageIntro title={`Your ${label.toLowerCase()}`} />
      <FormShell
        form={form}
        targets={targets}
        onSubmit={form.handleSubmit(save.run)}
        submitLabel="Save"
        isSubmitting={save.isPending}
        after={<BackLink to="/onboarding/confirm">Cancel</BackLink>}
      >
        {typeof value === 'object' ? (
          <DateInput
            id={field}
            legend={label}
            hint={HINTS[field]}
            autoCompletePrefix={field === 'dateOfBirth' ? 'bday' : undefined}
            error={form.errors[field]}
            value={value}
            onChange={(next) => form.setValue(field, next)}
          />
        ) : (
          <TextField
            id={field}
            label={label}
            autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
            error={form.errors[field]}
            {...form.bind(field)}
          />
        )}
      </FormShell>
    </div>
  );
}

export { OnboardingEditFieldPage as Component };
