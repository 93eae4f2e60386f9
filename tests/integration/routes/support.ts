// Shared by the route tests: a member signed in through the real session service, with a known
// password when the test signs in or changes it.
import { hashPassword } from '~/server/passwords.server'
import { prisma } from '~/server/db.server'
import { createMember } from '../../support/fixtures'
import { signedInCookie } from '../../support/route-call'

export const PASSWORD = 'Kathmandu#2026'

/** A member with a password, and the Cookie header of one of their web sessions. */
export async function signedInMember(overrides: Parameters<typeof createMember>[0] = {}) {
  const member = await createMember(overrides)
  await prisma.member.update({ where: { id: member.id }, data: { passwordHash: await hashPassword(PASSWORD) } })
  return { member, cookie: await signedInCookie(member.id) }
}
