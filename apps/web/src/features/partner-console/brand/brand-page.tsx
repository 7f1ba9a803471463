import {
  BRAND_COLOUR_FIELDS,
  BRAND_LOGO_TYPES,
  BRAND_OWNER_ONLY_MESSAGE,
  BRAND_SETTING_LABELS,
  PARTNER_BRAND_FLAGS,
  brandSettingsFormSchema,
  brandSettingsFormValues,
  changedSettings,
  checkBrandContrast,
  logoFileProblem,
  type BrandChange,
  type BrandSettings,
  type PartnerBrandSettings,
} from '@threshold/domain/partner/brand-settings';
import { formatContrastRatio } from '@threshold/domain/partner/colour-contrast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';
import { describeError } from '../../../api/error-message';
import { serverErrorsOf } from '../../../api/form-errors';
import { FieldFrame, TextField, describedBy } from '../../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../../ui/form/schema-form';
import { useSubmit } from '../../../ui/form/use-submit';
import { useAction } from '../../../ui/use-action';
import { WorkingStatus } from '../../../ui/working-status';
import { ConsolePage } from '../console-page';
import { TableScroll } from '../leads/table-scroll';
import { brandLabel } from '../use-partner-me';
import {
  brandChangesQuery,
  brandsQuery,
  brandsQueryKey,
  saveBrandSettings,
  uploadBrandLogo,
} from './brand-api';
import { checkedColours, shownColours } from './brand-colours';
import { BrandPreview } from './brand-preview';
import { BrandStyles } from './brand-styles';

const TARGETS: FieldTargets = [
  ['primary', 'brand-primary'],
  ['primaryText', 'brand-primaryText'],
  ['accent', 'brand-accent'],
  ['headerBackground', 'brand-headerBackground'],
  ['headerText', 'brand-headerText'],
  ['logoAlt', 'brand-logoAlt'],
  ['supportPhone', 'brand-supportPhone'],
  ['supportEmail', 'brand-supportEmail'],
  ['otpLogin', 'brand-otpLogin'],
  ['manualAddress', 'brand-manualAddress'],
  ['selectedAddressInfoBox', 'brand-selectedAddressInfoBox'],
];
const LOGO_TARGETS: FieldTargets = [['logo', 'brand-logo']];

const onOff = (value: boolean) => (value ? 'On' : 'Off');

/** partner/brand (issue 22): a brand's logo, colours, support contacts and flags, with a preview. */
export function BrandPage() {
  const brands = useQuery(brandsQuery);
  const [params, setParams] = useSearchParams();
  const [saved, setSaved] = useState<string | null>(null);

  if (brands.isPending) {
    return (
      <ConsolePage title="Brand">
        <WorkingStatus message="Loading your brand settings" />
      </ConsolePage>
    );
  }
  if (brands.isError) {
    return (
      <ConsolePage title="Brand">
        <div className="notice notice--error" role="alert">
          <p>{describeError(brands.error)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void brands.refetch()}
          >
            Try again
          </button>
        </div>
      </ConsolePage>
    );
  }

  const { canEdit, brands: list } = brands.data;
  const chosenId = Number(params.get('brand'));
  const chosen = list.find((each) => each.brand.id === chosenId) ?? list[0];
  if (!chosen) {
    return (
      <ConsolePage title="Brand">
        <p>You have no brand to show.</p>
      </ConsolePage>
    );
  }

  return (
    <ConsolePage title="Brand">
      <BrandStyles />
      {list.length > 1 && (
        <div className="field">
          <label className="field__label" htmlFor="brand-choice">
            Brand or branch
          </label>
          <select
            id="brand-choice"
            className="input input--select"
            value={chosen.brand.id}
            onChange={(event) => {
              setSaved(null);
              setParams({ brand: event.target.value });
            }}
          >
            {list.map((each) => (
              <option key={each.brand.id} value={each.brand.id}>
                {brandLabel(each.brand)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p>
        Movers of {brandLabel(chosen.brand)} start at{' '}
        <a href={chosen.landingPath} target="_blank" rel="noreferrer">
          {chosen.landingPath} (opens in a new tab)
        </a>
        . An empty setting uses the one of the brand above.
      </p>
      {saved && (
        <div className="notice" role="status">
          <p>{saved}</p>
        </div>
      )}
      {canEdit ? (
        <BrandEditor
          // A new form for another brand or after a save, so it starts from the stored settings.
          key={`${chosen.brand.id}:${JSON.stringify(chosen.settings)}`}
          brand={chosen}
          onSaved={setSaved}
        />
      ) : (
        <BrandReadOnly brand={chosen} />
      )}
      <BrandChanges brand={chosen} />
    </ConsolePage>
  );
}

function BrandEditor({
  brand,
  onSaved,
}: {
  brand: PartnerBrandSettings;
  onSaved: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(
    brandSettingsFormSchema(brand.inherited),
    brandSettingsFormValues(brand.settings),
  );
  const [nothingToSave, setNothingToSave] = useState(false);
  const [chosenLogo, setChosenLogo] = useState<string | null>(null);
  const save = useSubmit(
    (patch: Partial<BrandSettings>) => saveBrandSettings(brand.brand.id, patch),
    {
      onSuccess: async () => {
        onSaved(`Saved. Movers of ${brandLabel(brand.brand)} see the change now.`);
        await queryClient.invalidateQueries({ queryKey: brandsQueryKey });
      },
      onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
    },
  );
  const { values, errors } = form;
  const colours = shownColours(values, brand);
  const checks = checkBrandContrast(checkedColours(values, brand));

  return (
    <div className="brand-layout">
      <div>
        <LogoUpload brand={brand} onChosen={setChosenLogo} onSaved={onSaved} />
        <section className="brand-section" aria-labelledby="brand-settings-heading">
          <h2 id="brand-settings-heading">Colours, contacts and settings</h2>
          <FormShell
            form={form}
            targets={TARGETS}
            onSubmit={form.handleSubmit((output) => {
              const patch = changedSettings(brand.settings, output).after;
              setNothingToSave(Object.keys(patch).length === 0);
              if (Object.keys(patch).length > 0) save.run(patch);
            })}
            submitLabel="Save brand settings"
            isSubmitting={save.isPending}
          >
            {nothingToSave && (
              <div className="notice" role="status">
                <p>There are no changes to save.</p>
              </div>
            )}
            <fieldset className="brand-colours">
              <legend className="field__label">Colours</legend>
              {BRAND_COLOUR_FIELDS.map((field) => (
                <div className="brand-colour" key={field}>
                  <TextField
                    id={`brand-${field}`}
                    label={BRAND_SETTING_LABELS[field]}
                    hint={`Like #1d4ed8. Empty uses ${brand.inherited[field]}.`}
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={7}
                    error={errors[field]}
                    {...form.bind(field)}
                  />
                  <input
                    type="color"
                    className="brand-colour__picker"
                    aria-label={`Pick the ${BRAND_SETTING_LABELS[field].toLowerCase()}`}
                    value={colours[field]}
                    onChange={(event) => form.setValue(field, event.target.value)}
                  />
                </div>
              ))}
            </fieldset>
            <ContrastChecks checks={checks} />
            <TextField
              id="brand-logoAlt"
              label={BRAND_SETTING_LABELS.logoAlt}
              hint={`What a screen reader says for the logo. Empty uses “${brand.inherited.logoAlt}”.`}
              autoComplete="off"
              error={errors.logoAlt}
              {...form.bind('logoAlt')}
            />
            <TextField
              id="brand-supportPhone"
              label={BRAND_SETTING_LABELS.supportPhone}
              hint={`Movers see it on every page. Empty uses ${brand.inherited.supportPhone}.`}
              type="tel"
              autoComplete="off"
              error={errors.supportPhone}
              {...form.bind('supportPhone')}
            />
            <TextField
              id="brand-supportEmail"
              label={BRAND_SETTING_LABELS.supportEmail}
              hint={`Empty uses ${brand.inherited.supportEmail}.`}
              type="email"
              autoComplete="off"
              spellCheck={false}
              error={errors.supportEmail}
              {...form.bind('supportEmail')}
            />
            {PARTNER_BRAND_FLAGS.map((flag) => (
              <FieldFrame
                key={flag}
                id={`brand-${flag}`}
                label={BRAND_SETTING_LABELS[flag]}
                error={errors[flag]}
              >
                <select
                  id={`brand-${flag}`}
                  className="input input--select"
                  aria-describedby={describedBy(`brand-${flag}`, { error: errors[flag] })}
                  {...form.bind(flag)}
                >
                  <option value="inherit">
                    Same as the brand above ({onOff(brand.inherited[flag])})
                  </option>
                  <option value="on">On</option>
                  <option value="off">Off</option>
                </select>
              </FieldFrame>
            ))}
          </FormShell>
        </section>
      </div>
      <div className="brand-layout__preview">
        <BrandPreview
          name={brand.brand.name}
          colours={colours}
          logoUrl={chosenLogo ?? brand.effective.logoUrl}
          logoAlt={values.logoAlt.trim() || brand.inherited.logoAlt}
        />
      </div>
    </div>
  );
}

/** Each checked pair's ratio as the user types, in the words the API refuses with. */
function ContrastChecks({ checks }: { checks: ReturnType<typeof checkBrandContrast> }) {
  return (
    <div aria-live="polite">
      <h3>Contrast (WCAG AA)</h3>
      <ul className="brand-contrast">
        {checks.map(({ pair, ratio, passes, message }) => (
          <li key={pair.text} className={passes ? undefined : 'brand-contrast--fails'}>
            <strong>{pair.subject}</strong>
            {ratio === null
              ? 'Enter both colours as #rrggbb to check their contrast.'
              : passes
                ? `${formatContrastRatio(ratio)}: passes (at least 4.5:1 is needed).`
                : message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function LogoUpload({
  brand,
  onChosen,
  onSaved,
}: {
  brand: PartnerBrandSettings;
  onChosen: (dataUrl: string | null) => void;
  onSaved: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const done = async () => {
    onSaved(`Saved. Movers of ${brandLabel(brand.brand)} see the change now.`);
    await queryClient.invalidateQueries({ queryKey: brandsQueryKey });
  };
  const showError = (failure: unknown) =>
    setError(Object.values(serverErrorsOf(failure, LOGO_TARGETS))[0] ?? describeError(failure));
  const upload = useAction((chosen: File) => uploadBrandLogo(brand.brand.id, chosen), {
    onSuccess: done,
    onError: showError,
  });
  const removeOwn = useAction(() => saveBrandSettings(brand.brand.id, { logoUrl: null }), {
    onSuccess: done,
    onError: showError,
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? logoFileProblem(chosen) : null;
    setError(problem ?? undefined);
    setFile(problem ? null : chosen);
    onChosen(null);
    if (!chosen || problem) return;
    // A data: URL, which the page's content security policy allows for images (blob: it does not).
    const reader = new FileReader();
    reader.onload = () => onChosen(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(chosen);
  };

  return (
    <section className="brand-section" aria-labelledby="brand-logo-heading">
      <h2 id="brand-logo-heading">Logo</h2>
      <p>
        {brand.settings.logoUrl
          ? 'This brand has its own logo.'
          : 'This brand uses the logo of the brand above.'}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) {
            setError('Choose a logo file to upload.');
            return;
          }
          upload.mutate(file);
        }}
      >
        <FieldFrame
          id="brand-logo"
          label="Logo file"
          hint="PNG, JPEG or WebP, at most 512 KB. It shows 36 pixels high in the header."
          error={error}
        >
          <input
            id="brand-logo"
            type="file"
            className="input"
            accept={BRAND_LOGO_TYPES.join(',')}
            aria-describedby={describedBy('brand-logo', { hint: true, error })}
            aria-invalid={error ? true : undefined}
            onChange={choose}
          />
        </FieldFrame>
        <div className="console-actions">
          <button type="submit" className="button" disabled={upload.isPending}>
            Upload logo
          </button>
          {brand.settings.logoUrl && (
            <button
              type="button"
              className="button button--secondary"
              disabled={removeOwn.isPending}
              onClick={() => removeOwn.mutate()}
            >
              Use the logo of the brand above
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** Staff see the settings movers see, and the preview, without a form. */
function BrandReadOnly({ brand }: { brand: PartnerBrandSettings }) {
  const shown = brand.effective;
  const rows: [string, string][] = [
    ...BRAND_COLOUR_FIELDS.map((field): [string, string] => [
      BRAND_SETTING_LABELS[field],
      shown[field],
    ]),
    [BRAND_SETTING_LABELS.logoAlt, shown.logoAlt],
    [BRAND_SETTING_LABELS.supportPhone, shown.supportPhone],
    [BRAND_SETTING_LABELS.supportEmail, shown.supportEmail],
    ...PARTNER_BRAND_FLAGS.map((flag): [string, string] => [
      BRAND_SETTING_LABELS[flag],
      onOff(shown[flag]),
    ]),
  ];
  return (
    <div className="brand-layout">
      <div>
        <div className="notice">
          <p>{BRAND_OWNER_ONLY_MESSAGE}</p>
        </div>
        <h2>What movers see</h2>
        <dl className="summary-list">
          {rows.map(([label, value]) => (
            <div className="summary-list__row" key={label}>
              <dt className="summary-list__key">{label}</dt>
              <dd className="summary-list__value">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="brand-layout__preview">
        <BrandPreview
          name={brand.brand.name}
          colours={shown}
          logoUrl={shown.logoUrl}
          logoAlt={shown.logoAlt}
        />
      </div>
    </div>
  );
}

function auditValue(name: string, value: string | boolean | null | undefined): string {
  if (value === null || value === undefined) return 'the brand above’s';
  if (typeof value === 'boolean') return onOff(value);
  if (name === 'logoUrl') return 'an uploaded logo';
  return value;
}

const changeTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The brand's audited changes, newest first: when, who, and each setting before → after. */
function BrandChanges({ brand }: { brand: PartnerBrandSettings }) {
  const changes = useQuery(brandChangesQuery(brand.brand.id));
  return (
    // Not a landmark of its own: the table's scrolling region already carries the heading's name.
    <section className="brand-section brand-changes">
      <h2 id="brand-changes-heading">Changes to {brandLabel(brand.brand)}</h2>
      {changes.isPending ? (
        <WorkingStatus message="Loading the changes" />
      ) : changes.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{describeError(changes.error)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void changes.refetch()}
          >
            Try again
          </button>
        </div>
      ) : changes.data.changes.length === 0 ? (
        <p>No one has changed this brand in the console yet.</p>
      ) : (
        <TableScroll labelledBy="brand-changes-heading">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What changed</th>
              </tr>
            </thead>
            <tbody>
              {changes.data.changes.map((change) => (
                <ChangeRow key={change.id} change={change} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function ChangeRow({ change }: { change: BrandChange }) {
  return (
    <tr>
      <td>{changeTime.format(new Date(change.at))}</td>
      <td>{change.by}</td>
      <td>
        <ul>
          {Object.keys(change.after).map((name) => (
            <li key={name}>
              {BRAND_SETTING_LABELS[name as keyof typeof BRAND_SETTING_LABELS] ?? name}:{' '}
              {auditValue(name, change.before[name])} → {auditValue(name, change.after[name])}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

export { BrandPage as Component };
