// Signing up (spec §2.4, §4.3): a new number end to end, a registered number, the code step's
// resend rules, and a visitor who is already signed in.
import { enterCode, expectStep, flash } from './support/auth-steps'
import { createMember, expect, findMember, national, signIn, test, uniquePhone } from './support/fixtures'
import { codeSentTo } from './support/sms'
import { openAccountMenu } from './support/frame'

test('a new number signs up with a texted code and lands on the Dashboard', async ({ page, javaScriptEnabled }) => {
  const phone = uniquePhone()
  await page.goto('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible()
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('placeholder', '98XXXXXXXX')

  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Please enter a valid Phone Number')).toBeVisible()
  await page.getByLabel('Phone Number').fill('12345')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Please enter a valid Phone Number')).toBeVisible()

  await page.getByLabel('Phone Number').fill(national(phone))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('This number has not been used before.')).toBeVisible()
  await expect(page.getByText(`Enter the 6-digit code we sent to ${national(phone)}.`)).toBeVisible()
  const code = await codeSentTo(phone)

  const wrong = code === '000000' ? '111111' : '000000'
  await enterCode(page, wrong, javaScriptEnabled)
  await expect(page.getByText('OTP did not match')).toBeVisible()
  await enterCode(page, code, javaScriptEnabled)

  // Step 2: names and language; the phone step is done.
  await expect(page.getByLabel('First Name')).toBeVisible()
  await expectStep(page, 1)
  await expect(page.getByLabel('Preferred Language')).toHaveValue('ENG')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Please enter your First and Last Name').first()).toBeVisible()
  await page.getByLabel('First Name').fill('Maya')
  await page.getByLabel('Last Name').fill('Gurung')
  await page.getByRole('button', { name: 'Continue' }).click()

  // Step 3: the password.
  await expect(page.getByLabel('Confirm Password')).toBeVisible()
  await expectStep(page, 2)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Please enter a (Strong) password')).toBeVisible()
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc')
  if (javaScriptEnabled) await expect(page.getByText('Strength: Weak')).toBeVisible()
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Himal-Chuli-7719')
  if (javaScriptEnabled) await expect(page.getByText('Strength: Strong')).toBeVisible()
  await page.getByLabel('Confirm Password').fill('Himal-Chuli-7718')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('The passwords do not match')).toBeVisible()
  // The server never sends a password back into the page (the page is the server's, JavaScript or not).
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Himal-Chuli-7719')
  // "Do not match" goes once the two agree: at once with JavaScript, on the next post without.
  const mismatch = page.getByText('The passwords do not match')
  await page.getByLabel('Confirm Password').fill('Himal-Chuli-771')
  await expect(mismatch).toBeVisible()
  await page.getByLabel('Confirm Password').fill('Himal-Chuli-7719')
  if (javaScriptEnabled) {
    await expect(mismatch).toBeHidden()
    await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'false')
    // Differing again brings it back.
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Himal-Chuli-7710')
    await expect(mismatch).toBeVisible()
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Himal-Chuli-7719')
    await expect(mismatch).toBeHidden()
  }
  await page.getByRole('button', { name: 'Create Account' }).click()

  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Namaste, Maya!' })).toBeVisible()
  await expect(flash(page, 'Welcome to Bhadaa, Maya!')).toBeVisible()
  expect(await findMember(phone)).toMatchObject({ firstName: 'Maya', lastName: 'Gurung', prefLanguage: 'ENG' })
})

test('Go Back and Change Phone Number lead back through the steps', async ({ page, javaScriptEnabled }) => {
  const phone = uniquePhone()
  await page.goto('/register')
  await page.getByLabel('Phone Number').fill(national(phone))
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Change Phone Number' }).click()
  await expect(page.getByLabel('Phone Number')).toHaveValue(national(phone))

  // The first code may not be asked for again within 180 s, so sign up with another number.
  const other = uniquePhone()
  await page.getByLabel('Phone Number').fill(national(other))
  await page.getByRole('button', { name: 'Continue' }).click()
  await enterCode(page, await codeSentTo(other), javaScriptEnabled)
  await page.getByLabel('First Name').fill('Bikash')
  await page.getByLabel('Last Name').fill('Rai')
  await page.getByLabel('Preferred Language').selectOption('NEP')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByLabel('Confirm Password')).toBeVisible()
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page.getByLabel('First Name')).toHaveValue('Bikash')
  await expect(page.getByLabel('Preferred Language')).toHaveValue('NEP')
})

test('Resend Code waits 180 seconds', async ({ page, javaScriptEnabled }) => {
  const phone = uniquePhone()
  await page.goto('/register')
  await page.getByLabel('Phone Number').fill(national(phone))
  await page.getByRole('button', { name: 'Continue' }).click()
  const resend = page.getByRole('button', { name: 'Resend Code' })
  if (javaScriptEnabled) {
    await expect(page.getByText(/You can request a new code in 2:5\d\./)).toBeVisible()
    await expect(resend).toBeDisabled()
  } else {
    await expect(page.getByText(/You can request a new code at \d\d:\d\d:\d\d\./)).toBeVisible()
    await resend.click()
    await expect(page.getByText('Too many attempts. Please try again in 3 minutes.')).toBeVisible()
  }
})

test('a registered number is welcomed back and taken to sign-in after 5 seconds', async ({ page }) => {
  const member = await createMember()
  await page.goto('/register')
  await page.getByLabel('Phone Number').fill(national(member.phone))
  await page.getByRole('button', { name: 'Continue' }).click()
  const dialog = page.getByRole('dialog', { name: 'Welcome Back!' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Looks like this number has already been registered. Hold on while we take you to the login page')
  await expect(page).toHaveURL('/login', { timeout: 8_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible()
})

test('a signed-in visitor is welcomed back and taken to the Dashboard after 3 seconds', async ({ page, signedIn }) => {
  await page.goto('/register')
  await expect(page.getByText('You are already signed in. Hold on while we take you to your dashboard.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard')
  await expect(page).toHaveURL('/dashboard', { timeout: 6_000 })
  await expect(page.getByRole('heading', { level: 1, name: `Namaste, ${signedIn.firstName}!` })).toBeVisible()
})

test('the sign-up screen works in Nepali on a 360 px screen', async ({ page }) => {
  const member = await createMember({ prefLanguage: 'NEP' })
  await signIn(page, member)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: `नमस्ते, ${member.firstName}!` })).toBeVisible()
  await openAccountMenu(page)
  await page.locator('#account-menu').getByRole('button', { name: 'साइन आउट' }).click()
  // Sign-out lands on the home page; only then is the visitor anonymous.
  await expect(page).toHaveURL('/')
  await page.goto('/register')
  await page.getByRole('button', { name: 'नेपाली' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'आफ्नो खाता बनाउनुहोस्' })).toBeVisible()
  await page.getByRole('button', { name: 'अगाडि बढ्नुहोस्' }).click()
  await expect(page.getByText('कृपया सही फोन नम्बर लेख्नुहोस्')).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the account screens load no React, and their page script runs without errors', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the page script only runs with JavaScript')
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  for (const path of ['/login', '/forgot-password', '/register']) {
    await page.goto(path)
    expect(await page.evaluate(() => '__reactRouterContext' in window || '__reactRouterRouteModules' in window)).toBe(false)
  }
  expect(scripts).toEqual([])
  // The code step, loaded fresh: its countdown starts from the server's figure.
  await page.getByLabel('Phone Number').fill(national(uniquePhone()))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByLabel('6-digit code')).toBeVisible()
  await page.reload()
  await expect(page.getByText(/You can request a new code in \d:\d\d\./)).toBeVisible()
  expect(errors).toEqual([])
})
