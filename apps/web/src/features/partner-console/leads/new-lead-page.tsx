import { ENROLMENT_TYPE, ENROLMENT_TYPE_LABEL } from '@threshold/domain/codes/enrolment-type';
import { MOBILE_MAX_LENGTH, POSTCODE_MAX_LENGTH, TITLES } from '@threshold/domain/schemas/fields';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { serverErrorsOf } from '../../../api/form-errors';
import { DIGIT_OR_PLUS, refuseCharactersOutside } from '../../../ui/form/character-filter';
import { DateInput, datePartId, type DatePart } from '../../../ui/form/date-input';
import { FieldFrame, TextField, describedBy } from '../../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../../ui/form/schema-form';
import { useSubmit } from '../../../ui/form/use-submit';
import { ConsolePage } from '../console-page';
import { brandLabel, usePartnerMe } from '../use-partner-me';
import { addLead, leadsQueryKey } from './leads-api';
import { LeadsStyles } from './leads-styles';

type DateValue = Record<DatePart, string>;
type FormValues = {
  title: string;
  firstName: string;
  surname: string;
  dateOfBirth: DateValue;
  emailAddress: string;
  contactNumber: string;
  inviteBy: string;
  postcode: string;
  moveInDate: DateValue;
  enrolmentType: string;
  branchId: string;
};

const TARGETS: FieldTargets = [
  ['title', 'lead-title'],
  ['firstName', 'lead-first-name'],
  ['surname', 'lead-surname'],
  ['dateOfBirth', datePartId('lead-date-of-birth', 'day')],
  ['emailAddress', 'lead-email'],
  ['contactNumber', 'lead-mobile'],
  ['inviteBy', 'lead-invite-by'],
  ['postcode', 'lead-postcode'],
  ['moveInDate', datePartId('lead-move-in-date', 'day')],
  ['enrolmentType', 'lead-type'],
  ['branchId', 'lead-branch'],
];

const noDate: DateValue = { day: '', month: '', year: '' };
const INITIAL: FormValues = {
  title: '',
  firstName: '',
  surname: '',
  dateOfBirth: noDate,
  emailAddress: '',
  contactNumber: '',
  inviteBy: 'email',
  postcode: '',
  moveInDate: noDate,
  enrolmentType: '',
  branchId: '',
};

const isBlankDate = (value: DateValue) =>
  !value.day.trim() && !value.month.trim() && !value.year.trim();

/**
 * The lead as the API takes it: blanks left out (not given), a date as its three parts. The API
 * checks it with the partner lead schema and answers every field's message at once. The schema is
 * not run here too: it carries the brand schemas' rules, which would join the entry chunk
 * (react-router and zod's shared modules sit there) and weigh on every mover's page.
 */
export function leadBodyOf(values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      if (value.trim()) body[field] = value.trim();
    } else if (!isBlankDate(value)) body[field] = value;
  }
  return body;
}

// The form's values go to the API as they are (leadBodyOf); the API's answer is the check.
const formValuesSchema = z.custom<FormValues>(() => true);

/** partner/leads/new: one lead by hand; its invitation goes as the API's leads' do. */
export function NewLeadPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = usePartnerMe();
  const form = useSchemaForm(formValuesSchema, INITIAL);
  const save = useSubmit((values: FormValues) => addLead(leadBodyOf(values)), {
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: leadsQueryKey });
      await navigate(`/partner/leads/${id}`);
    },
    onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
  });
  const { errors } = form;
  // Users above branches choose one (or none); a branch's user adds to their own branch.
  const branches = (me.data?.brands ?? []).filter(
    (brand) => brand.branchCode !== null && brand.id !== me.data?.brand.id,
  );

  return (
    <ConsolePage title="Add a lead">
      <LeadsStyles />
      <p>
        <Link to="/partner/leads">Back to leads</Link>
      </p>
      <p>We'll send the mover an invitation to confirm their details and set up their move.</p>
      <div className="lead-form">
        <FormShell
          form={form}
          targets={TARGETS}
          onSubmit={form.handleSubmit(save.run)}
          submitLabel="Add lead and send invitation"
          isSubmitting={save.isPending}
        >
          <FieldFrame id="lead-title" label="Title" isOptional error={errors.title}>
            <select
              id="lead-title"
              className="input input--select"
              autoComplete="off"
              aria-describedby={describedBy('lead-title', { error: errors.title })}
              aria-invalid={errors.title ? true : undefined}
              {...form.bind('title')}
            >
              <option value="">Not given</option>
              {TITLES.map((title) => (
                <option key={title} value={title}>
                  {title}
                </option>
              ))}
            </select>
          </FieldFrame>
          <TextField
            id="lead-first-name"
            label="First name"
            isOptional
            autoComplete="off"
            error={errors.firstName}
            {...form.bind('firstName')}
          />
          <TextField
            id="lead-surname"
            label="Surname"
            autoComplete="off"
            error={errors.surname}
            {...form.bind('surname')}
          />
          <DateInput
            id="lead-date-of-birth"
            legend={
              <>
                Date of birth<span className="field__optional"> (optional)</span>
              </>
            }
            hint="For example, 27 3 1990"
            error={errors.dateOfBirth}
            value={form.values.dateOfBirth}
            onChange={(value) => form.setValue('dateOfBirth', value)}
          />
          <TextField
            id="lead-email"
            label="Email address"
            type="email"
            autoComplete="off"
            spellCheck={false}
            error={errors.emailAddress}
            {...form.bind('emailAddress')}
          />
          <TextField
            id="lead-mobile"
            label="Mobile number"
            isOptional
            hint="Needed to send the invitation by SMS. For example, 07700900123"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={MOBILE_MAX_LENGTH}
            onBeforeInput={refuseCharactersOutside(DIGIT_OR_PLUS)}
            error={errors.contactNumber}
            {...form.bind('contactNumber')}
          />
          <FieldFrame id="lead-invite-by" label="Send the invitation by" error={errors.inviteBy}>
            <select
              id="lead-invite-by"
              className="input input--select"
              aria-describedby={describedBy('lead-invite-by', { error: errors.inviteBy })}
              aria-invalid={errors.inviteBy ? true : undefined}
              {...form.bind('inviteBy')}
            >
              <option value="email">Email</option>
              <option value="sms">SMS</option>
            </select>
          </FieldFrame>
          <TextField
            id="lead-postcode"
            label="Postcode of the new home"
            className="input--short"
            autoComplete="off"
            maxLength={POSTCODE_MAX_LENGTH}
            error={errors.postcode}
            {...form.bind('postcode')}
          />
          <DateInput
            id="lead-move-in-date"
            legend={
              <>
                Move-in date<span className="field__optional"> (optional)</span>
              </>
            }
            hint="For example, 14 12 2026"
            error={errors.moveInDate}
            value={form.values.moveInDate}
            onChange={(value) => form.setValue('moveInDate', value)}
          />
          <FieldFrame id="lead-type" label="Kind of move" isOptional error={errors.enrolmentType}>
            <select
              id="lead-type"
              className="input input--select"
              aria-describedby={describedBy('lead-type', { error: errors.enrolmentType })}
              aria-invalid={errors.enrolmentType ? true : undefined}
              {...form.bind('enrolmentType')}
            >
              <option value="">Not given (lettings)</option>
              {Object.values(ENROLMENT_TYPE).map((type) => (
                <option key={type} value={type}>
                  {ENROLMENT_TYPE_LABEL[type]}
                </option>
              ))}
            </select>
          </FieldFrame>
          {branches.length > 0 && (
            <FieldFrame id="lead-branch" label="Branch" isOptional error={errors.branchId}>
              <select
                id="lead-branch"
                className="input input--select"
                aria-describedby={describedBy('lead-branch', { error: errors.branchId })}
                aria-invalid={errors.branchId ? true : undefined}
                {...form.bind('branchId')}
              >
                <option value="">
                  {me.data ? `No branch (${brandLabel(me.data.brand)})` : 'No branch'}
                </option>
                {branches.map((brand) => (
                  <option key={brand.id} value={brand.branchCode ?? ''}>
                    {brandLabel(brand)}
                  </option>
                ))}
              </select>
            </FieldFrame>
          )}
        </FormShell>
      </div>
    </ConsolePage>
  );
}

export { NewLeadPage as Component };
