// Test data made through the same Prisma client the app uses. Phones are unique per call so
// tests sharing a database never collide.
import { prisma } from '~/utils/db.server'

let sequence = 0

/** A valid, unused Nepal mobile number in E.164 (98 + 8 digits drawn from time and a counter). */
export function uniquePhone() {
  sequence += 1
  const digits = String((Date.now() * 1000 + process.pid * 10 + sequence) % 100_000_000).padStart(8, '0')
  return `+97798${digits}`
}

export async function createMember(overrides: Partial<{ firstName: string; lastName: string; phone: string; prefLanguage: 'ENG' | 'NEP' }> = {}) {
  return prisma.member.create({
    data: {
      phone: overrides.phone ?? uniquePhone(),
      firstName: overrides.firstName ?? 'Sita',
      lastName: overrides.lastName ?? 'Sharma',
      prefLanguage: overrides.prefLanguage ?? 'ENG',
      // Not a usable hash: these members sign in through fixtures, never with a password.
      passwordHash: '!fixture',
    },
  })
}
