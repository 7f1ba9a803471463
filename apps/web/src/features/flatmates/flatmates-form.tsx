import {
  FLATMATE_EMAIL_MAX_LENGTH,
  FLATMATE_NAME_MAX_LENGTH,
  flatmateSchema,
  type Flatmate,
  type FlatmateInput,
} from '@threshold/domain/schemas/flatmates';
import { TextField } from '../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { serverErrorsOf } from '../../api/form-errors';
import { useSubmit } from '../../ui/form/use-submit';

const TARGETS: FieldTargets = [
  ['name', 'flatmate-name'],
  ['email', 'flatmate-email'],
];

type FlatmatesFormProps = {
  /** Sends the invitation; a refusal (400 field messages, 429) shows in the error summary. */
  send: (flatmate: Flatmate) => Promise<unknown>;
  onSent: (flatmate: Flatmate) => void;
};

/** The flatmate's name and e-mail address, checked with the schema the API uses (service-journeys 5). */
export function FlatmatesForm({ send, onSent }: FlatmatesFormProps) {
  const form = useSchemaForm<FlatmateInput, Flatmate>(flatmateSchema, { name: '', email: '' });
  const action = useSubmit(
    async (flatmate: Flatmate) => {
      await send(flatmate);
      return flatmate;
    },
    {
      onSuccess: onSent,
      onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
    },
  );

  return (
    <FormShell
      form={form}
      targets={TARGETS}
      onSubmit={form.handleSubmit(action.run)}
      submitLabel={action.isPending ? 'Sending…' : 'Send invitation'}
      isSubmitting={action.isPending}
    >
      <TextField
        id="flatmate-name"
        label="Your flatmate's name"
        autoComplete="off"
        maxLength={FLATMATE_NAME_MAX_LENGTH}
        error={form.errors.name}
        {...form.bind('name')}
      />
      <TextField
        id="flatmate-email"
        label="Your flatmate's email address"
        type="email"
        autoComplete="off"
        spellCheck={false}
        maxLength={FLATMATE_EMAIL_MAX_LENGTH}
        error={form.errors.email}
        {...form.bind('email')}
      />
    </FormShell>
  );
}
