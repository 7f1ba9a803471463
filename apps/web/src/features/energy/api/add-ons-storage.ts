import { writeSession } from '../../../api/session-store';

/**
 * Keeps the add-on identifiers the mover chose (the "addOns" stored portal value; energy-storage.ts
 * reads them back). A module of its own, so the energy sign-up page, which only writes them, does
 * not carry the tariff and filter checks of the other energy pages.
 */
export function storeAddOns(identifiers: readonly string[]): void {
  writeSession('addOns', JSON.stringify(identifiers));
}
