// The paused SMS gateway (ADR 008): every member sees that texts are on hold, and the texts wait.
// The pause is the whole server's, so this file runs alone, after every other journey
// (playwright.config.ts), and resumes the gateway when done.
import { createMember, expect, signIn, test } from './support/fixtures'
import { insertSms, pauseGateway, resumeGateway } from './support/sms-log'

test.afterEach(resumeGateway)

test('while the gateway is paused, /notifications warns that texts are on hold and shows them waiting', async ({ page }) => {
  const member = await createMember()
  await insertSms(member.id, { template: 'reminder', status: 'QUEUED', minutesAgo: 2 })
  await pauseGateway('Sparrow SMS refused the message, there are no credits (code 1012)')
  await signIn(page, member)
  await page.goto('/notifications')

  const warning = page.getByTestId('sms-gateway-warning')
  await expect(warning).toContainText('Text messages are on hold')
  await expect(warning).toContainText('The SMS account has run out of credit.')
  await expect(warning).toContainText('On hold since')
  await expect(page.getByRole('list', { name: 'SMS log' }).getByRole('listitem')).toContainText(['Waiting'])

  await resumeGateway()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.getByTestId('sms-gateway-warning')).toHaveCount(0)
})
