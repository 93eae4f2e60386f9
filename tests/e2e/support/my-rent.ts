// My Rent: a landlord's agreement with one payment on it, and the tenant of that
// agreement as a member who can sign in (their verified number is the agreement's tenant phone).
import { createMember, withDatabase } from './fixtures'
import { insertLeasedHouse } from './ledger'

export async function tenantWithPaidMonth({ password }: { password?: string } = {}) {
  const landlord = await createMember({ firstName: 'Gopal', lastName: 'Adhikari' })
  const { agreementId } = await insertLeasedHouse(landlord.id)
  const phone = await withDatabase(async (db) => {
    // Receipt no. 1 pays the first month in full, as the ledger would allocate it.
    const { rows } = await db.query<{ phone: string; chargeId: number; dueDate: string }>(
      `SELECT t.phone, c.id AS "chargeId", to_char(c."dueDate", 'YYYY-MM-DD') AS "dueDate"
       FROM "Agreement" a JOIN "Tenant" t ON t.id = a."tenantId" JOIN "Charge" c ON c."agreementId" = a.id
       WHERE a.id = $1 ORDER BY c."dueDate" LIMIT 1`,
      [agreementId],
    )
    const first = rows[0]!
    const paymentId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Payment" ("agreementId", "memberId", "amountPaisa", "paidOn", method, "receiptNumber") VALUES ($1, $2, 1000000, $3::date, 'CASH', 1) RETURNING id`,
        [agreementId, landlord.id, first.dueDate],
      )
    ).rows[0]!.id
    await db.query(`INSERT INTO "PaymentAllocation" ("paymentId", "chargeId", "amountPaisa") VALUES ($1, $2, 1000000)`, [paymentId, first.chargeId])
    await db.query(`UPDATE "Charge" SET "paidPaisa" = 1000000, status = 'PAID' WHERE id = $1`, [first.chargeId])
    return first.phone
  })
  const tenant = await createMember({ phone, firstName: 'Ram', lastName: 'Thapa', password })
  return { landlord, tenant, agreementId }
}
