import { MOBILE_MAX_LENGTH } from '@threshold/domain/schemas/fields';
import { contactDetailsSchema } from '@threshold/domain/schemas/personal-details';
import { useNavigate } from 'react-router';
import { DIGIT_OR_PLUS, refuseCharactersOutside } from '../../ui/form/character-filter';
import { TextField } from '../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { serverErrorsOf } from '../../api/form-errors';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { submitContactDetails } from './personal-details.api';

const TARGETS: FieldTargets = [
  ['contactNumber', 'contactNumber'],
  ['emailAddress', 'emailAddress'],
];

/** /pending/contact-details: the mobile and e-mail of a pending enrolment (PUT contact-details). */
export function ContactDetailsPage() {
  const navigate = useNavigate();
  const form = useSchemaForm(contactDetailsSchema, { contactNumber: '', emailAddress: '' });
  const save = useSubmit(submitContactDetails, {
    onSuccess: () => navigate('/pending/personal-details'),
    onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
  });
  return (
    <div className="form-page">
      <PageIntro
        title="Your contact details"
        subtitle="So we can keep you up to date with your move."
      />
      <FormShell
        form={form}
        targets={TARGETS}
        onSubmit={form.handleSubmit(save.run)}
        submitLabel="Next"
        isSubmitting={save.isPending}
      >
        <TextField
          id="contactNumber"
          label="Mobile number"
          hint="For example, 07700900123"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={MOBILE_MAX_LENGTH}
          onBeforeInput={refuseCharactersOutside(DIGIT_OR_PLUS)}
          error={form.errors.contactNumber}
          {...form.bind('contactNumber')}
        />
        <TextField
          id="emailAddress"
          label="Email address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={form.errors.emailAddress}
          {...form.bind('emailAddress')}
        />
      </FormShell>
    </div>
  );
}

export { ContactDetailsPage as Component };
