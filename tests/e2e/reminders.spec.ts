// Rent reminders: a member whose tenant's rent is due today finds the reminder the
// hourly scan decided in the SMS log, sent; and chooses the reminder days in Settings, where
// ticking none is refused with a clear message. JavaScript on and off.
import type { Page } from '@playwright/test'
import { createMember, expect, national, signIn, test, uniquePhone } from './support/fixtures'
import { agreementDueOn, nepalClock, runReminderScan, sendingMoment } from './support/reminders'
import { smsTo } from './support/sms'

test('the reminder of rent due today is in the SMS log, sent, in the tenant’s language', async ({ page }) => {
  // Two scans, each a process of its own that loads the app's modules.
  test.slow()
  const member = await createMember({ firstName: 'Gita', lastName: 'Gurung' })
  const tenantPhone = uniquePhone()
  const moment = sendingMoment()
  await agreementDueOn(member.id, { phone: tenantPhone, firstName: 'Hari', prefLanguage: 'ENG' }, nepalClock(moment).date)
  expect(runReminderScan(moment).reminders.decided).toBeGreaterThanOrEqual(1)

  await signIn(page, member)
  await page.goto('/notifications')
  const entry = page.getByRole('list', { name: 'SMS log' }).getByRole('listitem').filter({ hasText: national(tenantPhone) })
  await expect(entry.getByRole('heading', { level: 3 })).toHaveText('Rent reminder')
  await expect(entry).toContainText('English')
  // The worker sends it moments later: reload until it is Sent.
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('list', { name: 'SMS log' }).getByRole('listitem').filter({ hasText: national(tenantPhone) })).toContainText('Sent')
  }).toPass({ timeout: 45_000 })
  const [text] = smsTo(tenantPhone)
  expect(text).toMatchObject({ template: 'reminder', language: 'ENG' })
  expect(text!.body).toMatch(/^Namaste Hari, rent of Rs\. 25,000\.00 for Lakeside House is due today/)

  // A second scan the same hour decides nothing again.
  runReminderScan(moment)
  await page.reload()
  await expect(page.getByRole('list', { name: 'SMS log' }).getByRole('listitem').filter({ hasText: national(tenantPhone) })).toHaveCount(1)
})

async function reminderDays(page: Page) {
  const member = await createMember()
  await signIn(page, member)
  await page.goto('/settings/notification')
  const form = page.getByRole('form', { name: 'Rent reminders' })
  return { form, day: (name: string) => form.getByRole('checkbox', { name, exact: true }) }
}

test('a member’s reminder days start at -3, 0, +3 and +7; ticking none is refused and changes nothing', async ({ page }) => {
  const { form, day } = await reminderDays(page)
  const defaults = ['3 days before the due date', 'On the due date', '3 days after the due date', '7 days after the due date']
  for (const name of defaults) await expect(day(name)).toBeChecked()
  await expect(day('1 day before the due date')).not.toBeChecked()

  for (const name of defaults) await day(name).uncheck()
  await form.getByRole('button', { name: 'Keep these reminder days' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Tick at least one day for reminders.' })).toBeVisible()
  await page.goto('/settings/notification')
  for (const name of defaults) await expect(day(name)).toBeChecked()
})

test('a member chooses other reminder days and they are kept', async ({ page }) => {
  const { form, day } = await reminderDays(page)
  await day('1 day before the due date').check()
  await day('14 days after the due date').check()
  await day('3 days after the due date').uncheck()
  await form.getByRole('button', { name: 'Keep these reminder days' }).click()
  await expect(page.getByText('Your reminder days were saved.')).toBeVisible()
  await page.goto('/settings/notification')
  await expect(day('1 day before the due date')).toBeChecked()
  await expect(day('14 days after the due date')).toBeChecked()
  await expect(day('3 days after the due date')).not.toBeChecked()
  await expect(day('On the due date')).toBeChecked()
})

test('the reminder days in Nepali', async ({ page }) => {
  const member = await createMember({ prefLanguage: 'NEP' })
  await signIn(page, member)
  await page.goto('/settings/notification')
  const form = page.getByRole('form', { name: 'भाडाको सम्झना' })
  await expect(form.getByRole('checkbox', { name: 'तिर्ने दिनभन्दा ३ दिन अगाडि' })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: 'तिर्ने दिनभन्दा १४ दिनपछि' })).not.toBeChecked()
})
