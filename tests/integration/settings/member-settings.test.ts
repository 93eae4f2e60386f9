// A member's own settings against the real database: the name (also on the tenant record the
// member claimed), theme and language, and a password change that needs the current password
// and signs out every other session but this one.
import { describe, expect, test } from 'vitest'
import {
  changeMemberPassword,
  getMemberSettings,
  SETTINGS_MESSAGES,
  updateMemberLanguage,
  updateMemberName,
  updateMemberTheme,
} from '~/services/accounts/member-settings.server'
import { createSession } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { ValidationError } from '~/services/errors'
import { hashPassword, verifyPassword } from '~/server/passwords.server'
import { english } from '../../support/english'
import { createMember, uniquePhone } from '../../support/fixtures'

const PASSWORD = 'Phewa-Taal-4411'
const NEW_PASSWORD = 'Rara-Lake-Mugu-27'

async function memberWithPassword() {
  const member = await createMember()
  await prisma.member.update({ where: { id: member.id }, data: { passwordHash: await hashPassword(PASSWORD) } })
  return member
}

describe('name, theme and language', () => {
  test('the name is saved trimmed, on the member and on the tenant record they claimed', async () => {
    const member = await createMember()
    const tenant = await prisma.tenant.create({ data: { phone: uniquePhone(), firstName: 'Old', lastName: 'Name', claimedByMemberId: member.id } })
    await updateMemberName(member.id, { firstName: '  Kamala ', lastName: 'Shrestha ' })
    expect(await getMemberSettings(member.id)).toMatchObject({ firstName: 'Kamala', lastName: 'Shrestha' })
    expect(await prisma.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).toMatchObject({ firstName: 'Kamala', lastName: 'Shrestha' })
  })

  test('an empty name is refused and nothing changes', async () => {
    const member = await createMember({ firstName: 'Sita' })
    await expect(updateMemberName(member.id, { firstName: ' ', lastName: 'Sharma' })).rejects.toThrow(ValidationError)
    expect((await getMemberSettings(member.id)).firstName).toBe('Sita')
  })

  test('theme and language are saved on the member', async () => {
    const member = await createMember()
    await updateMemberTheme(member.id, 'DARK')
    await updateMemberLanguage(member.id, 'NEP')
    expect(await getMemberSettings(member.id)).toMatchObject({ theme: 'DARK', prefLanguage: 'NEP' })
  })
})

describe('changing the password', () => {
  test('needs the current password; a wrong one changes nothing and ends no session', async () => {
    const member = await memberWithPassword()
    await createSession(member.id, 'WEB')
    const attempt = changeMemberPassword(member.id, { currentPassword: 'not-it', newPassword: NEW_PASSWORD, keepSessionToken: null })
    await expect(attempt).rejects.toMatchObject({ message: english(SETTINGS_MESSAGES.WRONG_PASSWORD), fields: { currentPassword: [SETTINGS_MESSAGES.WRONG_PASSWORD] } })
    const stored = await prisma.member.findUniqueOrThrow({ where: { id: member.id } })
    expect(await verifyPassword(stored.passwordHash, PASSWORD)).toBe(true)
    expect(await prisma.session.count({ where: { memberId: member.id, revokedAt: null } })).toBe(1)
  })

  test('refuses a password the rules refuse', async () => {
    const member = await memberWithPassword()
    await expect(
      changeMemberPassword(member.id, { currentPassword: PASSWORD, newPassword: 'short', keepSessionToken: null }),
    ).rejects.toMatchObject({ fields: { password: [expect.any(String)] } })
  })

  test('sets the new password and ends every other session, web and API, but keeps this one', async () => {
    const member = await memberWithPassword()
    const current = await createSession(member.id, 'WEB')
    await createSession(member.id, 'WEB')
    await createSession(member.id, 'API')
    const stranger = await createMember()
    await createSession(stranger.id, 'WEB')

    await changeMemberPassword(member.id, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, keepSessionToken: current.token })

    const stored = await prisma.member.findUniqueOrThrow({ where: { id: member.id } })
    expect(await verifyPassword(stored.passwordHash, NEW_PASSWORD)).toBe(true)
    const sessions = await prisma.session.findMany({ where: { memberId: member.id }, orderBy: { id: 'asc' } })
    expect(sessions.map((session) => session.revokedAt === null)).toEqual([true, false, false])
    expect(await prisma.session.count({ where: { memberId: stranger.id, revokedAt: null } })).toBe(1)
  })
})
