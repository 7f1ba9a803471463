import type { BroadbandResponse, InstallTechnology } from '../schemas/broadband';

/** The speeds the availability data gives for an address (the spec's broadbandResponse.speeds). */
export type AddressSpeeds = BroadbandResponse['broadbandResponse']['speeds'];

/**
 * The fastest a line of this technology carries at the address, Mbit/s: copper (ADSL) is the
 * address's standard_mbps; part fibre, full fibre and cable are its fibre_mbps. A 4G/5G router
 * does not use the line, and the data has no mobile speed: null, no limit.
 */
export function lineLimitMbps(technology: InstallTechnology, speeds: AddressSpeeds): number | null {
  switch (technology) {
    case 'copper':
      return speeds.standard_mbps;
    case 'fttc':
    case 'fullFibre':
    case 'cable':
      return speeds.fibre_mbps;
    case 'mobile':
      return null;
  }
}

/**
 * What the mover can get at this home (issue 11): a package's headline download and upload
 * speeds, each no faster than the address's line gives for the package's technology. The data
 * gives one speed per kind of line, so it caps both directions. 0 when the line gives nothing
 * (the card then reads "Not available").
 */
export function speedsAtAddress(
  headline: { downloadSpeed: number; uploadSpeed: number },
  technology: InstallTechnology,
  speeds: AddressSpeeds,
): { downloadSpeed: number; uploadSpeed: number } {
  const limit = lineLimitMbps(technology, speeds);
  if (limit === null)
    return { downloadSpeed: headline.downloadSpeed, uploadSpeed: headline.uploadSpeed };
  const capped = Math.max(0, limit);
  return {
    downloadSpeed: Math.min(headline.downloadSpeed, capped),
    uploadSpeed: Math.min(headline.uploadSpeed, capped),
  };
}
