// The strength label shown while choosing a password. The spec fixes only the labels (score above 50
// Strong, 20 to 50 Average, below 20 Weak); the score is ours. It estimates the password's entropy in
// bits, which makes the thresholds readable: 20 bits is a 6-digit PIN, 50 bits about 9 random letters
// and digits. It is a hint for the user, not a policy: weak passwords are not blocked.
//
// score = floor(effective length x log2(pool size)), capped at 100, where
// - pool size adds 26 for lowercase, 26 for uppercase, 10 for digits and 33 for anything else
//   (the printable ASCII symbols and space; other scripts are counted as symbols too);
// - effective length skips characters that are easy to guess from the one before: a repeat (aaa)
//   and the third and later characters of a +1 or -1 run (abc, 987); a password made of one piece
//   repeated (abcabc, hellohello) counts that piece once;
// - fewer than 8 characters score at most 19 (Weak): the usual minimum length (NIST SP 800-63B);
// - a well-known password, ignoring case, digits and symbols around it and 0/1/3/4/5/7/@/$ for
//   letters (P@ssw0rd1!), scores at most 10.

export type StrengthLabel = 'Weak' | 'Average' | 'Strong'

const MIN_LENGTH = 8
const COMMON_PASSWORDS = new Set([
  'password', 'qwerty', 'qwertyuiop', 'asdf', 'asdfgh', 'asdfghjkl', 'zxcvbn', 'zxcvbnm',
  'letmein', 'welcome', 'admin', 'administrator', 'login', 'secret', 'changeme', 'iloveyou',
  'monkey', 'dragon', 'football', 'baseball', 'sunshine', 'princess', 'master', 'shadow', 'superman',
  'abc', 'nepal', 'kathmandu', 'pokhara', 'namaste', 'bhadaa',
])
const LOOKALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' }

export function strengthLabel(score: number): StrengthLabel {
  if (score > 50) return 'Strong'
  if (score >= 20) return 'Average'
  return 'Weak'
}

export function passwordStrength(password: string): { score: number; label: StrengthLabel } {
  const characters = [...password]
  let score = Math.min(100, Math.floor(effectiveLength(characters) * Math.log2(poolSize(characters) || 1)))
  if (characters.length < MIN_LENGTH) score = Math.min(score, 19)
  if (isCommon(password)) score = Math.min(score, 10)
  return { score, label: strengthLabel(score) }
}

function poolSize(characters: string[]): number {
  const has = (pattern: RegExp) => characters.some((character) => pattern.test(character))
  return (has(/[a-z]/) ? 26 : 0) + (has(/[A-Z]/) ? 26 : 0) + (has(/[0-9]/) ? 10 : 0) + (has(/[^a-zA-Z0-9]/) ? 33 : 0)
}

function effectiveLength(characters: string[]): number {
  const codes = smallestRepeatedUnit(characters).map((character) => character.toLowerCase().codePointAt(0)!)
  let length = 0
  codes.forEach((code, index) => {
    const previous = codes[index - 1]
    const beforePrevious = codes[index - 2]
    const step = previous === undefined ? undefined : code - previous
    const isRepeat = step === 0
    const continuesRun =
      (step === 1 || step === -1) && beforePrevious !== undefined && previous! - beforePrevious === step
    if (!isRepeat && !continuesRun) length++
  })
  return length
}

function smallestRepeatedUnit(characters: string[]): string[] {
  const text = characters.join('')
  for (let size = 1; size <= characters.length / 2; size++) {
    if (characters.length % size !== 0) continue
    const unit = characters.slice(0, size)
    if (unit.join('').repeat(characters.length / size) === text) return unit
  }
  return characters
}

function isCommon(password: string): boolean {
  const core = password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '')
  return COMMON_PASSWORDS.has(core.replace(/[013457@$]/g, (character) => LOOKALIKES[character]!))
}
