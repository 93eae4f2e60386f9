import { randomInt } from 'node:crypto'
// Test data made through the same Prisma client the app uses. Phones are unique per call so
// tests sharing a database never collide.
import { prisma } from '~/server/db.server'

// Ranges libphonenumber knows as Nepali mobiles (983, 987 and 989 are unassigned).
const MOBILE_PREFIXES = ['980', '981', '982', '984', '985', '986', '988']

/**
 * The numbers this process has handed out, never handed out again: among thousands of draws from
 * 70 million, two can meet (the ledger model's run of 5,000 sequences, a member each, two workers
 * of a database each, failed once on `Member_phone_key`: a birthday collision, not the app's fault).
 */
const handedOut = new Set<string>()

/** A random valid Nepal mobile number in E.164, not one this process handed out before. */
export function uniquePhone(): string {
  for (;;) {
    const prefix = MOBILE_PREFIXES[randomInt(MOBILE_PREFIXES.length)]
    const phone = `+977${prefix}${String(randomInt(10_000_000)).padStart(7, '0')}`
    if (handedOut.has(phone)) continue
    handedOut.add(phone)
    return phone
  }
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
