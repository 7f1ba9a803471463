import { fieldErrorsOf } from '@threshold/domain/schemas/field-errors';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { ErrorSummary, type SummaryError } from './error-summary';

/** Field messages by dotted field name ('dateOfBirth'); '' is the form's own message. */
export type FormErrors = Record<string, string>;

/** Where each field's message links to: its input's id, in the order the form shows them. */
export type FieldTargets = readonly (readonly [field: string, targetId: string])[];

/** The error summary's rows: field errors in the form's order, then the form's own message. */
export function summariseErrors(errors: FormErrors, targets: FieldTargets): SummaryError[] {
  const rows: SummaryError[] = targets
    .filter(([field]) => errors[field])
    .map(([field, targetId]) => ({ targetId, message: errors[field] as string }));
  const formMessage = errors[''];
  if (formMessage) rows.push({ targetId: null, message: formMessage });
  return rows;
}

type Values = Record<string, unknown>;

/**
 * A form checked with its domain schema (the same one the API uses, so messages are the spec's
 * words) when it is submitted. The inputs are controlled: what was typed stays on any error.
 * Each failed submit bumps `attempt`, so the error summary takes focus again.
 * (react-hook-form was measured: with zod it made a route chunk of 40 KB, over the 35 KB budget.)
 */
export function useSchemaForm<Input extends Values, Output>(
  schema: z.ZodType<Output, Input>,
  initialValues: Input,
) {
  const [values, setValues] = useState<Input>(initialValues);
  const [errors, setErrorsState] = useState<FormErrors>({});
  const [attempt, setAttempt] = useState(0);

  const setValue = <K extends keyof Input & string>(name: K, value: Input[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** value and onChange for a text input or select bound to `name`. */
  const bind = <K extends keyof Input & string>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValue(name, event.target.value as Input[K]),
  });

  const showErrors = (next: FormErrors) => {
    setErrorsState(next);
    setAttempt((count) => count + 1);
  };

  /** The submit handler: the parsed values go to onValid; otherwise the errors show. */
  const handleSubmit = (onValid: (output: Output) => unknown) => (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrorsState({});
    void onValid(parsed.data);
  };

  return { values, setValue, bind, errors, attempt, showErrors, handleSubmit };
}

export type SchemaForm = Pick<ReturnType<typeof useSchemaForm>, 'errors' | 'attempt'>;

type FormShellProps = {
  form: SchemaForm;
  targets: FieldTargets;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  isSubmitting?: boolean;
  children: ReactNode;
  /** Shown beside the submit button (a "Forgotten password" link). */
  after?: ReactNode;
};

/** A form with the GOV.UK error summary at the top and its submit button at the end. */
export function FormShell({
  form,
  targets,
  onSubmit,
  submitLabel,
  isSubmitting = false,
  children,
  after,
}: FormShellProps) {
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summariseErrors(form.errors, targets)} attempt={form.attempt} />
      {children}
      <div className="form__actions">
        <button type="submit" className="button button--large" disabled={isSubmitting}>
          {submitLabel}
        </button>
        {after}
      </div>
    </form>
  );
}
