import { describe, expect, test } from 'vitest'
import { storeyOf } from './storey.ts'

describe('storeyOf', () => {
  test('0 is the ground floor, below it basements counted from 1, above it floors', () => {
    expect(storeyOf(0)).toEqual({ kind: 'ground', level: 0 })
    expect(storeyOf(-1)).toEqual({ kind: 'basement', level: 1 })
    expect(storeyOf(-5)).toEqual({ kind: 'basement', level: 5 })
    expect(storeyOf(3)).toEqual({ kind: 'floor', level: 3 })
  })
})
