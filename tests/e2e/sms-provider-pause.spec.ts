// The paused SMS provider (ADR 008): every member sees that texts are on hold, and the texts wait.
// The pause is the whole server's, so this file runs alone, after every other journey
// (playwright.config.ts), and resumes the provider when done.
import { createMember, expect, signIn, test } from './support/fixtures'
import { insertSms, pauseSmsProvider, resumeSmsProvider } from './support/sms-log'

test.afterEach(resumeSmsProvider)

test('while the SMS provider is paused, /notifications warns that texts are on hold and shows them waiting', async ({ page }) => {
  const member = await createMember()
  await insertSms(member.id, { template: 'reminder', status: 'QUEUED', minutesAgo: 2 })
  await pauseSmsProvider('Sparrow SMS refused the message, there are no credits (code 1012)')
  await signIn(page, member)
  await page.goto('/notifications')

  const warning = page.getByTestId('sms-provider-warning')
  await expect(warning).toContainText('Text messages are on hold')
  await expect(warning).toContainText('The SMS account has run out of credit.')
  await expect(warning).toContainText('On hold since')
  await expect(page.getByRole('list', { name: 'SMS log' }).getByRole('listitem')).toContainText(['Waiting'])

  await resumeSmsProvider()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.getByTestId('sms-provider-warning')).toHaveCount(0)
})
