import { counted } from './counted';

/**
 * The Direct Debit Guarantee, as Bacs Payment Schemes Limited publishes it for every Direct Debit
 * (the approved wording, in force since 2014: https://www.directdebit.co.uk, "The Direct Debit
 * Guarantee"). Organisations collecting Direct Debits must show it in full and unchanged, with
 * their own name and notice period in the places Bacs leaves for them; the notice here is the
 * spec's 2 working days (service-journeys 9).
 */
export const DIRECT_DEBIT_GUARANTEE_SOURCE =
  'Bacs Payment Schemes Limited, The Direct Debit Guarantee (directdebit.co.uk)';

export const DIRECT_DEBIT_GUARANTEE_HEADING = 'The Direct Debit Guarantee';

/** One point of the Guarantee; the refund point carries its one sub-point. */
export type GuaranteePoint = { text: string; subPoints: readonly string[] };

/** The Guarantee's points for one collecting organisation and its notice in working days. */
export function directDebitGuarantee(
  organisation: string,
  noticeWorkingDays: number,
): GuaranteePoint[] {
  return [
    {
      text: 'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits',
      subPoints: [],
    },
    {
      text: `If there are any changes to the amount, date or frequency of your Direct Debit ${organisation} will notify you ${counted(noticeWorkingDays, 'working day')} in advance of your account being debited or as otherwise agreed. If you request ${organisation} to collect a payment, confirmation of the amount and date will be given to you at the time of the request`,
      subPoints: [],
    },
    {
      text: `If an error is made in the payment of your Direct Debit, by ${organisation} or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society`,
      subPoints: [
        `If you receive a refund you are not entitled to, you must pay it back when ${organisation} asks you to`,
      ],
    },
    {
      text: `You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify ${organisation}.`,
      subPoints: [],
    },
  ];
}
