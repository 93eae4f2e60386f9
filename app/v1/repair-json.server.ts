// The /v1 shape (app/v1/repair-operations.ts) of a repair request: money in rupees, instants in ISO.
import type { z } from 'zod'
import { paisaToRupees } from '~/domain/money'
import type { RepairView } from '~/services/repairs/repairs.server'
import type { RepairJsonSchema } from './repair-operations'

export function repairJson({ costPaisa, doneAt, createdAt, updatedAt: _updated, calendar: _calendar, agreementName: _name, events, ...repair }: RepairView): z.input<typeof RepairJsonSchema> {
  return {
    ...repair,
    cost: costPaisa === null ? null : paisaToRupees(costPaisa),
    doneAt: doneAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    history: events.map(({ at, ...event }) => ({ ...event, at: at.toISOString() })),
  }
}
