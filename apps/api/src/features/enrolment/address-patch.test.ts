import { describe, expect, it } from 'vitest';
import { ADDRESS_DATASET } from '../../providers/addresses/address-dataset';
import { createDatasetAddressProvider } from '../../providers/addresses/dataset-address-provider';
import { lookedUpAddressPatch, TYPED_ADDRESS_ENERGY_PATCH } from './address-patch';

const provider = createDatasetAddressProvider(ADDRESS_DATASET);

async function patchOf(addressKey: string) {
  const record = await provider.findByKey(addressKey);
  if (!record) throw new Error(`not in the dataset: ${addressKey}`);
  return lookedUpAddressPatch(record);
}

describe('the energy facts written with an address from the shipped dataset', () => {
  it('a Leeds flat with both meter points is dual fuel and quotable', async () => {
    expect(await patchOf('LS14AP-6')).toMatchObject({
      fuelType: 'DualFuel',
      isMeterInfoValid: true,
      quotableEnergy: true,
      fuelSupplyChecked: true,
    });
  });

  it('a Cornish address the grid supply point cannot be matched for is not quotable', async () => {
    expect(await patchOf('TR197AA-1')).toMatchObject({
      fuelType: null,
      isMeterInfoValid: false,
      quotableEnergy: false,
    });
  });

  it('a Belfast apartment is outside GB supply areas: meter info not valid, not quotable', async () => {
    expect(await patchOf('BT15GS-2')).toMatchObject({
      fuelType: 'DualFuel',
      isMeterInfoValid: false,
      quotableEnergy: false,
      isElecPayg: true,
      isGasPayg: true,
      supplyElec: true,
      supplyGas: true,
    });
  });

  it('a home on a commercial supply has valid meter info but is not quotable', async () => {
    expect(await patchOf('BS16QF-1')).toMatchObject({
      isMeterInfoValid: true,
      quotableEnergy: false,
    });
  });

  it('a smart pay-as-you-go flat with no gas is electric, prepayment and smart', async () => {
    expect(await patchOf('E143BQ-1')).toMatchObject({
      fuelType: 'Electric',
      isElecPayg: true,
      hasElecSmartMeter: true,
      supplyElec: true,
      supplyGas: null,
      isMixedMeters: false,
    });
  });

  it('a Lake District home without mains gas is electric on economy 7', async () => {
    expect(await patchOf('LA229BU-1')).toMatchObject({ fuelType: 'Electric', economy7: true });
  });

  it('a typed address clears every energy fact', () => {
    expect(TYPED_ADDRESS_ENERGY_PATCH).toMatchObject({
      fuelType: null,
      isMeterInfoValid: false,
      quotableEnergy: false,
      fuelSupplyChecked: false,
      isMixedMeters: false,
    });
  });
});
