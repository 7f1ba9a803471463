import { describe, expect, it } from 'vitest';
import { START_DATE_WORKING_DAYS, startDateWindow } from '../energy/start-date-window';
import { UNKNOWN_METER_OPENING, unknownMeterMessage, unknownMeterNotice } from './unknown-meter';

describe('the unknown-meter message (service-journeys 8)', () => {
  it("opens with the spec's words and names the start date rule's 18 working days", () => {
    expect(UNKNOWN_METER_OPENING).toBe(
      "We can't switch your energy over by the next 5 working days as we haven't been able to find your meter details.",
    );
    for (const isFuture of [true, false]) {
      const message = unknownMeterMessage(isFuture);
      expect(message.startsWith(UNKNOWN_METER_OPENING)).toBe(true);
      expect(message).toContain(`${START_DATE_WORKING_DAYS.unknownMeters} working days from today`);
      expect(message).toContain(`next ${START_DATE_WORKING_DAYS.knownMeters} working days`);
    }
  });

  it('differs by whether the move-in date is still ahead', () => {
    expect(unknownMeterMessage(true)).toContain('take a meter reading on the day you move in');
    expect(unknownMeterMessage(false)).toContain('take a meter reading today');
  });

  it('matches the window a mover with unknown meters is given: Mon 2 March 2026 → Thu 26 March', () => {
    const window = startDateWindow({
      today: '2026-03-02',
      moveInDate: '2026-03-20',
      nation: 'England',
      knownMeterDetails: false,
      directDebitChangesSupply: true,
      coolingOffAgreed: false,
    });
    expect(window).toEqual({
      earliest: '2026-03-26',
      latest: '2026-04-17',
      defaultDate: '2026-03-26',
      workingDays: 18,
    });
  });
});

describe('the unknown-meter notice from the supply check (energy usage and the supply start date)', () => {
  it('is shown only when the meter details are unknown, worded by the answer, and as ahead when unsaid', () => {
    expect(unknownMeterNotice({ knownMeterDetails: true, isMoveInDateFuture: false })).toBeNull();
    expect(unknownMeterNotice({ knownMeterDetails: false, isMoveInDateFuture: false })).toBe(
      unknownMeterMessage(false),
    );
    expect(unknownMeterNotice({ knownMeterDetails: false })).toBe(unknownMeterMessage(true));
  });
});
