/** Service type codes, as used by skip/complete-service calls (service-journeys 9). */
export const SERVICE_TYPE = {
  energy: 0,
  broadband: 1,
  sky: 2,
  council: 3,
  wombb: 4,
  wome: 5,
  water: 6,
  ssebb: 7,
} as const;
export type ServiceType = (typeof SERVICE_TYPE)[keyof typeof SERVICE_TYPE];
export type ServiceTypeName = keyof typeof SERVICE_TYPE;

/** The broadband type flag value the broadband search sends (service-journeys 9). */
export const BROADBAND_TYPE_FLAG = 54;

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 7;
}

/** Parses the `service=` query value, which may arrive as a code or a name. */
export function parseServiceType(value: string): ServiceType | null {
  if (/^\d+$/.test(value)) {
    const code = Number(value);
    return isServiceType(code) ? code : null;
  }
  return Object.hasOwn(SERVICE_TYPE, value) ? SERVICE_TYPE[value as ServiceTypeName] : null;
}
