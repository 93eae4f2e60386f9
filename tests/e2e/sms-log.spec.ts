// The SMS log and notifications: a member finds the texts recorded for them on
// /notifications with their status and errors, and the recent events, a page at a time, in
// English and Nepali, with JavaScript on and off.
import { flash } from './support/auth-steps'
import { createMember, expect, national, signIn, test } from './support/fixtures'
import { codeSentTo } from './support/sms'
import { insertNotification, insertSms } from './support/sms-log'

test('a member finds a sent code and a failed reminder in the SMS log, and the failure among the events', async ({ page }) => {
  const member = await createMember({ firstName: 'Suman', password: 'Old-Password-1' })
  // A real text through the app's own path: the password-reset code, sent by the worker.
  await page.goto('/forgot-password')
  await page.getByLabel('Phone Number').fill(national(member.phone))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(flash(page, 'OTP sent successfully')).toBeVisible()
  await codeSentTo(member.phone)
  const tenant = await insertSms(member.id, {
    template: 'reminder',
    status: 'FAILED',
    error: 'Sparrow SMS refused the message, the receiver is invalid (code 1007)',
    language: 'NEP',
    segments: 2,
    minutesAgo: 60,
  })
  await insertNotification(member.id, 'SMS_FAILED', {
    smsId: 1,
    to: tenant,
    template: 'reminder',
    status: 'FAILED',
    error: 'Sparrow SMS refused the message, the receiver is invalid (code 1007)',
  })

  await signIn(page, member)
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.getByTestId('sms-provider-warning')).toHaveCount(0)

  const events = page.getByRole('list', { name: 'Recent events' })
  await expect(events.getByRole('listitem')).toHaveText([
    new RegExp(`A text to ${national(tenant)} \\(Rent reminder\\) could not be sent: .*code 1007`),
  ])

  const log = page.getByRole('list', { name: 'SMS log' })
  const entries = log.getByRole('listitem')
  await expect(entries).toHaveCount(2)
  // Newest first: the code, sent; then the reminder, failed, with its error.
  await expect(entries.nth(0).getByRole('heading', { level: 3 })).toHaveText('Verification code')
  // The worker may still be sending it when the page loads: reload until it is Sent.
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('list', { name: 'SMS log' }).getByRole('listitem').nth(0)).toContainText('Sent')
  }).toPass({ timeout: 15_000 })
  await expect(entries.nth(0)).toContainText(national(member.phone))
  await expect(entries.nth(0)).toContainText('English')
  await expect(entries.nth(1).getByRole('heading', { level: 3 })).toHaveText('Rent reminder')
  await expect(entries.nth(1)).toContainText('Failed')
  await expect(entries.nth(1)).toContainText('Nepali')
  await expect(entries.nth(1)).toContainText('the receiver is invalid (code 1007)')
  await expect(entries.nth(1)).toContainText(national(tenant))
})

test('the SMS log goes a page at a time, and speaks Nepali to a Nepali member', async ({ page }) => {
  const member = await createMember({ prefLanguage: 'NEP' })
  for (let minutesAgo = 30; minutesAgo >= 1; minutesAgo--) await insertSms(member.id, { template: 'receipt', status: 'SENT', minutesAgo })
  await insertSms(member.id, { template: 'agreement-ending', status: 'QUEUED', language: 'NEP' })
  await signIn(page, member)
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { level: 1, name: 'सूचनाहरू' })).toBeVisible()
  const log = page.getByRole('list', { name: 'SMS विवरण' })
  await expect(log.getByRole('listitem')).toHaveCount(25)
  await expect(log.getByRole('listitem').nth(0)).toContainText('सम्झौता सकिँदै')
  await expect(log.getByRole('listitem').nth(0)).toContainText('पर्खिरहेको')
  await expect(log.getByRole('listitem').nth(1)).toContainText('पठाइयो')

  // The pager speaks Nepali too.
  await page.getByRole('navigation', { name: 'पृष्ठहरू' }).getByRole('link', { name: 'पृष्ठ २ मा जानुहोस्' }).click()
  await expect(page).toHaveURL('/notifications?page=2&pageSize=25')
  await expect(log.getByRole('listitem')).toHaveCount(6)
  await expect(log.getByRole('listitem').nth(0)).toContainText('भुक्तानी रसिद')
})
