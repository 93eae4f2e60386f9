import { describe, expect, test } from 'vitest'
import { fullName } from './person-name'

describe('fullName', () => {
  test('first and last name with one space', () => {
    expect(fullName({ firstName: 'Sita', lastName: 'Sharma' })).toBe('Sita Sharma')
  })
  test('no stray space when a part is empty (a tenant known by one name)', () => {
    expect(fullName({ firstName: 'Sita', lastName: '' })).toBe('Sita')
    expect(fullName({ firstName: '', lastName: 'Sharma' })).toBe('Sharma')
  })
})
