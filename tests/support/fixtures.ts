// Test data made through the same Prisma client the app uses. Phones are unique per call so
// tests sharing a database never collide.
import { prisma } from '~/utils/db.server'

let sequence = 0

/** A valid, unused Nepal mobile number in E.164: an NTC 984 prefix + 7 digits from time and a counter. */
export function uniquePhone() {
  sequence += 1
  const digits = String((Date.now() * 1000 + process.pid * 10 + sequence) % 10_000_000).padStart(7, '0')
  return `+977984${digits}`
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
