// The Settings forms called directly: name, theme, language, reminder days, the house-rent tax rate and the
// password, each posted to its section's address; plus the page's guards.
import { describe, expect, test } from 'vitest'
import { translate } from '~/i18n'
import { prisma } from '~/server/db.server'
import { languageCookie } from '~/server/language.server'
import { verifyPassword } from '~/server/passwords.server'
import { themeCookie } from '~/server/theme.server'
import { callRoute, fieldErrorsOf, flashOf, formPost, pageGet, setCookieValue, signedInCookie } from '../../support/route-call'
import { PASSWORD, signedInMember } from './support'

const NEW_PASSWORD = 'Bhaktapur-Durbar-9'
const en = (key: Parameters<typeof translate>[1]) => translate('en', key)
const stored = (id: number) => prisma.member.findUniqueOrThrow({ where: { id } })

describe('guards', () => {
  test('signed out, the page and its forms go to sign-in, and nothing changes', async () => {
    expect((await callRoute(pageGet('/settings/appearance'))).headers.get('Location')).toBe('/login?redirectTo=%2Fsettings%2Fappearance')
    const posted = await callRoute(formPost('/settings', { intent: 'account', firstName: 'X', lastName: 'Y' }))
    expect(posted).toMatchObject({ thrown: true, status: 302 })
  })

  test('an unknown section is a 404; an unknown form is a 400', async () => {
    const { cookie } = await signedInMember()
    expect(await callRoute(pageGet('/settings/no-such-section', { cookie }))).toMatchObject({ thrown: true, status: 404 })
    expect(await callRoute(formPost('/settings', { intent: 'nothing' }, { cookie }))).toMatchObject({ status: 400, data: null })
  })
})

describe('Account: the name (intent account)', () => {
  test('saves the names and comes back to the section with a message', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/settings', { intent: 'account', firstName: ' Maya ', lastName: 'Gurung' }, { cookie }))
    expect(outcome.file).toBe('routes/settings/index.tsx')
    expect(outcome.status).toBe(303)
    expect(outcome.headers.get('Location')).toBe('/settings')
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: en('settings.account.saved') })
    expect(await stored(member.id)).toMatchObject({ firstName: 'Maya', lastName: 'Gurung' })
  })

  test('an empty last name is 400 on that field, and the names stay', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/settings', { intent: 'account', firstName: 'Maya', lastName: '' }, { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).lastName).toEqual(['register.namesRequired'])
    expect(await stored(member.id)).toMatchObject({ firstName: 'Sita', lastName: 'Sharma' })
  })
})

describe('Appearance: the theme (intent appearance)', () => {
  test('saves the theme on the member and in its cookie', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/settings/appearance', { intent: 'appearance', theme: 'dark' }, { cookie }))
    expect(outcome.headers.get('Location')).toBe('/settings/appearance')
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: en('settings.appearance.saved') })
    expect(await setCookieValue(outcome, themeCookie)).toBe('dark')
    expect((await stored(member.id)).theme).toBe('DARK')
  })

  test('a theme that is not offered is 400 on the field, and nothing is saved', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/settings/appearance', { intent: 'appearance', theme: 'neon' }, { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).theme).toEqual(['form.required'])
    expect((await stored(member.id)).theme).toBe('LIGHT')
  })
})

describe('Notification: the language (intent notification) and reminder days (intent reminders)', () => {
  test('the language is saved, and the message is in the new language', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/settings/notification', { intent: 'notification', prefLanguage: 'NEP' }, { cookie }))
    expect(outcome.headers.get('Location')).toBe('/settings/notification')
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: translate('ne', 'settings.notification.saved') })
    expect(await setCookieValue(outcome, languageCookie)).toBe('ne')
    expect((await stored(member.id)).prefLanguage).toBe('NEP')
  })

  test('a language that is not offered is 400, and nothing is saved', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/settings/notification', { intent: 'notification', prefLanguage: 'FRA' }, { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).prefLanguage).toEqual(['form.required'])
    expect((await stored(member.id)).prefLanguage).toBe('ENG')
  })

  test('the ticked reminder days are saved', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/settings/notification', { intent: 'reminders', reminderOffsets: ['-1', '0', '14'] }, { cookie }))
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: en('reminders.saved') })
    expect((await stored(member.id)).reminderOffsets).toEqual([-1, 0, 14])
  })

  test('no day ticked, or a day that is not offered, is 400 and the days stay', async () => {
    const { member, cookie } = await signedInMember()
    const none = await callRoute(formPost('/settings/notification', { intent: 'reminders' }, { cookie }))
    expect(none.status).toBe(400)
    expect(fieldErrorsOf(none).reminderOffsets).toEqual(['reminders.none'])
    const odd = await callRoute(formPost('/settings/notification', { intent: 'reminders', reminderOffsets: '5' }, { cookie }))
    expect(fieldErrorsOf(odd).reminderOffsets).toEqual(['reminders.invalid'])
    expect((await stored(member.id)).reminderOffsets).toEqual([-3, 0, 3, 7])
  })

  test('the house-rent tax rate is 10 % until saved; Devanagari digits and 2 decimals are accepted', async () => {
    const { member, cookie } = await signedInMember()
    expect(Number((await stored(member.id)).rentTaxPercent)).toBe(10)
    const outcome = await callRoute(formPost('/settings/notification', { intent: 'rentTax', rentTaxPercent: '२.७५' }, { cookie }))
    expect(outcome.headers.get('Location')).toBe('/settings/notification')
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: en('settings.rentTax.saved') })
    expect(Number((await stored(member.id)).rentTaxPercent)).toBe(2.75)
  })

  test('a rate over 100, with 3 decimals, or not a number is 400 and the rate stays', async () => {
    const { member, cookie } = await signedInMember()
    for (const [typed, code] of [['101', 'agreement.error.percentage'], ['2.125', 'agreement.error.percentage'], ['ten', 'agreement.error.invalidNumber'], ['', 'form.required']] as const) {
      const outcome = await callRoute(formPost('/settings/notification', { intent: 'rentTax', rentTaxPercent: typed }, { cookie }))
      expect(outcome.status).toBe(400)
      expect(fieldErrorsOf(outcome).rentTaxPercent).toEqual([code])
    }
    expect(Number((await stored(member.id)).rentTaxPercent)).toBe(10)
  })
})

describe('Change Password (intent password)', () => {
  test('changes the password and signs out the member’s other sessions, not this one', async () => {
    const { member, cookie } = await signedInMember()
    const elsewhere = await signedInCookie(member.id)
    const form = { intent: 'password', currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }
    const outcome = await callRoute(formPost('/settings/change-password', form, { cookie }))
    expect(outcome.headers.get('Location')).toBe('/settings/change-password')
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: en('settings.password.saved') })
    expect(await verifyPassword((await stored(member.id)).passwordHash, NEW_PASSWORD)).toBe(true)
    expect((await callRoute(formPost('/session/activity', {}, { cookie }))).status).toBe(200)
    expect((await callRoute(formPost('/session/activity', {}, { cookie: elsewhere }))).status).toBe(401)
  })

  test('a wrong current password is 400 on that field, nothing echoed, and the password stays', async () => {
    const { member, cookie } = await signedInMember()
    const form = { intent: 'password', currentPassword: 'wrong-one-123', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }
    const outcome = await callRoute(formPost('/settings/change-password', form, { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).currentPassword).toEqual(['settings.password.wrong'])
    expect(JSON.stringify(outcome.data)).not.toContain(NEW_PASSWORD)
    expect(await verifyPassword((await stored(member.id)).passwordHash, PASSWORD)).toBe(true)
  })

  test('new passwords that differ are 400 on the confirmation', async () => {
    const { cookie } = await signedInMember()
    const form = { intent: 'password', currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: 'something-else-1' }
    const outcome = await callRoute(formPost('/settings/change-password', form, { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).confirmPassword).toEqual(['register.passwordMismatch'])
  })
})
