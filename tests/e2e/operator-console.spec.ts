// The operator console, with JavaScript on and off (its pages are server-only): a
// visitor files a ticket and gets its number; the operator replies by SMS (the text reaches the
// gateway's log) and closes the ticket; an UNKNOWN message is resent by the operator exactly once.
import { randomUUID } from 'node:crypto'
import { expect, national, signIn, test, uniquePhone, withDatabase } from './support/fixtures'
import { E2E_OPERATOR_PHONE } from './support/server-config'
import { smsTo } from './support/sms'

async function signInOperator(page: Parameters<typeof signIn>[0]) {
  const { rows } = await withDatabase((db) =>
    db.query<{ id: number }>(
      `INSERT INTO "Member" (phone, "firstName", "lastName", "passwordHash", "updatedAt") VALUES ($1, 'Ops', 'Desk', '!fixture', now())
       ON CONFLICT (phone) DO UPDATE SET "updatedAt" = now() RETURNING id`,
      [E2E_OPERATOR_PHONE],
    ),
  )
  const id = (rows[0] as { id: number }).id
  await signIn(page, { id, phone: E2E_OPERATOR_PHONE, firstName: 'Ops', lastName: 'Desk', prefLanguage: 'ENG' })
}

test('a visitor files a ticket and gets its number; the operator replies by SMS and closes it', async ({ page, browser }) => {
  const phone = uniquePhone()
  await page.goto('/support-ticket')
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Kamala Rai')
  await page.getByRole('textbox', { name: 'Phone Number' }).fill(national(phone))
  await page.getByRole('textbox', { name: 'Message' }).fill('My rent reminder never came.')
  await page.getByRole('button', { name: 'Submit Ticket' }).click()
  const number = (await page.getByTestId('ticket-number').textContent())?.match(/#(\d+)/)?.[1]
  expect(number).toBeDefined()
  await expect.poll(() => smsTo(phone).map((sms) => sms.body)).toContain(`Bhadaa: your support ticket number is #${number}. We will get back to you soon.`)

  // The operator, in a browser of their own.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: test.info().project.use.javaScriptEnabled ?? true })
  const ops = await context.newPage()
  await signInOperator(ops)
  await ops.goto('/ops')
  await ops.getByRole('link', { name: `Ticket #${number}` }).click()
  await ops.getByRole('textbox', { name: /^Reply to/ }).fill('We have resent it.')
  await ops.getByRole('button', { name: 'Send reply' }).click()
  await expect(ops.getByText('SMS reply')).toBeVisible()
  await expect.poll(() => smsTo(phone).map((sms) => sms.body)).toContain(`Bhadaa support #${number}: We have resent it.`)
  await ops.getByLabel('Status').selectOption('CLOSED')
  await ops.getByRole('button', { name: 'Set status' }).click()
  await expect(ops.getByText(/Support · Closed/)).toBeVisible()
  // 360 px: nothing wider than the screen.
  expect(await ops.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await context.close()
})

test('an UNKNOWN message is resent by an operator exactly once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const phone = uniquePhone()
  const body = `Your receipt ${randomUUID().slice(0, 8)}`
  const { rows } = await withDatabase((db) =>
    db.query<{ id: number }>(
      `INSERT INTO "SmsMessage" ("to", language, template, body, segments, status, provider, "idempotencyKey", error)
       VALUES ($1, 'ENG', 'receipt', $2, 1, 'UNKNOWN', 'log', $3, 'No answer from the gateway') RETURNING id`,
      [phone, body, `e2e:${randomUUID()}`],
    ),
  )
  const id = (rows[0] as { id: number }).id
  await signInOperator(page)
  await page.goto('/ops/sms')
  const row = page.locator(`[data-unknown-sms="${id}"]`)
  // No reason: refused, nothing sent.
  await row.getByRole('button', { name: 'Resend once' }).click()
  // With JavaScript off the page comes back whole: another test's unknown row may show the same refusal.
  await expect(page.getByRole('alert').filter({ hasText: 'Give a reason' }).first()).toBeVisible()
  await page.locator(`[data-unknown-sms="${id}"]`).getByRole('button', { name: 'Resend once' }).locator('xpath=..').getByLabel(/^Reason/).fill('The tenant did not get it')
  await page.locator(`[data-unknown-sms="${id}"]`).getByRole('button', { name: 'Resend once' }).click()
  await expect(page.locator(`[data-unknown-sms="${id}"]`)).toHaveCount(0)
  await expect.poll(() => smsTo(phone).filter((sms) => sms.body === body).length).toBe(1)
  const count = await withDatabase((db) => db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "SmsMessage" WHERE "idempotencyKey" = $1`, [`resend:${id}`]))
  expect(count.rows[0]?.n).toBe(1)
})
