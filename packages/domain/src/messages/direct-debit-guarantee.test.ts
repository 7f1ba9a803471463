import { describe, expect, it } from 'vitest';
import { directDebitGuarantee } from './direct-debit-guarantee';

describe('the Direct Debit Guarantee', () => {
  it('is the full Bacs wording with the supplier named and 2 working days notice', () => {
    const points = directDebitGuarantee('Hearthstone Energy', 2);
    expect(points.map((point) => point.text)).toEqual([
      'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits',
      'If there are any changes to the amount, date or frequency of your Direct Debit Hearthstone Energy will notify you 2 working days in advance of your account being debited or as otherwise agreed. If you request Hearthstone Energy to collect a payment, confirmation of the amount and date will be given to you at the time of the request',
      'If an error is made in the payment of your Direct Debit, by Hearthstone Energy or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society',
      'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify Hearthstone Energy.',
    ]);
    expect(points[2]?.subPoints).toEqual([
      'If you receive a refund you are not entitled to, you must pay it back when Hearthstone Energy asks you to',
    ]);
  });

  it('says "1 working day" for a notice of one day, not "1 working days"', () => {
    expect(directDebitGuarantee('Hearthstone Energy', 1)[1]?.text).toContain(
      'Hearthstone Energy will notify you 1 working day in advance of your account being debited',
    );
  });
});
