import { describe, expect, it } from 'vitest';
import { COMMERCIAL_SUPPLY_MESSAGE } from '../messages/address';
import type { ProductOffers } from '../schemas/brand';
import {
  METER_NOT_SUPPORTED_MESSAGE,
  productLockExplanation,
  productSelectionBody,
  productSelectionCards,
  productSelectionConflict,
  TYPED_ADDRESS_NO_QUOTE_MESSAGE,
  type ProductSelectionFacts,
  type ProductSelectionInput,
} from './product-selection';

const OFFERED: ProductOffers = { energy: 1, entertainment: 1, council: 1, water: 1 };

/** A mover at a quotable address who has not answered product selection yet. */
const fresh: ProductSelectionFacts = {
  energyOptIn: null,
  entertainmentOptIn: null,
  councilOptIn: null,
  waterOptIn: null,
  energyConsented: null,
  entertainmentConsented: null,
  councilConsented: null,
  waterConsented: null,
  councilIsMandatory: false,
  waterIsMandatory: false,
  quotableEnergy: true,
  isMeterInfoValid: true,
};

function cards(
  enrolment: Partial<ProductSelectionFacts> = {},
  productOffers: Partial<ProductOffers> = {},
  ctwbJourneyToggle = false,
) {
  const input: ProductSelectionInput = {
    enrolment: { ...fresh, ...enrolment },
    productOffers: { ...OFFERED, ...productOffers },
    ctwbJourneyToggle,
  };
  return productSelectionCards(input);
}

const view = (c: { isShown: boolean; isOn: boolean; lockReason: string | null }) => ({
  isShown: c.isShown,
  isOn: c.isOn,
  lockReason: c.lockReason,
});

describe('the four cards', () => {
  it('are titled Energy, Broadband Phone & TV, Council Tax and Water, and all start on and togglable when offered', () => {
    const all = cards();
    expect(Object.values(all).map((c) => c.title)).toEqual([
      'Energy',
      'Broadband Phone & TV',
      'Council Tax',
      'Water',
    ]);
    for (const c of Object.values(all))
      expect(view(c)).toEqual({ isShown: true, isOn: true, lockReason: null });
  });

  it('start as the mover last answered', () => {
    const all = cards({ energyOptIn: 0, entertainmentOptIn: 1, councilOptIn: 0, waterOptIn: 1 });
    expect([all.energy.isOn, all.entertainment.isOn, all.council.isOn, all.water.isOn]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('offered and preselected (3) starts on and can be turned off', () => {
    expect(view(cards({}, { entertainment: 3 }).entertainment)).toEqual({
      isShown: true,
      isOn: true,
      lockReason: null,
    });
  });
});

describe('energy card', () => {
  it('is togglable when offered and the meter information is valid and the address quotable', () => {
    expect(cards().energy.lockReason).toBeNull();
  });

  it('is not shown, and saved off, when the brand does not offer energy', () => {
    expect(view(cards({}, { energy: 2 }).energy)).toEqual({
      isShown: false,
      isOn: false,
      lockReason: 'notOffered',
    });
  });

  it('is forced on and disabled when not quotable (a commercial supply: meter info valid)', () => {
    expect(view(cards({ quotableEnergy: false }).energy)).toEqual({
      isShown: true,
      isOn: true,
      lockReason: 'energyNotQuotable',
    });
  });

  it('is forced on and disabled when the meter information is not valid (never quotable then)', () => {
    expect(view(cards({ quotableEnergy: false, isMeterInfoValid: false }).energy)).toEqual({
      isShown: true,
      isOn: true,
      lockReason: 'energyNotQuotable',
    });
  });

  it('is forced on with the unknown-meter words when quotable without valid meter information', () => {
    const card = cards({ isMeterInfoValid: false }).energy;
    expect(view(card)).toEqual({ isShown: true, isOn: true, lockReason: 'meterDetailsUnknown' });
    const facts = { isMeterInfoValid: false, isManualAddress: false };
    expect(productLockExplanation(card, facts)).toMatch(
      /^We can't switch your energy over by the next 5 working days as we haven't been able to find your meter details\. .*18 working days from today\. .*on the day you move in\.$/,
    );
    expect(productLockExplanation(card, facts, false)).toMatch(/take a meter reading today/);
  });

  it('is forced on when already consented', () => {
    expect(view(cards({ energyConsented: true, energyOptIn: 1 }).energy)).toEqual({
      isShown: true,
      isOn: true,
      lockReason: 'consented',
    });
  });

  it('is forced on when offered and mandatory (4)', () => {
    expect(cards({}, { energy: 4 }).energy.lockReason).toBe('mandatory');
  });

  it('not offered wins over not quotable', () => {
    expect(
      cards({ quotableEnergy: false, isMeterInfoValid: false }, { energy: 2 }).energy.lockReason,
    ).toBe('notOffered');
  });
});

describe('broadband, phone and TV card', () => {
  it('is not shown when not offered', () => {
    expect(view(cards({}, { entertainment: 2 }).entertainment)).toEqual({
      isShown: false,
      isOn: false,
      lockReason: 'notOffered',
    });
  });
  it('is forced on when consented or mandatory', () => {
    expect(cards({ entertainmentConsented: true }).entertainment.lockReason).toBe('consented');
    expect(cards({}, { entertainment: 4 }).entertainment.lockReason).toBe('mandatory');
  });
  it('ignores whether energy can be quoted', () => {
    expect(
      cards({ quotableEnergy: false, isMeterInfoValid: false }).entertainment.lockReason,
    ).toBeNull();
  });
});

describe('council tax and water cards', () => {
  it('are not shown or saved on the combined journey (ctwbJourneyToggle on)', () => {
    const all = cards({ councilIsMandatory: true, waterOptIn: 1 }, {}, true);
    expect(all.council).toMatchObject({ isShown: false, isSaved: false });
    expect(all.water).toMatchObject({ isShown: false, isSaved: false });
  });

  it('are forced on when mandatory', () => {
    const all = cards({ councilIsMandatory: true, waterIsMandatory: true });
    expect(view(all.council)).toEqual({ isShown: true, isOn: true, lockReason: 'mandatory' });
    expect(view(all.water)).toEqual({ isShown: true, isOn: true, lockReason: 'mandatory' });
  });

  it('are forced on when already consented', () => {
    const all = cards({ councilConsented: true, waterConsented: true, councilOptIn: 0 });
    expect(view(all.council)).toEqual({ isShown: true, isOn: true, lockReason: 'consented' });
    expect(all.water.lockReason).toBe('consented');
  });

  it('only the mandatory one is locked', () => {
    const all = cards({ waterIsMandatory: true });
    expect(all.council.lockReason).toBeNull();
    expect(all.water.lockReason).toBe('mandatory');
  });

  it('are not shown, and saved off, when not offered', () => {
    expect(view(cards({}, { council: 2 }).council)).toEqual({
      isShown: false,
      isOn: false,
      lockReason: 'notOffered',
    });
  });
});

describe('the save body', () => {
  it('sends OptIn 0 or 1 per saved product, locked cards with their value', () => {
    const all = cards({ quotableEnergy: false, waterIsMandatory: true });
    expect(
      productSelectionBody(all, {
        energy: false,
        entertainment: false,
        council: true,
        water: false,
      }),
    ).toEqual({
      energyOptIn: 1,
      entertainmentOptIn: 0,
      councilOptIn: 1,
      waterOptIn: 1,
    });
  });

  it('leaves council and water out on the combined journey', () => {
    expect(
      productSelectionBody(cards({}, {}, true), { energy: true, entertainment: false }),
    ).toEqual({
      energyOptIn: 1,
      entertainmentOptIn: 0,
    });
  });

  it('sends a not-offered product as 0', () => {
    expect(productSelectionBody(cards({}, { energy: 2 }), { energy: true }).energyOptIn).toBe(0);
  });
});

describe('checking a save against the cards', () => {
  it('accepts any choice of togglable cards', () => {
    expect(
      productSelectionConflict(cards(), {
        energyOptIn: 0,
        entertainmentOptIn: 0,
        councilOptIn: 0,
        waterOptIn: 0,
      }),
    ).toBeNull();
  });

  it('refuses a forced-on product sent as 0', () => {
    expect(
      productSelectionConflict(cards({ councilIsMandatory: true }), {
        energyOptIn: 1,
        entertainmentOptIn: 1,
        councilOptIn: 0,
        waterOptIn: 1,
      }),
    ).toEqual({ field: 'councilOptIn', message: "Council Tax can't be turned off for your move." });
    expect(
      productSelectionConflict(cards({ quotableEnergy: false }), {
        energyOptIn: 0,
        entertainmentOptIn: 1,
        councilOptIn: 1,
        waterOptIn: 1,
      }),
    ).toEqual({ field: 'energyOptIn', message: "Energy can't be turned off for your move." });
  });

  it('refuses a product the brand does not offer sent as 1', () => {
    expect(
      productSelectionConflict(cards({}, { entertainment: 2 }), {
        energyOptIn: 1,
        entertainmentOptIn: 1,
        councilOptIn: 1,
        waterOptIn: 1,
      }),
    ).toEqual({
      field: 'entertainmentOptIn',
      message: "Broadband Phone & TV isn't offered for your move.",
    });
  });

  it('needs council and water when their cards are shown, and ignores them on the combined journey', () => {
    expect(productSelectionConflict(cards(), { energyOptIn: 1, entertainmentOptIn: 1 })).toEqual({
      field: 'councilOptIn',
      message: 'Please choose whether you want Council Tax.',
    });
    expect(
      productSelectionConflict(cards({}, {}, true), { energyOptIn: 1, entertainmentOptIn: 1 }),
    ).toBeNull();
  });
});

describe('why a card is locked', () => {
  const facts = { isMeterInfoValid: true, isManualAddress: false };
  it('not quotable with valid meters: the commercial supply message', () => {
    expect(productLockExplanation(cards({ quotableEnergy: false }).energy, facts)).toBe(
      COMMERCIAL_SUPPLY_MESSAGE,
    );
  });
  it('meter information not valid: the meter not supported message', () => {
    expect(
      productLockExplanation(cards({ quotableEnergy: false, isMeterInfoValid: false }).energy, {
        ...facts,
        isMeterInfoValid: false,
      }),
    ).toBe(METER_NOT_SUPPORTED_MESSAGE);
  });
  it('an address typed in by hand says so', () => {
    expect(
      productLockExplanation(cards({ quotableEnergy: false, isMeterInfoValid: false }).energy, {
        isMeterInfoValid: false,
        isManualAddress: true,
      }),
    ).toBe(TYPED_ADDRESS_NO_QUOTE_MESSAGE);
  });
  it('mandatory and consented cards say why they stay on; togglable ones say nothing', () => {
    expect(productLockExplanation(cards({ councilIsMandatory: true }).council, facts)).toBe(
      "Council Tax is included with your move, so it can't be turned off.",
    );
    expect(productLockExplanation(cards({ waterConsented: true }).water, facts)).toBe(
      "You've already chosen Water, so it stays on.",
    );
    expect(productLockExplanation(cards().energy, facts)).toBeNull();
  });
});
