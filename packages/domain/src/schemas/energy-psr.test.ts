import { describe, expect, it } from 'vitest';
import { isPsrLanguage, PSR_LANGUAGES, searchLanguages } from './energy-psr-languages';
import { psrBodySchema, psrErrors } from './energy-psr';

const TODAY = '2026-03-02';

describe('Priority Services Register rules', () => {
  it('accepts No (a null selection)', () => {
    expect(psrErrors(null, TODAY, isPsrLanguage)).toEqual({});
  });

  it('needs a condition or a contact format other than NONE when Yes', () => {
    expect(
      psrErrors({ selection: {}, specialCommsPreferences: 'NONE' }, TODAY, isPsrLanguage),
    ).toEqual({
      selection: 'You must select at least one valid option from the list.',
    });
    expect(
      psrErrors({ selection: {}, specialCommsPreferences: 'AUDIO' }, TODAY, isPsrLanguage),
    ).toEqual({});
    expect(
      psrErrors(
        { selection: { blind: null }, specialCommsPreferences: 'NONE' },
        TODAY,
        isPsrLanguage,
      ),
    ).toEqual({});
  });

  it('needs a language from the list for alternativeLanguage', () => {
    const ask = (language: string | null) =>
      psrErrors(
        { selection: { alternativeLanguage: language }, specialCommsPreferences: 'NONE' },
        TODAY,
        isPsrLanguage,
      );
    expect(ask(null).alternativeLanguage).toBe('Please specify a language');
    expect(ask('Klingon').alternativeLanguage).toBe('Please specify a language');
    expect(ask('Welsh')).toEqual({});
  });

  it('needs an until date after today for the temporary condition', () => {
    const until = (date: string | null) =>
      psrErrors(
        { selection: { temporaryPostHospitalRecovery: date }, specialCommsPreferences: 'NONE' },
        TODAY,
        isPsrLanguage,
      ).temporaryPostHospitalRecovery;
    expect(until(null)).toBe('Please specify when do you think this condition will last until');
    expect(until('31/02/2026')).toBe(
      'Please specify when do you think this condition will last until',
    );
    expect(until('02/03/2026')).toBe('Date must be in the future');
    expect(until('01/03/2026')).toBe('Date must be in the future');
    expect(until('03/03/2026')).toBeUndefined();
  });

  it('refuses unknown condition keys, contact formats and extra fields', () => {
    const ok = { psrOptions: { selection: { blind: null }, specialCommsPreferences: 'BRAILLE' } };
    expect(psrBodySchema.safeParse(ok).success).toBe(true);
    expect(psrBodySchema.safeParse({ psrOptions: null }).success).toBe(true);
    expect(
      psrBodySchema.safeParse({
        psrOptions: { selection: { flying: null }, specialCommsPreferences: 'NONE' },
      }).success,
    ).toBe(false);
    expect(
      psrBodySchema.safeParse({ psrOptions: { selection: {}, specialCommsPreferences: 'SMOKE' } })
        .success,
    ).toBe(false);
    expect(psrBodySchema.safeParse({ ...ok, energyComplete: true }).success).toBe(false);
    expect(
      psrBodySchema.safeParse({
        psrOptions: { selection: { blind: 'very' }, specialCommsPreferences: 'NONE' },
      }).success,
    ).toBe(false);
  });
});

describe('language search', () => {
  it('finds languages by any part of the name, ignoring case', () => {
    const found = searchLanguages(PSR_LANGUAGES, 'wel');
    expect(found).toEqual({ kind: 'results', languages: ['Welsh'] });
    expect(searchLanguages(PSR_LANGUAGES, 'SIGN')).toEqual({
      kind: 'results',
      languages: ['British Sign Language', 'Irish Sign Language'],
    });
  });

  it('is empty when nothing matches and invalid for digits or symbols', () => {
    expect(searchLanguages(PSR_LANGUAGES, 'zzzz')).toEqual({ kind: 'empty' });
    expect(searchLanguages(PSR_LANGUAGES, 'fr3nch')).toEqual({
      kind: 'invalid',
      message: 'Please search using letters, spaces and hyphens only',
    });
  });
});
