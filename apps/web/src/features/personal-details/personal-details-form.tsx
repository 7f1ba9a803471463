import { todayIso } from '@threshold/domain/dates/today';
import { systemClock } from '@threshold/domain/dates/clock';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { MOBILE_MAX_LENGTH, TITLES } from '@threshold/domain/schemas/fields';
import {
  personalDetailsSchema,
  unpopulatedPersonalDetailsSchema,
  type PersonalDetails,
} from '@threshold/domain/schemas/personal-details';
import type { z } from 'zod';
import { DIGIT_OR_PLUS, refuseCharactersOutside } from '../../ui/form/character-filter';
import { DateInput, datePartId } from '../../ui/form/date-input';
import { SelectField, TextField } from '../../ui/form/field';
import { PasswordField } from '../../ui/form/password-field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { serverErrorsOf } from '../../api/form-errors';
import { useSubmit } from '../../ui/form/use-submit';

type FormValues = {
  title: string;
  firstName: string;
  surname: string;
  dateOfBirth: { day: string; month: string; year: string };
  contactNumber: string;
  emailAddress: string;
  password?: string;
};

export type PersonalDetailsAnswers = PersonalDetails & { password?: string };

const TARGETS: FieldTargets = [
  ['title', 'title'],
  ['firstName', 'firstName'],
  ['surname', 'surname'],
  ['dateOfBirth', datePartId('dateOfBirth', 'day')],
  ['contactNumber', 'contactNumber'],
  ['emailAddress', 'emailAddress'],
  ['password', 'password'],
];

/** The form's starting values: what the enrolment already holds. */
function initialValuesOf(enrolment: Enrolment | null, asksPassword: boolean): FormValues {
  const [year = '', month = '', day = ''] = enrolment?.dateOfBirth?.split('-') ?? [];
  return {
    title: enrolment?.title ?? '',
    firstName: enrolment?.firstName ?? '',
    surname: enrolment?.surname ?? '',
    dateOfBirth: { day, month, year },
    contactNumber: enrolment?.contactNumber ?? '',
    emailAddress: enrolment?.emailAddress ?? '',
    ...(asksPassword ? { password: '' } : {}),
  };
}

type PersonalDetailsFormProps = {
  enrolment: Enrolment | null;
  /** unpopulated: the unpopulated page; new-account: a populated enrolment without a log-in yet. */
  password: 'unpopulated' | 'new-account' | 'none';
  submit: (answers: PersonalDetailsAnswers) => Promise<unknown>;
  onDone: () => unknown;
  submitLabel?: string;
};

/**
 * The personal details of spec section 5: title, names, date of birth, mobile, e-mail and,
 * when the mover has no log-in yet, a password with its criteria.
 */
export function PersonalDetailsForm({
  enrolment,
  password,
  submit,
  onDone,
  submitLabel = 'Next',
}: PersonalDetailsFormProps) {
  const today = todayIso(systemClock);
  // A populated enrolment without a log-in needs the password too (PUT /enrolment-auth creates
  // the log-in then), so both ask with the unpopulated schema.
  const schema =
    password === 'none'
      ? personalDetailsSchema({ today })
      : unpopulatedPersonalDetailsSchema({ today });
  const form = useSchemaForm(
    schema as unknown as z.ZodType<PersonalDetailsAnswers, FormValues>,
    initialValuesOf(enrolment, password !== 'none'),
  );
  const action = useSubmit(submit, {
    onSuccess: onDone,
    onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
  });
  const { errors } = form;

  return (
    <FormShell
      form={form}
      targets={TARGETS}
      onSubmit={form.handleSubmit(action.run)}
      submitLabel={submitLabel}
      isSubmitting={action.isPending}
    >
      <SelectField
        id="title"
        label="Title"
        options={TITLES}
        placeholder="Please select"
        autoComplete="honorific-prefix"
        error={errors.title}
        {...form.bind('title')}
      />
      <TextField
        id="firstName"
        label="First name"
        autoComplete="given-name"
        error={errors.firstName}
        {...form.bind('firstName')}
      />
      <TextField
        id="surname"
        label="Surname"
        autoComplete="family-name"
        error={errors.surname}
        {...form.bind('surname')}
      />
      <DateInput
        id="dateOfBirth"
        legend="Date of birth"
        hint="For example, 27 3 1990"
        autoCompletePrefix="bday"
        error={errors.dateOfBirth}
        value={form.values.dateOfBirth}
        onChange={(dateOfBirth) => form.setValue('dateOfBirth', dateOfBirth)}
      />
      <TextField
        id="contactNumber"
        label="Mobile number"
        hint="For example, 07700900123"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={MOBILE_MAX_LENGTH}
        onBeforeInput={refuseCharactersOutside(DIGIT_OR_PLUS)}
        error={errors.contactNumber}
        {...form.bind('contactNumber')}
      />
      <TextField
        id="emailAddress"
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.emailAddress}
        {...form.bind('emailAddress')}
      />
      {password !== 'none' && (
        <PasswordField
          id="password"
          label="Create a password"
          autoComplete="new-password"
          error={errors.password}
          valueForHints={form.values.password ?? ''}
          {...form.bind('password')}
        />
      )}
    </FormShell>
  );
}
