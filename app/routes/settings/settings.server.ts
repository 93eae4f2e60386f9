// The settings forms on the server (spec §2.20): one schema per section, the save, and the answer
// (a redirect with a toast, or the form back with its messages, status 400). Validation runs here
// only, so the settings pages ship no zod to the browser (page weight).
import { interfaceLanguageOf, STORED_LANGUAGES } from '~/domain/language'
import { data } from 'react-router'
import { z } from 'zod'
import { DetailsSchema } from '~/components/account/details-step'
import { passwordPairSchema } from '~/schemas/account-schemas'
import { RentTaxSchema } from '~/schemas/report-schemas'
import { validateReminderOffsets } from '~/domain/reminders'
import { type Language, type MessageKey, translate } from '~/i18n'
import {
  changeMemberPassword,
  updateMemberLanguage,
  updateMemberName,
  updateMemberTheme,
  updateReminderOffsets,
  updateRentTaxPercent,
} from '~/services/accounts/member-settings.server'
import { sessionTokenOf } from '~/services/accounts/session.server'
import { setWeeklyDigest } from '~/services/reports/weekly-digest.server'
import { formRefusalOf } from '~/web/refusal.server'
import { replyTo } from '~/web/route-kit.server'
import { ValidationError } from '~/services/errors'
import { parseForm } from '~/server/form-data.server'
import { languageCookie } from '~/server/language.server'
import { themeCookie } from '~/server/theme.server'
import { redirectWithToast } from '~/server/toast.server'

const NameSchema = DetailsSchema.pick({ firstName: true, lastName: true })
const ThemeSchema = z.object({ theme: z.enum(['light', 'dark'], { error: 'form.required' satisfies MessageKey }) })
const LanguageSchema = z.object({ prefLanguage: z.enum(STORED_LANGUAGES, { error: 'form.required' satisfies MessageKey }) })
const PasswordSchema = z
  .object({ currentPassword: z.string({ error: 'form.required' satisfies MessageKey }).min(1, 'form.required' satisfies MessageKey) })
  .and(passwordPairSchema('register.passwordMismatch'))

/** Ticked checkboxes: none, one (a single value) or several. */
const RemindersSchema = z.object({
  reminderOffsets: z
    .preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.coerce.number().int()))
    .superRefine((offsets, context) => {
      const checked = validateReminderOffsets(offsets)
      if (!checked.ok) context.addIssue({ code: 'custom', message: (checked.error === 'NONE' ? 'reminders.none' : 'reminders.invalid') satisfies MessageKey })
    }),
})

const PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword']

type Who = { memberId: number; language: Language }

async function saved(language: Language, to: string, message: MessageKey, headers?: HeadersInit) {
  return redirectWithToast(to, { type: 'success', message: translate(language, message) }, { status: 303, headers })
}

async function saveName(who: Who, formData: FormData, path: string) {
  const submission = parseForm(formData, NameSchema)
  if (submission.status !== 'success') return replyTo('account', submission)
  await updateMemberName(who.memberId, submission.value)
  return saved(who.language, path, 'settings.account.saved')
}

/** The theme is saved on the member and in the cookie, so it stays after signing out. */
async function saveTheme(who: Who, formData: FormData, path: string) {
  const submission = parseForm(formData, ThemeSchema)
  if (submission.status !== 'success') return replyTo('appearance', submission)
  const { theme } = submission.value
  await updateMemberTheme(who.memberId, theme === 'dark' ? 'DARK' : 'LIGHT')
  return saved(who.language, path, 'settings.appearance.saved', { 'Set-Cookie': await themeCookie.serialize(theme) })
}

/** One language for the member: the texts sent to them and the interface (ADR 010). */
async function saveLanguage(who: Who, formData: FormData, path: string) {
  const submission = parseForm(formData, LanguageSchema)
  if (submission.status !== 'success') return replyTo('notification', submission)
  const { prefLanguage } = submission.value
  await updateMemberLanguage(who.memberId, prefLanguage)
  const language = interfaceLanguageOf(prefLanguage)
  return saved(language, path, 'settings.notification.saved', { 'Set-Cookie': await languageCookie.serialize(language) })
}

async function savePassword(who: Who, formData: FormData, path: string, request: Request) {
  const submission = parseForm(formData, PasswordSchema)
  if (submission.status !== 'success') return replyTo('password', submission, { hideFields: PASSWORD_FIELDS })
  try {
    await changeMemberPassword(who.memberId, {
      currentPassword: submission.value.currentPassword,
      newPassword: submission.value.password,
      keepSessionToken: await sessionTokenOf(request),
    })
  } catch (error) {
    if (error instanceof ValidationError) {
      return replyTo('password', submission, { fieldErrors: error.fields, hideFields: PASSWORD_FIELDS })
    }
    const refusal = formRefusalOf(error, who.language, { form: 'password change', unexpected: 'settings.password.failed', accountScreen: {} })
    return replyTo('password', submission, { formErrors: refusal.formErrors, hideFields: PASSWORD_FIELDS }, refusal)
  }
  return saved(who.language, path, 'settings.password.saved')
}

/** The days rent reminders go out (the Notification section's second form). */
async function saveReminders(who: Who, formData: FormData, path: string) {
  const submission = parseForm(formData, RemindersSchema)
  if (submission.status !== 'success') return replyTo('reminders', submission)
  await updateReminderOffsets(who.memberId, submission.value.reminderOffsets)
  return saved(who.language, path, 'reminders.saved')
}

/** The house-rent tax rate of the rent-income report (the Notification section's third form). */
async function saveRentTax(who: Who, formData: FormData, path: string) {
  const submission = parseForm(formData, RentTaxSchema)
  if (submission.status !== 'success') return replyTo('rentTax', submission)
  await updateRentTaxPercent(who.memberId, submission.value.rentTaxPercent)
  return saved(who.language, path, 'settings.rentTax.saved')
}

/** The weekly digest by SMS (the Notification section's last form): a ticked box turns it on. */
async function saveWeeklyDigest(who: Who, formData: FormData, path: string) {
  await setWeeklyDigest(who.memberId, formData.get('weeklyDigest') === 'on')
  return saved(who.language, path, 'settings.digest.saved')
}

/** The settings' forms by their `intent`, and the save that answers each. */
const SAVES = {
  account: saveName,
  appearance: saveTheme,
  notification: saveLanguage,
  password: savePassword,
  reminders: saveReminders,
  rentTax: saveRentTax,
  weeklyDigest: saveWeeklyDigest,
}

/** Saves the posted form; a post without a known form changes nothing (400). */
export function saveSettingsForm(intent: string, who: Who, formData: FormData, path: string, request: Request) {
  if (!Object.hasOwn(SAVES, intent)) return data(null, { status: 400 })
  return SAVES[intent as keyof typeof SAVES](who, formData, path, request)
}
