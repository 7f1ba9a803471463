/** Residential status codes (portal-access 3); 0 means none chosen. */
export const RESIDENTIAL_STATUS = {
  notSet: 0,
  homeOwner: 200,
  privateTenant: 201,
  localAuthority: 202,
  landlord: 203,
} as const;
export type ResidentialStatus = (typeof RESIDENTIAL_STATUS)[keyof typeof RESIDENTIAL_STATUS];
/** A status a mover can actually pick (everything but "not set"). */
export type ChosenResidentialStatus = Exclude<ResidentialStatus, typeof RESIDENTIAL_STATUS.notSet>;

export const RESIDENTIAL_STATUS_LABEL: Record<ChosenResidentialStatus, string> = {
  200: 'Home owner',
  201: 'Private tenant',
  202: 'Local authority',
  203: 'Landlord',
};

/** Options for the residential status select, in code order. */
export const RESIDENTIAL_STATUS_OPTIONS: ReadonlyArray<{
  value: ChosenResidentialStatus;
  label: string;
}> = [200, 201, 202, 203].map((value) => ({
  value: value as ChosenResidentialStatus,
  label: RESIDENTIAL_STATUS_LABEL[value as ChosenResidentialStatus],
}));

export function isResidentialStatus(value: unknown): value is ResidentialStatus {
  return value === 0 || isChosenResidentialStatus(value);
}

export function isChosenResidentialStatus(value: unknown): value is ChosenResidentialStatus {
  return value === 200 || value === 201 || value === 202 || value === 203;
}
