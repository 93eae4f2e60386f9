// The support desk's statuses, in queue order; shared by the services and the /ops pages.
export const TICKET_STATUSES = ['NEW', 'IN_PROGRESS', 'CLOSED'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]

export function isTicketStatus(value: unknown): value is TicketStatus {
  return TICKET_STATUSES.includes(value as TicketStatus)
}
