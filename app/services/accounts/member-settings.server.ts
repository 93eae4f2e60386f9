// A member's own settings (spec §2.20): name, theme, preferred language, password, and the days
// rent reminders go out. The name is also the name landlords see when the member has
// claimed a tenant record (spec: "shown everywhere, including to accounts with agreements with
// the user"). Changing the password
// needs the current one and ends every other session of the member (this one stays).
import { recordAudit } from '~/services/audit.server'
import type { StoredLanguage } from '~/domain/language'
import { validateNewPassword } from '~/domain/password-rules'
import { REMINDER_OFFSET_CHOICES, validateReminderOffsets } from '~/domain/reminders'
import { messageString } from '~/i18n/message'
import { prisma } from '~/server/db.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import { hashPassword, verifyPassword } from '~/server/passwords.server'
import { PASSWORD_MESSAGES } from './accounts.server'
import { clearLimit, enforceLimit } from './limits.server'
import { revokeOtherSessions } from './session.server'

export const SETTINGS_MESSAGES = {
  WRONG_PASSWORD: 'settings.password.wrong',
  NAMES_REQUIRED: 'register.namesRequired',
  REMINDERS_NONE: 'errors.remindersNone',
  REMINDERS_NOT_A_CHOICE: messageString('errors.remindersNotAChoice', { choices: REMINDER_OFFSET_CHOICES.join(', ') }),
} as const

export type MemberSettings = {
  firstName: string
  lastName: string
  theme: 'LIGHT' | 'DARK'
  prefLanguage: StoredLanguage
  /** Days from a due date on which tenants are reminded (app/domain/reminders.ts). */
  reminderOffsets: number[]
  /** The house-rent tax rate of the rent-income report, in percent. */
  rentTaxPercent: number
  /** The weekly digest by SMS. */
  weeklyDigest: boolean
}

export async function getMemberSettings(memberId: number): Promise<MemberSettings> {
  const member = await prisma.member.findUnique({
    where: { id: memberId },
    select: { firstName: true, lastName: true, theme: true, prefLanguage: true, reminderOffsets: true, rentTaxPercent: true, weeklyDigest: true },
  })
  if (!member) throw new NotFoundError()
  return { ...member, rentTaxPercent: Number(member.rentTaxPercent) }
}

export async function updateMemberName(memberId: number, names: { firstName: string; lastName: string }) {
  const firstName = names.firstName.trim()
  const lastName = names.lastName.trim()
  if (!firstName || !lastName) {
    throw new ValidationError(SETTINGS_MESSAGES.NAMES_REQUIRED, { firstName: [SETTINGS_MESSAGES.NAMES_REQUIRED] })
  }
  await prisma.$transaction([
    prisma.member.update({ where: { id: memberId }, data: { firstName, lastName } }),
    prisma.tenant.updateMany({ where: { claimedByMemberId: memberId }, data: { firstName, lastName } }),
  ])
}

export async function updateMemberTheme(memberId: number, theme: MemberSettings['theme']) {
  await prisma.member.update({ where: { id: memberId }, data: { theme } })
}

/** The member's one language: of the interface and of the texts sent to them (see ADR 010). */
export async function updateMemberLanguage(memberId: number, prefLanguage: MemberSettings['prefLanguage']) {
  await prisma.member.update({ where: { id: memberId }, data: { prefLanguage } })
}

/** The days reminders go out (the reminder scan reads them); at least one, each one of the choices. */
export async function updateReminderOffsets(memberId: number, offsets: readonly number[]) {
  const checked = validateReminderOffsets(offsets)
  if (!checked.ok) {
    const message = checked.error === 'NONE' ? SETTINGS_MESSAGES.REMINDERS_NONE : SETTINGS_MESSAGES.REMINDERS_NOT_A_CHOICE
    throw new ValidationError(message, { reminderOffsets: [message] })
  }
  await prisma.member.update({ where: { id: memberId }, data: { reminderOffsets: checked.offsets } })
}

/** The house-rent tax rate of the rent-income report, in percent (the schema checks 0-100, two decimals). */
export async function updateRentTaxPercent(memberId: number, percent: number) {
  await prisma.member.update({ where: { id: memberId }, data: { rentTaxPercent: percent } })
}

/**
 * A new password for a signed-in member: the current one must match (wrong ones count against
 * the same limit as failed sign-ins), the new one must pass the password rules. Every other
 * session, web and API, ends; the one of `keepSessionToken` stays signed in.
 */
export async function changeMemberPassword(
  memberId: number,
  { currentPassword, newPassword, keepSessionToken, now = new Date() }: {
    currentPassword: string
    newPassword: string
    keepSessionToken: string | null
    now?: Date
  },
) {
  const member = await prisma.member.findUnique({ where: { id: memberId }, select: { phone: true, passwordHash: true } })
  if (!member) throw new NotFoundError()
  await enforceLimit('signInFailuresPerPhone', member.phone, now)
  if (!(await verifyPassword(member.passwordHash, currentPassword))) {
    throw new ValidationError(SETTINGS_MESSAGES.WRONG_PASSWORD, { currentPassword: [SETTINGS_MESSAGES.WRONG_PASSWORD] })
  }
  await clearLimit('signInFailuresPerPhone', member.phone)
  const rules = validateNewPassword(newPassword)
  if (!rules.ok) throw new ValidationError(PASSWORD_MESSAGES[rules.error], { password: [PASSWORD_MESSAGES[rules.error]] })
  const passwordHash = await hashPassword(newPassword)
  await prisma.$transaction(async (tx) => {
    await tx.member.update({ where: { id: memberId }, data: { passwordHash } })
    await revokeOtherSessions(memberId, keepSessionToken, now, tx)
    await recordAudit({ actorMemberId: memberId, actorRole: 'MEMBER', action: 'member.passwordChange', target: `member:${memberId}`, subjectMemberId: memberId }, tx)
  })
}
