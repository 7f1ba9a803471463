/** Status badge on a confirmation-page card (service-journeys 4). */
export const CARD_STATUS = {
  todo: 'todo',
  pending: 'pending',
  completed: 'completed',
} as const;
export type CardStatus = (typeof CARD_STATUS)[keyof typeof CARD_STATUS];

export const CARD_STATUS_LABEL: Record<CardStatus, string> = {
  todo: 'To do',
  pending: 'In progress',
  completed: 'Completed',
};
