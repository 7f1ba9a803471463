import type { SkyCallbackSlot } from '@threshold/domain/codes/entertainment-partner';
import type { EntertainmentSummary } from '@threshold/domain/schemas/confirmation';

/**
 * The domain's callbackSlotMessage (messages/broadband), repeated: that module imports the energy
 * messages and what they import, about 2.5 KB gzip the confirmation page's 35 KB budget has no room
 * for. entertainment-card.test.tsx checks the two say the same for every slot.
 */
const SLOT_HOURS: Record<SkyCallbackSlot, string> = {
  '1': 'between 12pm-2pm',
  '2': 'between 2pm-4pm',
  '3': 'between 4pm-6pm',
  '4': 'between 6pm-8pm',
  Anytime: 'at any time between 12pm and 8pm',
};

export function callbackMessage(providerName: string, slot: string | null): string | null {
  const when =
    slot !== null && Object.hasOwn(SLOT_HOURS, slot) ? SLOT_HOURS[slot as SkyCallbackSlot] : null;
  return when && `${providerName} will call you back ${when}, Monday to Friday, within 24 hours.`;
}

/** "24 month contract"; 0 is a rolling monthly contract. */
const contractText = (months: number) =>
  months > 0 ? `${months} month contract` : 'Rolling monthly contract';

/**
 * The chosen package on the entertainment card (service-journeys 2): provider, package, speed,
 * contract months, usage limit or unlimited, call plan, set-up fee or none, and the monthly price;
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
  ].filter((fact): fact is string => typeof fact === 'string' && fact !== '');
  const callback =
    summary.supplierName && callbackMessage(summary.supplierName, summary.skyCallbackSlot);
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
