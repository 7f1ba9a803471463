import { z } from 'zod';
import { serverErrorsOf } from '../../api/form-errors';
import { TextField } from '../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { useSubmit } from '../../ui/form/use-submit';
import { startEnrolmentForCaller } from './agent-portal.api';

const BRAND_MESSAGE = "Enter the brand's web address name, for example harbour-lettings";

const newEnrolmentSchema = z.object({
  brand: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, BRAND_MESSAGE),
  branch: z
    .string()
    .trim()
    .regex(/^(\d{1,9})?$/, 'Enter the branch number in digits, or leave it empty')
    .transform((branch) => branch || undefined),
});

const TARGETS: FieldTargets = [
  ['brand', 'brand'],
  ['branch', 'branch'],
];

/**
 * A new enrolment for the caller on the line (POST /api/telephony/enrolments). The API has no list
 * of brands, so the agent types the brand's web address name. The journey then runs under that
 * brand's address (its branding and flags), starting at personal details: a whole-page load.
 */
export function NewEnrolmentForCaller() {
  const form = useSchemaForm(newEnrolmentSchema, { brand: '', branch: '' });
  const start = useSubmit(
    async (input: { brand: string; branch?: string | undefined }) => {
      await startEnrolmentForCaller(input);
      return input;
    },
    {
      onSuccess: ({ brand, branch }) => {
        location.assign(`/${brand}${branch ? `/${branch}` : ''}/pending/personal-details`);
      },
      onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
    },
  );

  return (
    <div className="form-page">
      <FormShell
        form={form}
        targets={TARGETS}
        onSubmit={form.handleSubmit(start.run)}
        submitLabel="Start enrolment"
        isSubmitting={start.isPending}
      >
        <TextField
          id="brand"
          label="Brand's web address name"
          hint="For example, harbour-lettings"
          autoComplete="off"
          spellCheck={false}
          error={form.errors.brand}
          {...form.bind('brand')}
        />
        <TextField
          id="branch"
          label="Branch number"
          hint="Digits only, for example 12"
          inputMode="numeric"
          autoComplete="off"
          isOptional
          error={form.errors.branch}
          {...form.bind('branch')}
        />
      </FormShell>
    </div>
  );
}
