import { describe, expect, it } from 'vitest';
import { startDateBodySchema, startDateErrors } from './energy-start-date';

const window = { earliest: '2026-03-09', latest: '2026-04-07', coolingOffRequired: true };

describe('start date form rules', () => {
  it('accepts a date inside the window with the cooling-off agreement', () => {
    expect(startDateErrors({ startDate: '2026-03-09', coolingOffAgreed: true }, window)).toEqual(
      {},
    );
    expect(startDateErrors({ startDate: '2026-04-07', coolingOffAgreed: true }, window)).toEqual(
      {},
    );
  });

  it('asks for a valid date when none or an unreal one is given', () => {
    expect(startDateErrors({ startDate: null, coolingOffAgreed: true }, window).startDate).toBe(
      'Please enter a valid start date',
    );
    expect(
      startDateErrors({ startDate: '2026-02-30', coolingOffAgreed: true }, window).startDate,
    ).toBe('Please enter a valid start date');
  });

  it('names the window in dd/MM/yyyy for a date outside it', () => {
    const message = 'You must select a date between 09/03/2026 and 07/04/2026';
    expect(
      startDateErrors({ startDate: '2026-03-08', coolingOffAgreed: true }, window).startDate,
    ).toBe(message);
    expect(
      startDateErrors({ startDate: '2026-04-08', coolingOffAgreed: true }, window).startDate,
    ).toBe(message);
  });

  it('asks for the cooling-off agreement only when meter details are known', () => {
    expect(startDateErrors({ startDate: '2026-03-10', coolingOffAgreed: false }, window)).toEqual({
      coolingOffAgreed:
        'Please confirm that you are happy to pay for services during cooling-off period',
    });
    expect(
      startDateErrors(
        { startDate: '2026-03-10', coolingOffAgreed: false },
        { ...window, coolingOffRequired: false },
      ),
    ).toEqual({});
  });

  it('refuses a body with fields it does not know', () => {
    expect(
      startDateBodySchema.safeParse({ startDate: '2026-03-10', coolingOffAgreed: true }).success,
    ).toBe(true);
    expect(
      startDateBodySchema.safeParse({
        startDate: '2026-03-10',
        coolingOffAgreed: true,
        energyComplete: true,
      }).success,
    ).toBe(false);
  });
});
