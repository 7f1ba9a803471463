import {
  SKY_CALLBACK_SLOTS,
  type SkyCallbackSlot,
} from '@threshold/domain/codes/entertainment-partner';
import { callbackSlotMessage } from '@threshold/domain/messages/broadband';
import type { EntertainmentSummary } from '@threshold/domain/schemas/confirmation';

const isSlot = (value: string | null): value is SkyCallbackSlot =>
  (SKY_CALLBACK_SLOTS as readonly (string | null)[]).includes(value);

/** yyyy-MM-dd as dd/MM/yyyy (without the calendar module, for the chunk's budget). */
const shownDate = (iso: string) => iso.split('-').reverse().join('/');

/** When the package is to be installed: as soon as possible (from its date) or the date chosen. */
function installText(summary: EntertainmentSummary): string | null {
  if (!summary.installDate) return null;
  return summary.installStart === 'custom'
    ? `Installation date: ${shownDate(summary.installDate)}`
    : `Installation: as soon as possible, from ${shownDate(summary.installDate)}`;
}

/** "24 month contract"; 0 is a rolling monthly contract. */
const contractText = (months: number) =>
  months > 0 ? `${months} month contract` : 'Rolling monthly contract';

/**
 * The chosen package on the entertainment card (service-journeys 2): provider, package, speed,
 * contract months, usage limit or unlimited, call plan, set-up fee or none, when it is to be
 * installed (as soon as possible or the date chosen), and the monthly price;
 * with a partner's call-back, when the provider will call.
 */
export function EntertainmentChosen({ summary }: { summary: EntertainmentSummary }) {
  if (!summary.packageName) return null;
  const facts = [
    summary.estimatedSpeed && `Speed: ${summary.estimatedSpeed}`,
    summary.contractTerm !== null && contractText(summary.contractTerm),
    summary.usageLimit &&
      (summary.usageLimit.toLowerCase() === 'unlimited'
        ? 'Unlimited usage'
        : `Usage limit: ${summary.usageLimit} a month`),
    summary.callPlanName ? `Calls: ${summary.callPlanName}` : 'No phone calls',
    summary.installationPrice
      ? `Set-up fee: ${summary.installationPriceFormatted ?? ''}`
      : 'No set-up fee',
    installText(summary),
  ].filter((fact): fact is string => typeof fact === 'string' && fact !== '');
  const slot = summary.skyCallbackSlot;
  const callback =
    summary.supplierName && isSlot(slot) ? callbackSlotMessage(summary.supplierName, slot) : null;
  return (
    <div className="entertainment-chosen" data-testid="entertainment-chosen">
      <p className="authority">
        {summary.supplierLogoUrl && (
          <img src={summary.supplierLogoUrl} alt="" width={48} height={48} />
        )}
        <span>
          <strong>{summary.supplierName}</strong>: {summary.packageName}
        </span>
      </p>
      <ul aria-label="About this package">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {summary.packageMonthlyAmountFormatted && (
        <p>
          Monthly price: <strong>{summary.packageMonthlyAmountFormatted}</strong>
        </p>
      )}
      {callback && <p className="authority-told">{callback}</p>}
    </div>
  );
}
