// Support tickets (spec §2.7, §4.5, §5): a visitor's ticket is stored, the rules are the server's
// (the counter is live with JavaScript), and a signed-in member's ticket is theirs.
import { expect, national, test, withDatabase } from './support/fixtures'

async function ticketsFrom(name: string) {
  return withDatabase(async (db) =>
    (await db.query<{ name: string; phone: string | null; message: string; memberId: number | null }>(`SELECT name, phone, message, "memberId" FROM "SupportTicket" WHERE name = $1`, [name])).rows,
  )
}

/** A name no other test (project, run) uses, so the database check finds only this test's ticket. */
function uniqueName(first: string) {
  return `${first} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

test('a visitor sends a support ticket, it is stored, and Okay leads home', async ({ page, javaScriptEnabled }) => {
  const name = uniqueName('Kamala')
  await page.goto('/support-ticket')
  await expect(page.getByRole('heading', { level: 1, name: 'Support Ticket' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name)
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('9841234567')
  await page.getByRole('textbox', { name: 'Message' }).fill('My landlord put my number on the wrong flat.')
  await expect(page.getByText(javaScriptEnabled ? '44/300' : '0/300')).toBeVisible()
  await page.getByRole('button', { name: 'Submit Ticket' }).click()

  await expect(page).toHaveURL(/\/support-ticket\?dialog=created&ticket=\d+$/)
  await expect(page.getByRole('status')).toHaveText('Support Ticket Created. We will get back to you soon.')
  expect(await ticketsFrom(name)).toEqual([{ name, phone: '+9779841234567', message: 'My landlord put my number on the wrong flat.', memberId: null }])
  await page.getByRole('link', { name: 'Okay' }).click()
  await expect(page).toHaveURL('/')
})

test('the form’s rules are checked by the server and nothing is stored', async ({ page, javaScriptEnabled }) => {
  const name = uniqueName('Ram')
  await page.goto('/support-ticket')
  await page.getByRole('button', { name: 'Submit Ticket' }).click()
  await expect(page.getByText('Please enter your full name')).toBeVisible()
  await expect(page.getByText('Please write your message')).toBeVisible()

  await page.getByRole('textbox', { name: 'Full Name' }).fill(name)
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('12345')
  // The box takes 300 characters and no more; the server's own check stays (integration tests).
  const message = page.getByRole('textbox', { name: 'Message' })
  await expect(message).toHaveAttribute('maxlength', '300')
  await message.fill('क'.repeat(301))
  await expect(message).toHaveValue('क'.repeat(300))
  if (javaScriptEnabled) await expect(page.getByText('300/300')).toBeVisible()
  await page.getByRole('button', { name: 'Submit Ticket' }).click()
  await expect(page.getByText('Please enter a valid Phone Number')).toBeVisible()
  // Nothing typed is lost: the page comes back with the text and its count.
  await expect(message).toHaveValue('क'.repeat(300))
  await expect(page.getByText('300/300')).toBeVisible()
  expect(await ticketsFrom(name)).toEqual([])

  await page.getByRole('textbox', { name: 'Phone Number' }).fill('')
  await page.getByRole('textbox', { name: 'Message' }).fill('क'.repeat(300))
  await page.getByRole('button', { name: 'Submit Ticket' }).click()
  await expect(page.getByRole('status')).toHaveText('Support Ticket Created. We will get back to you soon.')
  expect(await ticketsFrom(name)).toEqual([{ name, phone: null, message: 'क'.repeat(300), memberId: null }])
})

test('a signed-in member’s name and phone are filled in, and the ticket is theirs', async ({ page, signedIn }) => {
  await page.goto('/support-ticket')
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue(`${signedIn.firstName} ${signedIn.lastName}`)
  await expect(page.getByRole('textbox', { name: 'Phone Number' })).toHaveValue(national(signedIn.phone))
  const name = uniqueName(signedIn.firstName)
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name)
  await page.getByRole('textbox', { name: 'Message' }).fill('Please add Pokhara to the cities.')
  await page.getByRole('button', { name: 'Submit Ticket' }).click()
  await expect(page.getByRole('status')).toHaveText('Support Ticket Created. We will get back to you soon.')
  expect(await ticketsFrom(name)).toEqual([{ name, phone: signedIn.phone, message: 'Please add Pokhara to the cities.', memberId: signedIn.id }])
})
