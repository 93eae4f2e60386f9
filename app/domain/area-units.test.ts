import { describe, expect, test } from 'vitest'
import {
  AREA_INPUT_ERRORS,
  AREA_UNIT_LABELS,
  COMPOUND_UNITS,
  PROPERTY_AREA_UNITS,
  SQUARE_FEET_PER,
  UNIT_AREA_UNITS,
  type AreaUnit,
  areaUnitLabel,
  compoundToSquareFeet,
  convertArea,
  formatArea,
  formatCompoundArea,
  formatSquareFeet,
  formatSquareFeetEquivalent,
  fromSquareFeet,
  isPropertyAreaUnit,
  isUnitAreaUnit,
  parseArea,
  parseCompoundArea,
  squareFeetToCompound,
  toSquareFeet,
} from './area-units.ts'

const ALL_UNITS: AreaUnit[] = [...PROPERTY_AREA_UNITS, ...UNIT_AREA_UNITS]

describe('units', () => {
  test('the spec lists exactly these property and unit area units', () => {
    expect(PROPERTY_AREA_UNITS).toEqual([
      'khetmuri',
      'ropani',
      'aana',
      'paisa',
      'daam',
      'bigha',
      'kattha',
      'dhur',
      'sq.ft',
      'sq. meter',
    ])
    expect(UNIT_AREA_UNITS).toEqual(['sqft', 'sqm'])
  })

  test('type guards', () => {
    for (const unit of PROPERTY_AREA_UNITS) expect(isPropertyAreaUnit(unit)).toBe(true)
    for (const unit of UNIT_AREA_UNITS) expect(isUnitAreaUnit(unit)).toBe(true)
    for (const other of ['sqft', 'Ropani', 'sq ft', 'acre', '', null, 5]) expect(isPropertyAreaUnit(other)).toBe(false)
    for (const other of ['sq.ft', 'SQFT', 'sq. meter', '', undefined]) expect(isUnitAreaUnit(other)).toBe(false)
  })

  test('English and Nepali labels', () => {
    expect(AREA_UNIT_LABELS).toEqual({
      khetmuri: { en: 'Khetmuri', ne: 'खेतमुरी' },
      ropani: { en: 'Ropani', ne: 'रोपनी' },
      aana: { en: 'Aana', ne: 'आना' },
      paisa: { en: 'Paisa', ne: 'पैसा' },
      daam: { en: 'Daam', ne: 'दाम' },
      bigha: { en: 'Bigha', ne: 'बिघा' },
      kattha: { en: 'Kattha', ne: 'कट्ठा' },
      dhur: { en: 'Dhur', ne: 'धुर' },
      'sq.ft': { en: 'Square feet', ne: 'वर्ग फिट' },
      'sq. meter': { en: 'Square meters', ne: 'वर्ग मिटर' },
      sqft: { en: 'Square feet', ne: 'वर्ग फिट' },
      sqm: { en: 'Square meters', ne: 'वर्ग मिटर' },
    })
    expect(areaUnitLabel('ropani')).toBe('Ropani')
    expect(areaUnitLabel('kattha', 'ne')).toBe('कट्ठा')
  })
})

describe('conversion factors (nepal/README "Land area units")', () => {
  test('square feet in one of each unit', () => {
    expect(SQUARE_FEET_PER).toEqual({
      khetmuri: 136_900,
      ropani: 5_476,
      aana: 342.25,
      paisa: 85.5625,
      daam: 21.390625,
      bigha: 72_900,
      kattha: 3_645,
      dhur: 182.25,
      'sq.ft': 1,
      'sq. meter': 10.763910416709722,
      sqft: 1,
      sqm: 10.763910416709722,
    })
    for (const unit of ALL_UNITS) expect(toSquareFeet(1, unit)).toBe(SQUARE_FEET_PER[unit])
  })

  test('ropani = 16 aana = 64 paisa = 256 daam; khetmuri = 25 ropani', () => {
    expect(convertArea(1, 'ropani', 'aana')).toBe(16)
    expect(convertArea(1, 'ropani', 'paisa')).toBe(64)
    expect(convertArea(1, 'ropani', 'daam')).toBe(256)
    expect(convertArea(1, 'aana', 'paisa')).toBe(4)
    expect(convertArea(1, 'paisa', 'daam')).toBe(4)
    expect(convertArea(1, 'khetmuri', 'ropani')).toBe(25)
    expect(convertArea(1, 'daam', 'ropani')).toBe(1 / 256)
  })

  test('bigha = 20 kattha = 400 dhur', () => {
    expect(convertArea(1, 'bigha', 'kattha')).toBe(20)
    expect(convertArea(1, 'bigha', 'dhur')).toBe(400)
    expect(convertArea(1, 'kattha', 'dhur')).toBe(20)
    expect(convertArea(1, 'dhur', 'bigha')).toBe(1 / 400)
  })

  test('1 sq ft = 0.09290304 m² exactly', () => {
    expect(convertArea(1, 'sq.ft', 'sq. meter')).toBe(0.09290304)
    expect(convertArea(1, 'sqft', 'sqm')).toBe(0.09290304)
    expect(convertArea(1, 'ropani', 'sq. meter')).toBe(508.73704704)
    expect(convertArea(1, 'bigha', 'sqm')).toBe(6772.631616)
    expect(convertArea(100, 'sqm', 'sqft')).toBe(1076.3910416709723)
    expect(convertArea(1, 'sqm', 'sq. meter')).toBe(1)
  })

  test('the hill and Terai systems meet through square feet', () => {
    expect(convertArea(1, 'bigha', 'ropani')).toBe(72_900 / 5_476)
    expect(convertArea(5476, 'dhur', 'ropani')).toBe(182.25)
    expect(convertArea(1, 'kattha', 'aana')).toBe(3645 / 342.25)
  })
})

describe('exact arithmetic', () => {
  test('decimal amounts come out as the decimal answer, not float noise', () => {
    // Naive multiplication gives 4009.5000000000005, 127.57499999999999 and 419.17499999999995.
    expect(1.1 * 3645).not.toBe(4009.5)
    expect(toSquareFeet(1.1, 'kattha')).toBe(4009.5)
    expect(toSquareFeet(0.7, 'dhur')).toBe(127.575)
    expect(toSquareFeet(2.3, 'dhur')).toBe(419.175)
    expect(toSquareFeet(0.1, 'ropani')).toBe(547.6)
    expect(fromSquareFeet(547.6, 'ropani')).toBe(0.1)
    expect(fromSquareFeet(4009.5, 'kattha')).toBe(1.1)
    expect(convertArea(0.3, 'ropani', 'aana')).toBe(4.8)
    expect(convertArea('2.5', 'ropani', 'sq.ft')).toBe(13_690)
  })

  test('results are the double nearest to the exact value, also for long inputs', () => {
    // Daam and aana are finite decimals of a square foot, so these products are finite decimals
    // and Number() of the exact decimal text is the correctly rounded reference.
    expect(toSquareFeet('0.123456789012345678', 'daam')).toBe(Number('2.64081787746720676846875'))
    expect(toSquareFeet('98765432109876543.21', 'aana')).toBe(Number('33802469139605246913.6225'))
    expect(toSquareFeet('-0.5', 'bigha')).toBe(-36_450)
    expect(toSquareFeet('1e3', 'sq.ft')).toBe(1000)
    expect(toSquareFeet(0, 'ropani')).toBe(0)
  })

  test('round trips between every pair of units', () => {
    // Within the hill or the Terai family every ratio is a power of 2, 4, 16, 20 or 25, so the way
    // there is a finite decimal and the way back is exact. Between families (5476 = 4 x 37²) and to
    // square feet or metres the intermediate is rounded once, so the way back is within an ulp.
    const families: AreaUnit[][] = [
      ['khetmuri', 'ropani', 'aana', 'paisa', 'daam'],
      ['bigha', 'kattha', 'dhur'],
      ['sq.ft', 'sqft'],
      ['sq. meter', 'sqm'],
    ]
    const sameFamily = (a: AreaUnit, b: AreaUnit) => families.some((family) => family.includes(a) && family.includes(b))
    const amounts = [1, 0.5, 2.25, 7, 0.1, 123.4567, 1_000_000]
    for (const from of ALL_UNITS) {
      for (const to of ALL_UNITS) {
        for (const amount of amounts) {
          const back = convertArea(convertArea(amount, from, to), to, from)
          if (sameFamily(from, to)) expect(back, `${amount} ${from} -> ${to}`).toBe(amount)
          else expect(Math.abs(back - amount), `${amount} ${from} -> ${to}`).toBeLessThanOrEqual(amount * Number.EPSILON)
        }
      }
    }
  })

  test('refuses what is not an amount or a unit', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', '1,000', '1.2.3']) {
      expect(() => toSquareFeet(bad, 'ropani')).toThrow(RangeError)
    }
    expect(() => toSquareFeet(1, 'acre' as AreaUnit)).toThrow('Unknown area unit: acre')
    expect(() => convertArea(1, 'ropani', 'hectare' as AreaUnit)).toThrow(RangeError)
  })
})

describe('display', () => {
  test('square feet: Indian grouping, at most two decimals, trailing zeros dropped', () => {
    expect(formatSquareFeet(5476)).toBe('5,476 sq ft')
    expect(formatSquareFeet(136_900)).toBe('1,36,900 sq ft')
    expect(formatSquareFeet(12_345_678.5)).toBe('1,23,45,678.5 sq ft')
    expect(formatSquareFeet(21.390625)).toBe('21.39 sq ft')
    expect(formatSquareFeet(0.005)).toBe('0.01 sq ft')
    expect(formatSquareFeet(999.999)).toBe('1,000 sq ft')
    expect(formatSquareFeet(0)).toBe('0 sq ft')
    expect(formatSquareFeet(5476, { language: 'ne' })).toBe('५,४७६ वर्ग फिट')
    expect(formatSquareFeet(21.390625, { maxDecimals: 6 })).toBe('21.390625 sq ft')
  })

  test('the square-feet equivalent of any unit', () => {
    expect(formatSquareFeetEquivalent(1, 'ropani')).toBe('5,476 sq ft')
    expect(formatSquareFeetEquivalent(1, 'daam')).toBe('21.39 sq ft')
    expect(formatSquareFeetEquivalent(1.1, 'kattha')).toBe('4,009.5 sq ft')
    expect(formatSquareFeetEquivalent(2, 'khetmuri')).toBe('2,73,800 sq ft')
    expect(formatSquareFeetEquivalent(100, 'sq. meter')).toBe('1,076.39 sq ft')
    expect(formatSquareFeetEquivalent(1, 'bigha', { language: 'ne' })).toBe('७२,९०० वर्ग फिट')
    // 0.7 dhur = 127.575 exactly, so it rounds up; the float 127.57499999999999 would round down.
    expect(formatSquareFeetEquivalent(0.7, 'dhur')).toBe('127.58 sq ft')
  })

  test('an amount with its unit', () => {
    expect(formatArea(2.5, 'ropani')).toBe('2.5 Ropani')
    expect(formatArea(2.5, 'ropani', { language: 'ne' })).toBe('२.५ रोपनी')
    expect(formatArea(1200, 'sqft')).toBe('1,200 sq ft')
    expect(formatArea('85.5', 'sq. meter')).toBe('85.5 sq m')
    expect(formatArea(85.5, 'sqm', { language: 'ne' })).toBe('८५.५ वर्ग मिटर')
    expect(formatArea(1 / 3, 'bigha')).toBe('0.3333 Bigha')
  })
})

describe('parseArea', () => {
  const area = (value: number, decimal = String(value)) => ({ ok: true, area: value, decimal })
  const error = (message: string) => ({ ok: false, error: message })

  test('positive decimals from text and JSON', () => {
    expect(parseArea('5')).toEqual(area(5))
    expect(parseArea(' 2.5 ')).toEqual(area(2.5))
    expect(parseArea('0.0625')).toEqual(area(0.0625))
    expect(parseArea('.5')).toEqual(area(0.5))
    expect(parseArea('5.')).toEqual(area(5))
    expect(parseArea('007.50')).toEqual(area(7.5))
    expect(parseArea('+3')).toEqual(area(3))
    expect(parseArea('1,200.50')).toEqual(area(1200.5))
    expect(parseArea('1,23,456')).toEqual(area(123_456))
    expect(parseArea('१२.५')).toEqual(area(12.5))
    expect(parseArea(13.25)).toEqual(area(13.25))
    expect(parseArea('99999999.9999')).toEqual(area(99_999_999.9999))
  })

  test('non-numbers get the spec message', () => {
    for (const bad of ['abc', '12a', '1.2.3', '.', '-', '1,2', '12,34', '1 000', '½', 'NaN', Number.NaN, Infinity]) {
      expect(parseArea(bad)).toEqual(error('property.error.areaNumber'))
    }
    expect(AREA_INPUT_ERRORS.notANumber).toBe('property.error.areaNumber')
  })

  test('empty is required; zero and negatives are refused', () => {
    for (const empty of ['', '   ', null, undefined]) expect(parseArea(empty)).toEqual(error('form.required'))
    for (const notPositive of ['0', '0.000', '-1', '-0', '-0.5', 0, -2]) {
      expect(parseArea(notPositive)).toEqual(error('property.error.areaPositive'))
    }
  })

  test('fits the Decimal(12, 4) column', () => {
    expect(parseArea('1.23456')).toEqual(error('property.error.areaDecimals'))
    expect(parseArea(0.1 + 0.2)).toEqual(error('property.error.areaDecimals'))
    expect(parseArea(1e-7)).toEqual(error('property.error.areaDecimals'))
    expect(parseArea('1.23450000')).toEqual(area(1.2345))
    expect(parseArea('100000000')).toEqual(error('property.error.areaTooLarge'))
    expect(parseArea(1e21)).toEqual(error('property.error.areaTooLarge'))
  })
})

describe('ropani-aana-paisa-daam', () => {
  test('parses to parts and square feet', () => {
    expect(parseCompoundArea('2-4-1-0', 'ropani')).toEqual({ ok: true, parts: [2, 4, 1, 0], squareFeet: 12_406.5625 })
    expect(parseCompoundArea('0-0-0-1', 'ropani')).toEqual({ ok: true, parts: [0, 0, 0, 1], squareFeet: 21.390625 })
    expect(parseCompoundArea('1-0-0-0', 'ropani')).toEqual({ ok: true, parts: [1, 0, 0, 0], squareFeet: 5476 })
    expect(parseCompoundArea('0-15-3-3', 'ropani')).toEqual({ ok: true, parts: [0, 15, 3, 3], squareFeet: 5476 - 21.390625 })
    expect(parseCompoundArea(' 10 - 2 - 0 - 2.5 ', 'ropani')).toEqual({
      ok: true,
      parts: [10, 2, 0, 2.5],
      squareFeet: 10 * 5476 + 2 * 342.25 + 2.5 * 21.390625,
    })
    expect(parseCompoundArea('२-४-१-०', 'ropani')).toMatchObject({ ok: true, parts: [2, 4, 1, 0] })
    expect(parseCompoundArea('2–4–1–0', 'ropani')).toMatchObject({ ok: true, parts: [2, 4, 1, 0] })
  })

  test('validates each part', () => {
    const error = (message: string) => ({ ok: false, error: message })
    const shape = error('Write the area as ropani-aana-paisa-daam, like 2-4-1-0')
    expect(parseCompoundArea('0-16-0-0', 'ropani')).toEqual(error('Aana must be from 0 to 15'))
    expect(parseCompoundArea('0-0-4-0', 'ropani')).toEqual(error('Paisa must be from 0 to 3'))
    expect(parseCompoundArea('0-0-0-4', 'ropani')).toEqual(error('Daam must be less than 4'))
    expect(parseCompoundArea('0-0-0-3.9999', 'ropani')).toMatchObject({ ok: true })
    expect(parseCompoundArea('0-0-0-0', 'ropani')).toEqual(error('property.error.areaPositive'))
    expect(parseCompoundArea('0-0-0-1.00001', 'ropani')).toEqual(error('property.error.areaDecimals'))
    expect(parseCompoundArea('', 'ropani')).toEqual(error('form.required'))
    for (const bad of ['2-4-1', '2-4-1-0-0', '2.5-0-0-0', '2-4.5-0-0', '-2-4-1-0', '2--1-0', 'a-b-c-d', '2 4 1 0']) {
      expect(parseCompoundArea(bad, 'ropani')).toEqual(shape)
    }
  })

  test('formats square feet back, carrying a rounded daam upwards', () => {
    expect(formatCompoundArea(12_406.5625, 'ropani')).toBe('2-4-1-0')
    expect(formatCompoundArea(5476, 'ropani')).toBe('1-0-0-0')
    expect(formatCompoundArea(32.0859375, 'ropani')).toBe('0-0-0-1.5')
    expect(formatCompoundArea(1000, 'ropani')).toBe('0-2-3-2.75') // 46.75 daam
    expect(formatCompoundArea(5475.99, 'ropani')).toBe('1-0-0-0') // 255.99953 daam
    expect(formatCompoundArea(5475.99, 'ropani', { decimals: 4 })).toBe('0-15-3-3.9995')
    expect(formatCompoundArea(0, 'ropani')).toBe('0-0-0-0')
    expect(formatCompoundArea(12_406.5625, 'ropani', { language: 'ne' })).toBe('२-४-१-०')
    expect(squareFeetToCompound(136_900, 'ropani')).toEqual([25, 0, 0, 0])
    expect(() => squareFeetToCompound(-1, 'ropani')).toThrow(RangeError)
  })

  test('every combination round-trips exactly', () => {
    for (let ropani = 0; ropani <= 2; ropani++) {
      for (let aana = 0; aana <= 15; aana++) {
        for (let paisa = 0; paisa <= 3; paisa++) {
          for (let daam = 0; daam <= 3; daam++) {
            const parts = [ropani, aana, paisa, daam]
            const squareFeet = compoundToSquareFeet(parts, 'ropani')
            expect(squareFeet).toBe(ropani * 5476 + aana * 342.25 + paisa * 85.5625 + daam * 21.390625)
            expect(squareFeetToCompound(squareFeet, 'ropani')).toEqual(parts)
            expect(formatCompoundArea(squareFeet, 'ropani')).toBe(parts.join('-'))
          }
        }
      }
    }
  })

  test('compoundToSquareFeet refuses out-of-range parts', () => {
    expect(() => compoundToSquareFeet([0, 16, 0, 0], 'ropani')).toThrow('Aana must be from 0 to 15')
    expect(() => compoundToSquareFeet([1.5, 0, 0, 0], 'ropani')).toThrow('Ropani must be a whole number')
    expect(() => compoundToSquareFeet([0, -1, 0, 0], 'ropani')).toThrow('Aana cannot be negative')
    expect(() => compoundToSquareFeet([1, 0, 0], 'ropani')).toThrow(RangeError)
    expect(() => compoundToSquareFeet([1, 0, 0, Number.NaN], 'ropani')).toThrow(RangeError)
  })
})

describe('bigha-kattha-dhur', () => {
  test('parts, limits and examples', () => {
    expect(COMPOUND_UNITS).toEqual({ ropani: ['ropani', 'aana', 'paisa', 'daam'], bigha: ['bigha', 'kattha', 'dhur'] })
    expect(parseCompoundArea('1-5-10', 'bigha')).toEqual({
      ok: true,
      parts: [1, 5, 10],
      squareFeet: 72_900 + 5 * 3645 + 10 * 182.25,
    })
    expect(parseCompoundArea('0-0-19.5', 'bigha')).toMatchObject({ ok: true, squareFeet: 19.5 * 182.25 })
    expect(parseCompoundArea('0-20-0', 'bigha')).toEqual({ ok: false, error: 'Kattha must be from 0 to 19' })
    expect(parseCompoundArea('0-0-20', 'bigha')).toEqual({ ok: false, error: 'Dhur must be less than 20' })
    expect(parseCompoundArea('1-5-10-0', 'bigha')).toEqual({
      ok: false,
      error: 'Write the area as bigha-kattha-dhur, like 1-5-10',
    })
    expect(formatCompoundArea(72_900 * 3 + 3645 * 19 + 182.25 * 19, 'bigha')).toBe('3-19-19')
    expect(formatCompoundArea(100, 'bigha')).toBe('0-0-0.55') // 0.5487 dhur
    expect(formatCompoundArea(182.25 * 19.999, 'bigha')).toBe('0-1-0')
    expect(formatCompoundArea(72_900, 'bigha', { language: 'ne' })).toBe('१-०-०')
  })

  test('every combination round-trips exactly', () => {
    for (let bigha = 0; bigha <= 2; bigha++) {
      for (let kattha = 0; kattha <= 19; kattha++) {
        for (let dhur = 0; dhur <= 19; dhur++) {
          const parts = [bigha, kattha, dhur]
          const squareFeet = compoundToSquareFeet(parts, 'bigha')
          expect(squareFeet).toBe(bigha * 72_900 + kattha * 3645 + dhur * 182.25)
          expect(squareFeetToCompound(squareFeet, 'bigha')).toEqual(parts)
          const parsed = parseCompoundArea(parts.join('-'), 'bigha')
          if (parts.some((part) => part > 0)) expect(parsed).toEqual({ ok: true, parts, squareFeet })
        }
      }
    }
  })

  test('fractional last parts round-trip at two decimals', () => {
    for (const dhur of [0.25, 0.5, 1.75, 12.05, 19.99]) {
      const squareFeet = compoundToSquareFeet([4, 7, dhur], 'bigha')
      expect(squareFeetToCompound(squareFeet, 'bigha')).toEqual([4, 7, dhur])
    }
  })
})
