import { COUNCIL_WATER_MESSAGES as M } from '@threshold/domain/messages/council-water';
import { describe, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from '../support/browser';
import { chooseProducts, moverOnProductSelection } from '../support/journey';
import { picture } from '../support/picture';

const browser = useBrowser();

describe('confirmation page: a council we could not identify', () => {
  it.each(['small', 'wide'] as const)(
    "says so in the error catalogue's words, with the council finder (%s)",
    async (viewport) => {
      // Northstowe (CB24 1AZ): new-build homes not yet matched to a council.
      const page = await moverOnProductSelection(browser, {
        home: { postcode: 'CB24 1AZ', address: 'CB241AZ-1' },
        viewport,
      });
      await chooseProducts(page, ['council', 'water']);
      await page.waitForURL('**/enrolment/confirmation');
      await page.getByText(M.councilNotIdentifiedForHome).waitFor();
      await page.getByRole('link', { name: new RegExp(M.findCouncilLink) }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `confirmation, council not identified (${viewport})`);
      await picture(page, `confirmation-council-not-identified-${viewport}`);
    },
  );
});
