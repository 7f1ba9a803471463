import type { OtpChannelName } from '@threshold/domain/codes/otp-channel';
import { contactSubmitErrorMessage } from '@threshold/domain/messages/onboarding';
import { MOBILE_MAX_LENGTH } from '@threshold/domain/schemas/fields';
import {
  onboardingEmailSchema,
  onboardingMobileSchema,
} from '@threshold/domain/schemas/onboarding';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { describeError } from '../../api/error-message';
import { DIGIT_OR_PLUS, refuseCharactersOutside } from '../../ui/form/character-filter';
import { TextField } from '../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { BackLink } from './onboarding-ui';

/**
 * Spec section 8: a refused contact shows the server's message on the field (its field message
 * when it sent one, or a 429's "please wait"), or 'Something went wrong' without one.
 */
export function contactErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return contactSubmitErrorMessage(null);
  if (error.status >= 500) return describeError(error);
  const fieldMessage = error.body?.errors?.contact;
  return contactSubmitErrorMessage(fieldMessage ?? error.body?.message);
}

type ContactFormProps<Result> = {
  channel: OtpChannelName;
  initialContact: string;
  title: string;
  subtitle?: string;
  submitLabel: string;
  back: { to: string; label: string };
  /** Sends the code (or saves); the form shows its errors on the contact field. */
  submit: (contact: string) => Promise<Result>;
  onDone: (result: Result) => unknown;
};

/** One contact, an e-mail address or a mobile number, with the onboarding contact rules. */
export function ContactForm<Result>({
  channel,
  initialContact,
  title,
  subtitle,
  submitLabel,
  back,
  submit,
  onDone,
}: ContactFormProps<Result>) {
  const isEmail = channel === 'email';
  const field = isEmail ? 'emailAddress' : 'phoneNumber';
  const schema = (isEmail ? onboardingEmailSchema : onboardingMobileSchema) as unknown as z.ZodType<
    Record<string, string>,
    Record<string, string>
  >;
  const form = useSchemaForm(schema, { [field]: initialContact });
  const action = useSubmit((values: Record<string, string>) => submit(values[field] ?? ''), {
    onSuccess: onDone,
    onError: (error) => form.showErrors({ [field]: contactErrorMessage(error) }),
  });
  const targets: FieldTargets = [[field, field]];

  return (
    <div className="form-page onboarding">
      <PageIntro title={title} subtitle={subtitle} />
      <FormShell
        form={form}
        targets={targets}
        onSubmit={form.handleSubmit(action.run)}
        submitLabel={submitLabel}
        isSubmitting={action.isPending}
        after={<BackLink to={back.to}>{back.label}</BackLink>}
      >
        {isEmail ? (
          <TextField
            id={field}
            label="Email address"
            type="email"
            autoComplete="email"
            spellCheck={false}
            error={form.errors[field]}
            {...form.bind(field)}
          />
        ) : (
          <TextField
            id={field}
            label="Mobile number"
            hint="For example, 07700900123"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={MOBILE_MAX_LENGTH}
            onBeforeInput={refuseCharactersOutside(DIGIT_OR_PLUS)}
            error={form.errors[field]}
            {...form.bind(field)}
          />
        )}
      </FormShell>
    </div>
  );
}
