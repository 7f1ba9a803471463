import { afterEach, describe, expect, it } from 'vitest';
import { readServedBranding, SERVED_BRANDING_ID } from './served-branding';

const HARBOUR_LEEDS = {
  name: 'Harbour Lettings',
  urlRoute: 'harbour-lettings',
  branchId: '101',
  logoUrl: '/brand-assets/harbour-lettings.svg',
  colours: { primary: '#0b5563' },
};

/** The data block the server writes into the page (first-paint.ts), holding `text`. */
function serve(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SERVED_BRANDING_ID;
  block.textContent = text;
  document.head.append(block);
}

describe('the branding the server wrote into the page', () => {
  afterEach(() => {
    document.getElementById(SERVED_BRANDING_ID)?.remove();
    sessionStorage.clear();
  });

  it("is the brand, with no call, when it is the address's brand and branch", () => {
    serve(JSON.stringify(HARBOUR_LEEDS));
    const brand = readServedBranding({
      brandRoute: 'harbour-lettings',
      branchId: '101',
      basename: '/harbour-lettings/101',
    });
    expect(brand?.name).toBe('Harbour Lettings');
    // Kept as a fetched brand is (log-out keeps it).
    expect(JSON.parse(sessionStorage.getItem('brand') ?? 'null')).toMatchObject({
      urlRoute: 'harbour-lettings',
    });
  });

  it('reads a name with markup in it as the text it is', () => {
    // `<` arrives escaped as \u003c (first-paint.ts), so the block cannot end early.
    serve(JSON.stringify({ ...HARBOUR_LEEDS, name: '</script><b>x</b>' }).replace(/</g, '\\u003c'));
    const brand = readServedBranding({
      brandRoute: 'harbour-lettings',
      branchId: '101',
      basename: '/harbour-lettings/101',
    });
    expect(brand?.name).toBe('</script><b>x</b>');
  });

  it('is nothing for another brand or branch, a broken block, or none (the portal fetches it)', () => {
    serve(JSON.stringify(HARBOUR_LEEDS));
    expect(
      readServedBranding({ brandRoute: 'harbour-lettings', branchId: null, basename: '/x' }),
    ).toBeNull();
    expect(
      readServedBranding({ brandRoute: 'default', branchId: '101', basename: '/x' }),
    ).toBeNull();
    document.getElementById(SERVED_BRANDING_ID)?.remove();
    serve('{"name": ');
    expect(
      readServedBranding({ brandRoute: 'harbour-lettings', branchId: '101', basename: '/x' }),
    ).toBeNull();
    document.getElementById(SERVED_BRANDING_ID)?.remove();
    expect(
      readServedBranding({ brandRoute: 'harbour-lettings', branchId: '101', basename: '/x' }),
    ).toBeNull();
    expect(sessionStorage.getItem('brand')).toBeNull();
  });
});
