// A tenant whose landlord already put their number on an agreement signs up by claiming it
// (spec §2.4, §4.3): the claim dialog, the code, and names and language filled in from the record.
import { enterCode, expectStep, pasteCode } from './support/auth-steps'
import { createTenantOnAgreement, expect, findMember, national, tenantClaimedBy, test, uniquePhone, withDatabase } from './support/fixtures'
import { codeSentTo, smsTo } from './support/sms'

test('a tenant claims their number with a code and signs up with the landlord’s details', async ({ page, javaScriptEnabled }) => {
  const phone = uniquePhone()
  await createTenantOnAgreement({
    phone,
    firstName: 'Kamala',
    lastName: 'Shrestha',
    prefLanguage: 'NEP',
    agreementName: 'Flat 2A, Baneshwor',
    startDate: '2026-01-15',
  })
  await page.goto('/register')
  await page.getByLabel('Phone Number').fill(national(phone))
  await page.getByRole('button', { name: 'Continue' }).click()

  const dialog = page.getByRole('dialog', { name: 'This Number Is on an Agreement' })
  await expect(dialog).toBeVisible()
  // Before the code proves the number is hers, nothing of the agreement shows.
  await expect(dialog).not.toContainText('Flat 2A')
  await expect(dialog).not.toContainText('2026/01/15')
  await expect(dialog.getByRole('link', { name: 'Report Wrongful Use' })).toHaveAttribute('href', '/support-ticket?kind=wrongful-use')
  await expect(dialog.getByRole('link', { name: 'Change Number' })).toHaveAttribute('href', '/register')
  await dialog.getByRole('button', { name: 'Claim Number Using OTP' }).click()

  await expect(page.getByText(`Enter the 6-digit code we sent to ${national(phone)}.`)).toBeVisible()
  const code = await codeSentTo(phone)
  // The landlord recorded Nepali for this tenant, so the code came in Nepali.
  expect(smsTo(phone)[0]).toMatchObject({ language: 'NEP' })
  if (javaScriptEnabled) await pasteCode(page, `Code: ${code.slice(0, 3)} ${code.slice(3)}`)
  else await enterCode(page, code, javaScriptEnabled)

  await expectStep(page, 1)
  await expect(page.getByTestId('claim-agreements')).toContainText('Flat 2A, Baneshwor, from 2026/01/15')
  await expect(page.getByLabel('First Name')).toHaveValue('Kamala')
  await expect(page.getByLabel('Last Name')).toHaveValue('Shrestha')
  await expect(page.getByLabel('Preferred Language')).toHaveValue('NEP')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Kamala-Ghar-2083')
  await page.getByLabel('Confirm Password').fill('Kamala-Ghar-2083')
  await page.getByRole('button', { name: 'Create Account' }).click()

  // She only rents, so she lands on My Rent (the landlord's dashboard is empty for her), in the
  // Nepali she chose, with My Rent first in the navigation.
  await expect(page).toHaveURL('/my-rent')
  await expect(page.getByRole('heading', { level: 1, name: 'मेरो भाडा' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Flat 2A, Baneshwor' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'मुख्य मेनु' }).getByRole('link').first()).toHaveText('मेरो भाडा')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  const member = await findMember(phone)
  expect(member).toMatchObject({ firstName: 'Kamala', lastName: 'Shrestha', prefLanguage: 'NEP' })
  expect(await tenantClaimedBy(phone)).toBe(member!.id)
})

test('a claimable number shows no agreement before the code, and Change Number goes back', async ({ page }) => {
  const phone = uniquePhone()
  await createTenantOnAgreement({ phone, firstName: 'Ram', lastName: 'Bhandari', prefLanguage: 'ENG', agreementName: 'Shop 1', startDate: '2025-04-01' })
  await withDatabase((db) =>
    db.query(`UPDATE "Agreement" SET status = 'TERMINATED' FROM "Tenant" t WHERE t.id = "Agreement"."tenantId" AND t.phone = $1`, [phone]),
  )
  await page.goto('/register')
  await page.getByLabel('Phone Number').fill(national(phone))
  await page.getByRole('button', { name: 'Continue' }).click()
  const dialog = page.getByRole('dialog', { name: 'This Number Is on an Agreement' })
  await expect(dialog).toBeVisible()
  await expect(dialog).not.toContainText('Shop 1')
  // Behind the dialog, the phone form posts to /register itself, so a new number leaves the dialog.
  await expect(page.locator('form#phone')).toHaveAttribute('action', '/register')
  await dialog.getByRole('link', { name: 'Change Number' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('Phone Number')).toHaveValue(national(phone))
})
