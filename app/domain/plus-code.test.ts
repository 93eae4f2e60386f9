import { describe, expect, test } from 'vitest'
import {
  CODE_ALPHABET,
  COORDINATE_ERRORS,
  decodePlusCode,
  encodePlusCode,
  isFullPlusCode,
  parseCoordinates,
  plusCodeOf,
} from './plus-code.ts'

// Rows of the Open Location Code project's test_data/encoding.csv (Apache-2.0):
// latitude, longitude, code length, expected code. Rows whose coordinates fall outside
// -90..90 / -180..180 are left out: this module refuses those instead of clipping them.
const ENCODING = `
20.375,2.775,6,7FG49Q00+
20.3700625,2.7821875,10,7FG49QCJ+2V
20.3701125,2.782234375,11,7FG49QCJ+2VX
20.3701135,2.78223535156,13,7FG49QCJ+2VXGJ
47.0000625,8.0000625,10,8FVC2222+22
-41.2730625,174.7859375,10,4VCPPQGP+Q9
0.5,-179.5,4,62G20000+
-89.5,-179.5,4,22220000+
20.5,2.5,4,7FG40000+
-89.9999375,-179.9999375,10,22222222+22
0.5,179.5,4,6VGX0000+
1,1,11,6FH32222+222
90,1,4,CFX30000+
90,1,10,CFX3X2X2+X2
1,180,4,62H20000+
1.2,3.4,10,6FH56C22+22
37.539669125,-122.375069724,15,849VGJQF+VX7QR3J
35.6,3.033,10,8F75J22M+26
-48.71,142.78,8,4R347QRJ+
-70,163.7,8,3V252P22+
-2.804,7.003,13,6F9952W3+C6222
13.9,164.88,12,7V56WV2J+2222
-13.23,172.77,8,5VRJQQCC+
40.6,129.7,8,8QGFJP22+
-52.166,13.694,14,3FVMRMMV+JJ2222
-14,106.9,6,5PR82W00+
70.3,-87.64,13,C62J8926+22222
66.89,-106,10,95RPV2R2+22
2.5,-64.23,11,67JQGQ2C+222
-56.7,-47.2,14,38MJ8R22+222222
-34.45,-93.719,6,46Q8H700+
-35.849,-93.75,12,46P85722+C222
65.748,24.316,12,9GQ6P8X8+6C22
-57.32,130.43,12,3QJGMCJJ+2222
17.6,-44.4,6,789QJJ00+
-27.6,-104.8,6,554QC600+
41.87,-145.59,13,83HPVCC6+22222
-4.542,148.638,13,6R7CFJ5Q+66222
-37.014,-159.936,10,43J2X3P7+CJ
-57.25,125.49,15,3QJ7QF2R+2222222
48.89,-80.52,13,86WXVFRJ+22222
53.66,170.97,14,9V5GMX6C+222222
0.49,-76.97,15,67G5F2RJ+2222222
40.44,-36.7,12,89G5C8R2+2222
58.73,69.95,8,9JCFPXJ2+
16.179,150.075,12,7R8G53HG+J222
-55.574,-70.061,12,37PFCWGQ+CJ22
76.1,-82.5,15,C68V4G22+2222222
58.66,149.17,10,9RCFM56C+22
-67.2,48.6,6,3H4CRJ00+
-5.6,-54.5,14,6867CG22+222222
-34,145.5,14,4RR72G22+222222
-34.2,66.4,12,4JQ8RC22+2222
17.8,-108.5,6,759HRG00+
10.734,-168.294,10,722HPPM4+JC
-28.732,54.32,8,5H3P789C+
64.1,107.9,12,9PP94W22+2222
79.7525,6.9623,8,CFF8QX36+
-63.6449,-25.1475,8,398P9V43+
35.019,148.827,11,8R7C2R9G+JR2
71.132,-98.584,15,C6334CJ8+RC22222
53.38,-51.34,12,985C9MJ6+2222
-1.2,170.2,12,6VCGR622+2222
50.2,-162.8,11,922V6622+222
-25.798,-59.812,10,5862652Q+R6
81.654,-162.422,14,C2HVMH3H+J62222
-75.7,-35.4,8,29P68J22+
67.2,115.1,11,9PVQ6422+222
-78.137,-42.995,12,28HVV274+6222
-56.3,114.5,11,3PMPPG22+222
10.767,-62.787,13,772VQ687+R6222
-19.212,107.423,10,5PG9QCQF+66
21.192,-45.145,15,78HP5VR4+R222222
16.701,148.648,14,7R8CPJ2X+C62222
52.25,-77.45,15,97447H22+2222222
-68.54504,-62.81725,11,373VF53M+X4J
76.7,-86.172,12,C68MPR2H+2622
-6.2,96.6,13,6M5RRJ22+22222
59.32,-157.21,12,93F48QCR+2222
29.7,39.6,12,7GXXPJ22+2222
-18.32,96.397,10,5MHRM9JW+2R
-30.3,76.5,11,4JXRPG22+222
50.342,-112.534,15,95298FR8+RC22222
80.0100000001,58.57,15,CHGW2H6C+2222222
80.0099999999,58.57,15,CHGW2H5C+X2RRRRR
-80.0099999999,58.57,15,2HFWXHRC+2222222
-80.0100000001,58.57,15,2HFWXHQC+X2RRRRR
47.000000080000000,8.00022229,15,8FVC2222+235235C
68.3500147997595,113.625636875353,15,9PWM9J2G+272FWJV
38.1176000887231,165.441989844555,15,8VC74C9R+2QX445C
-28.1217794010122,-154.066811473758,15,5337VWHM+77PR2GR
-80.000000,-170.000000,2,22000000+
`
  .trim()
  .split('\n')
  .map((row) => {
    const [lat = '', lng = '', length = '', code = ''] = row.split(',')
    return { lat: Number(lat), lng: Number(lng), length: Number(length), code }
  })

// test_data/decoding.csv: code, digits, latLo, lngLo, latHi, lngHi.
const DECODING = `
7FG49Q00+,6,20.35,2.75,20.4,2.8
7FG49QCJ+2V,10,20.37,2.782125,20.370125,2.78225
7FG49QCJ+2VX,11,20.3701,2.78221875,20.370125,2.78225
7FG49QCJ+2VXGJ,13,20.370113,2.782234375,20.370114,2.78223632813
8FVC2222+22,10,47.0,8.0,47.000125,8.000125
4VCPPQGP+Q9,10,-41.273125,174.785875,-41.273,174.786
62G20000+,4,0.0,-180.0,1,-179
22220000+,4,-90,-180,-89,-179
7FG40000+,4,20.0,2.0,21.0,3.0
22222222+22,10,-90.0,-180.0,-89.999875,-179.999875
6VGX0000+,4,0,179,1,180
6FH32222+222,11,1,1,1.000025,1.00003125
CFX30000+,4,89,1,90,2
62H20000+,4,1,-180,2,-179
62H30000+,4,1,-179,2,-178
CFX3X2X2+X2,10,89.9998750,1,90,1.0001250
84000000+,2,30,-140,50,-120
6FH56C22+22,10,1.2000000000000028,3.4000000000000057,1.2001249999999999,3.4001250000000027
849VGJQF+VX7QR3J,15,37.5396691200,-122.3750698242,37.5396691600,-122.3750697021
849VGJQF+VX7QR3J7QR3J,15,37.5396691200,-122.3750698242,37.5396691600,-122.3750697021
`
  .trim()
  .split('\n')
  .map((row) => {
    const [code = '', length, ...bounds] = row.split(',')
    const [latLo, lngLo, latHi, lngHi] = bounds.map(Number)
    return { code, length: Number(length), latLo, lngLo, latHi, lngHi }
  })

describe('encodePlusCode', () => {
  test.each(ENCODING)('official vector ($lat, $lng, $length) -> $code', ({ lat, lng, length, code }) => {
    expect(encodePlusCode(lat, lng, length)).toBe(code)
  })

  test('the vectors named in the brief, at 10 and 11 digits', () => {
    expect(encodePlusCode(20.3700625, 2.7821875)).toBe('7FG49QCJ+2V')
    expect(encodePlusCode(47.0000625, 8.0000625)).toBe('8FVC2222+22')
    expect(encodePlusCode(-41.2730625, 174.7859375)).toBe('4VCPPQGP+Q9')
    expect(encodePlusCode(20.3701125, 2.782234375, 11)).toBe('7FG49QCJ+2VX')
    expect(encodePlusCode(1, 1, 11)).toBe('6FH32222+222')
  })

  test('typed decimals land in their own cell, not the one a float product would floor into', () => {
    // 129.7 x 8.192e6 is 1062502399.9999999 in floating point, one step west of 129.7 itself;
    // -34.45 x 2.5e7 is -861250000.0000001, one step south.
    expect(129.7 * 8.192e6).toBeLessThan(1_062_502_400)
    expect(-34.45 * 2.5e7).toBeLessThan(-861_250_000)
    expect(encodePlusCode(40.6, 129.7, 8)).toBe('8QGFJP22+')
    expect(encodePlusCode(-34.45, -93.719, 6)).toBe('46Q8H700+')
    expect(decodePlusCode(encodePlusCode(40.6, 129.7, 15)).longitudeLo).toBe(129.7)
  })

  test('points in Nepal (digits worked out by hand from the algorithm)', () => {
    // Kathmandu Durbar Square: lat+90 = 117.7043 -> 7,V,P,3,P; lng+180 = 265.307 -> M,7,8,4,R.
    expect(encodePlusCode(27.7043, 85.307)).toBe('7MV7P834+PR')
    expect(encodePlusCode(27.7043, 85.307, 11)).toBe('7MV7P834+PRC')
    // Everest summit: 117.9881 -> 7,V,X,Q,6; 266.925 -> M,8,W,G,2.
    expect(encodePlusCode(27.9881, 86.925)).toBe('7MV8XWQG+62')
  })

  test('every point lies inside the cell of its code, for 10 to 15 digits', () => {
    const nepal = [
      [27.7043, 85.307], // Kathmandu Durbar Square
      [28.2096, 83.9856], // Pokhara
      [26.7288, 85.9263], // Janakpur
      [26.4525, 87.2718], // Biratnagar
      [29.2747, 80.5899], // Mahendranagar
      [27.6766, 85.3142], // Patan
    ] as const
    for (const [lat, lng] of nepal) {
      for (let length = 10; length <= 15; length++) {
        const code = encodePlusCode(lat, lng, length)
        // Nepal spans latitude 26.3-30.5 and longitude 80-88.2: 7M then R, V, W or X, then 2-9.
        expect(code).toMatch(/^7M[RVWX][2-9][2-9CFGHJMPQRVWX]{4}\+[2-9CFGHJMPQRVWX]+$/)
        const area = decodePlusCode(code)
        expect(area.codeLength).toBe(length)
        expect(lat).toBeGreaterThanOrEqual(area.latitudeLo)
        expect(lat).toBeLessThan(area.latitudeHi)
        expect(lng).toBeGreaterThanOrEqual(area.longitudeLo)
        expect(lng).toBeLessThan(area.longitudeHi)
        expect(encodePlusCode(area.latitudeCenter, area.longitudeCenter, length)).toBe(code)
      }
    }
  })

  test('the edges of the valid range', () => {
    expect(encodePlusCode(-90, -180)).toBe('22222222+22')
    expect(encodePlusCode(90, 0)).toBe('CFX2X2X2+X2')
    expect(encodePlusCode(0, 180)).toBe(encodePlusCode(0, -180))
    expect(encodePlusCode(-0, 0)).toBe('6FG22222+22')
  })

  test('refuses coordinates out of range and bad lengths', () => {
    expect(() => encodePlusCode(90.0001, 0)).toThrow('property.error.latitude')
    expect(() => encodePlusCode(-91, 0)).toThrow(RangeError)
    expect(() => encodePlusCode(0, 180.5)).toThrow('property.error.longitude')
    expect(() => encodePlusCode(0, -181)).toThrow(RangeError)
    expect(() => encodePlusCode(Number.NaN, 0)).toThrow(RangeError)
    expect(() => encodePlusCode(0, Number.POSITIVE_INFINITY)).toThrow(RangeError)
    for (const length of [0, 1, 3, 5, 7, 9, 16, 10.5]) {
      expect(() => encodePlusCode(27.7, 85.3, length), `length ${length}`).toThrow(RangeError)
    }
  })
})

describe('plusCodeOf', () => {
  test('a code only with both coordinates', () => {
    expect(plusCodeOf(27.7043, 85.307)).toBe(encodePlusCode(27.7043, 85.307))
    expect(plusCodeOf(0, 0)).toBe(encodePlusCode(0, 0))
    expect(plusCodeOf(null, null)).toBeNull()
    expect(plusCodeOf(27.7043, null)).toBeNull()
    expect(plusCodeOf(undefined, 85.307)).toBeNull()
  })
})

describe('decodePlusCode', () => {
  test.each(DECODING)('official vector $code', ({ code, length, latLo, lngLo, latHi, lngHi }) => {
    const area = decodePlusCode(code)
    expect(area.codeLength).toBe(length)
    expect(area.latitudeLo).toBeCloseTo(latLo ?? Number.NaN, 10)
    expect(area.longitudeLo).toBeCloseTo(lngLo ?? Number.NaN, 10)
    expect(area.latitudeHi).toBeCloseTo(latHi ?? Number.NaN, 10)
    expect(area.longitudeHi).toBeCloseTo(lngHi ?? Number.NaN, 10)
  })

  test('the centre point, case-insensitively', () => {
    const plusCodeCenter = (code: string) => {
      const area = decodePlusCode(code)
      return { lat: area.latitudeCenter, lng: area.longitudeCenter }
    }
    expect(plusCodeCenter('7FG49QCJ+2V')).toEqual({ lat: 20.3700625, lng: 2.7821875 })
    expect(plusCodeCenter('8fvc2222+22')).toEqual({ lat: 47.0000625, lng: 8.0000625 })
    expect(plusCodeCenter('7FG40000+')).toEqual({ lat: 20.5, lng: 2.5 })
    const kathmandu = plusCodeCenter('7MV7P834+PR')
    expect(kathmandu.lat).toBeCloseTo(27.7043125, 12)
    expect(kathmandu.lng).toBeCloseTo(85.3070625, 12)
    // The centre of a code at the pole stays at 90.
    expect(decodePlusCode('CFX30000+').latitudeCenter).toBe(89.5)
  })

  test('refuses anything but a full code', () => {
    for (const bad of ['PCR4+P2', '8FWC2345+G', '', '7MV7P834', '7MV7P834+PR+']) {
      expect(() => decodePlusCode(bad), bad).toThrow(`Not a valid full Plus Code: ${bad}`)
    }
  })
})

describe('isFullPlusCode', () => {
  // test_data/validityTests.csv: code, isFull.
  test.each([
    ['8FWC2345+G6', true],
    ['8FWC2345+G6G', true],
    ['8fwc2345+', true],
    ['8FWCX400+', true],
    ['849VGJQF+VX7QR3J', true],
    ['849VGJQF+VX7QR3JW', true],
    ['WC2345+G6g', false],
    ['2345+G6', false],
    ['45+G6', false],
    ['+G6', false],
    ['G+', false],
    ['+', false],
    ['8FWC2345+G', false],
    ['8FWC2_45+G6', false],
    ['8FWC2η45+G6', false],
    ['8FWC2345+G6+', false],
    ['8FWC2345G6+', false],
    ['8FWC2300+G6', false],
    ['WC2300+G6g', false],
    ['WC2345+G', false],
    ['WC2300+', false],
    ['849VGJQF+VX7QR3U', false],
    ['849VGJQF+VX7QR3JU', false],
  ] as const)('%s -> %s', (code, expected) => {
    expect(isFullPlusCode(code)).toBe(expected)
  })

  test('padding and the first pair', () => {
    expect(isFullPlusCode('7M000000+')).toBe(true)
    expect(isFullPlusCode('70000000+')).toBe(false) // odd padding
    expect(isFullPlusCode('00000000+')).toBe(false)
    expect(isFullPlusCode('7M0V0000+')).toBe(false) // digits after padding
    expect(isFullPlusCode('7MV70000+PR')).toBe(false) // digits after a padded code
    expect(isFullPlusCode('F2222222+22')).toBe(false) // first latitude digit would be >= 90
    expect(isFullPlusCode('CV222222+22')).toBe(true) // latitude 70, longitude 160
    expect(isFullPlusCode('CW222222+22')).toBe(false) // first longitude digit would be >= 180
    expect(isFullPlusCode(`${CODE_ALPHABET.slice(0, 8)}+`)).toBe(true)
    expect(isFullPlusCode(`${CODE_ALPHABET.slice(0, 8)}+${CODE_ALPHABET.slice(-2)}`)).toBe(true)
    expect(isFullPlusCode('7MV7P834+PA')).toBe(false) // A is not in the alphabet
  })
})

describe('parseCoordinates', () => {
  test('decimal degrees from text or numbers', () => {
    expect(parseCoordinates('27.7043', '85.3070')).toEqual({ ok: true, lat: 27.7043, lng: 85.307 })
    expect(parseCoordinates(' -33.5 ', '+151')).toEqual({ ok: true, lat: -33.5, lng: 151 })
    expect(parseCoordinates('२७.७', '८५.३')).toEqual({ ok: true, lat: 27.7, lng: 85.3 })
    expect(parseCoordinates(90, -180)).toEqual({ ok: true, lat: 90, lng: -180 })
    expect(parseCoordinates('-90', '180')).toEqual({ ok: true, lat: -90, lng: 180 })
    expect(parseCoordinates('.5', '5.')).toEqual({ ok: true, lat: 0.5, lng: 5 })
  })

  test('clear errors per field', () => {
    expect(COORDINATE_ERRORS).toEqual({
      latitude: 'property.error.latitude',
      longitude: 'property.error.longitude',
      bothOrNeither: 'property.error.bothCoordinates',
    })
    expect(parseCoordinates('90.1', '85')).toEqual({ ok: false, errors: { lat: COORDINATE_ERRORS.latitude } })
    expect(parseCoordinates('27', '-180.01')).toEqual({ ok: false, errors: { lng: COORDINATE_ERRORS.longitude } })
    expect(parseCoordinates('', 'abc')).toEqual({
      ok: false,
      errors: { lat: COORDINATE_ERRORS.latitude, lng: COORDINATE_ERRORS.longitude },
    })
    for (const bad of ['27,7', '27.7N', '1e1', '-', '.', 'Infinity', 'NaN']) {
      expect(parseCoordinates(bad, '85').ok, bad).toBe(false)
    }
    expect(parseCoordinates(Number.NaN, 85).ok).toBe(false)
  })
})
