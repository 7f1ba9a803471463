import type { ConfirmationDetails } from '@threshold/domain/schemas/confirmation';
import { describe, expect, it } from 'vitest';
import {
  cardPartsOf,
  energyBlockedPart,
  energyChosenPart,
  entertainmentChosenPart,
} from './card-parts';
import { detailsWith, energy } from './test-details';

const summaryWith = (changes: Partial<ConfirmationDetails['confirmationProductsSummary']>) => ({
  ...detailsWith().confirmationProductsSummary,
  ...changes,
});

describe('the card parts a summary shows, loaded before the page shows it', () => {
  it('are none for a mover who has chosen nothing yet', () => {
    expect(cardPartsOf(detailsWith({ energyOptIn: 1, energyConsented: true }))).toEqual([]);
  });

  it('are the chosen tariff for completed energy, on the energy or the second fuel card', () => {
    const chosen = {
      ...energy,
      isCompleted: true,
      supplierName: 'Harbour Energy',
      tariffName: 'Fix 12',
    };
    const completed = { energyOptIn: 1, energyConsented: true, energyComplete: true } as const;
    expect(
      cardPartsOf(
        detailsWith({ ...completed, confirmationProductsSummary: summaryWith({ energy: chosen }) }),
      ),
    ).toEqual([energyChosenPart]);
    const gas = { ...chosen, fuelType: 'Gas' as const, tariffName: 'Gas Fix 12' };
    const secondOnly = summaryWith({
      energy: { ...energy, fuelType: 'Electric' },
      energySecondary: gas,
    });
    expect(
      cardPartsOf(
        detailsWith({
          energyOptIn: 1,
          energyConsented: true,
          confirmationProductsSummary: secondOnly,
        }),
      ),
    ).toEqual([energyChosenPart]);
    const notOffered = summaryWith({ energy: { ...chosen, isOffered: false } });
    expect(
      cardPartsOf(detailsWith({ ...completed, confirmationProductsSummary: notOffered })),
    ).toEqual([]);
  });

  it('are the blocked words when energy cannot open or the move-in date is out of range', () => {
    expect(cardPartsOf(detailsWith({ energyOptIn: 1, quotableEnergy: false }))).toEqual([
      energyBlockedPart,
    ]);
    expect(
      cardPartsOf(
        detailsWith({
          energyOptIn: 1,
          confirmationProductsSummary: summaryWith({
            energy: { ...energy, isSkipped: true, isMoveInDateInRange: false },
          }),
        }),
      ),
    ).toEqual([energyBlockedPart]);
  });

  it('are the chosen package for a broadband package chosen', () => {
    const entertainment = {
      ...detailsWith().confirmationProductsSummary.entertainment,
      isCompleted: true,
      supplierName: 'Fibrewave',
      packageName: 'Full Fibre 500',
    };
    expect(
      cardPartsOf(
        detailsWith({
          entertainmentOptIn: 1,
          entertainmentConsented: true,
          confirmationProductsSummary: summaryWith({ entertainment }),
        }),
      ),
    ).toEqual([entertainmentChosenPart]);
  });
});
