/** Fuel types of a tariff, a summary and the mixed-meter choice (service-journeys 9). */
export const FUEL_TYPE = {
  dualFuel: 'DualFuel',
  electric: 'Electric',
  gas: 'Gas',
} as const;
export type FuelType = (typeof FUEL_TYPE)[keyof typeof FUEL_TYPE];

export const FUEL_TYPE_LABEL: Record<FuelType, string> = {
  DualFuel: 'Dual fuel',
  Electric: 'Electricity',
  Gas: 'Gas',
};

const fuelTypes: readonly string[] = Object.values(FUEL_TYPE);

export function isFuelType(value: unknown): value is FuelType {
  return typeof value === 'string' && fuelTypes.includes(value);
}

export function includesElectricity(fuelType: FuelType): boolean {
  return fuelType !== FUEL_TYPE.gas;
}

export function includesGas(fuelType: FuelType): boolean {
  return fuelType !== FUEL_TYPE.electric;
}
