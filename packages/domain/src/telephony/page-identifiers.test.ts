import { describe, expect, it } from 'vitest';
import { PAGE_IDENTIFIERS, inviteProductOfPath, pageIdentifierOfPath } from './page-identifiers';

describe('pageIdentifierOfPath', () => {
  it.each([
    ['/pending/personal-details', 'personal-details'],
    ['/enrolment/personal-details', 'personal-details'],
    ['/enrolment/moving-details', 'moving-details'],
    ['/enrolment/council-services-upfront', 'council-services-upfront'],
    ['/enrolment/council-services', 'council-services'],
    ['/enrolment/product-selection/', 'product-selection'],
    ['/enrolment/energy/usage', 'energy-usage'],
    ['/enrolment/energy/list?fuel=gas', 'energy-list'],
    ['/enrolment/energy/details/some-tariff/gas', 'energy-details'],
    ['/enrolment/energy/signup/Octopus/12', 'energy-signup'],
    ['/enrolment/energy/switch', 'energy-switch'],
    ['/enrolment/energy/psr/Octopus/12', 'energy-psr'],
    ['/enrolment/energy/payment', 'energy-payment'],
    ['/enrolment/entertainment/broadband-list', 'broadband-list'],
    ['/enrolment/entertainment/whole-of-market/broadband-details/7/2', 'broadband-details'],
    ['/enrolment/entertainment/sky/signup/7/2', 'broadband-signup'],
    ['/enrolment/confirmation', 'confirmation'],
    ['/enrolment/offers', 'offers'],
    ['/enrolment/tell-your-flatmates', 'flatmates'],
  ])('%s is %s', (path, identifier) => {
    expect(pageIdentifierOfPath(path)).toBe(identifier);
  });

  it('answers null for a page without a script', () => {
    expect(pageIdentifierOfPath('/enrolment/entertainment/whole-of-market/visit-recorded')).toBe(
      null,
    );
    expect(pageIdentifierOfPath('/')).toBe(null);
    expect(pageIdentifierOfPath('/enrolment/moving-details-extra')).toBe(null);
  });

  it('lists each identifier once', () => {
    expect(new Set(PAGE_IDENTIFIERS).size).toBe(PAGE_IDENTIFIERS.length);
  });
});

describe('inviteProductOfPath', () => {
  it('is energy on energy pages, broadband on entertainment pages, else null', () => {
    expect(inviteProductOfPath('/enrolment/energy/list')).toBe('energy');
    expect(inviteProductOfPath('/enrolment/entertainment/broadband-list')).toBe('broadband');
    expect(inviteProductOfPath('/enrolment/moving-details')).toBe(null);
  });
});
