import { randomInt } from 'node:crypto'
// Test data made through the same Prisma client the app uses. Phones are unique per call so
// tests sharing a database never collide.
import { prisma } from '~/server/db.server'

// Ranges libphonenumber knows as Nepali mobiles (983, 987 and 989 are unassigned).
const MOBILE_PREFIXES = ['980', '981', '982', '984', '985', '986', '988']

/** A random valid Nepal mobile number in E.164; 7 random digits make collisions negligible. */
export function uniquePhone(): string {
  const prefix = MOBILE_PREFIXES[randomInt(MOBILE_PREFIXES.length)]
  return `+977${prefix}${String(randomInt(10_000_000)).padStart(7, '0')}`
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
