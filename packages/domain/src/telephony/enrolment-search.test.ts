import { describe, expect, it } from 'vitest';
import { readEnrolmentSearch } from './enrolment-search';

describe('readEnrolmentSearch', () => {
  it.each([
    ['Robin.Hughes@Example.com ', { by: 'email', email: 'robin.hughes@example.com' }],
    ['07700 900123', { by: 'mobile', mobile: '07700900123' }],
    ['+44 7700 900123', { by: 'mobile', mobile: '07700900123' }],
    ['ls63bn', { by: 'postcode', postcode: 'LS6 3BN' }],
    ['LS6 3BN', { by: 'postcode', postcode: 'LS6 3BN' }],
    ['Robin  Hughes', { by: 'name', words: ['robin', 'hughes'] }],
    ['hughes', { by: 'name', words: ['hughes'] }],
    ['0770090012', { by: 'name', words: ['0770090012'] }],
  ] as const)('reads %j', (typed, expected) => {
    expect(readEnrolmentSearch(typed)).toEqual(expected);
  });
});
