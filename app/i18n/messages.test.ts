// Messages are codes (ADR 020). tsc proves that every typed code (MessageCode) is a key of the
// browser's catalogue; this proves the rest: the codes written as plain strings (the domain's
// parsers may not import the catalogue), the same {placeholders} in English and Nepali, the
// string form's round trip, and the spec's wording of the messages the parsers answer.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { messages as accountEn } from './browser-account.en'
import { messages as accountNe } from './browser-account.ne'
import { messages as agreementEn } from './browser-agreement.en'
import { messages as agreementNe } from './browser-agreement.ne'
import { messages as papersEn } from './browser-papers.en'
import { messages as papersNe } from './browser-papers.ne'
import { en, enFirst, enInBrowser } from './en'
import { laterGroupOf } from './later-texts'
import { renderMessage, messageString, parseMessage } from './message'
import { ne, neFirst, neInBrowser } from './ne'

const APP = path.resolve(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort()

describe('the catalogues', () => {
  test('every text has the same placeholders in English and Nepali', () => {
    const differ = Object.keys(en).filter((key) => {
      const code = key as keyof typeof en
      return placeholders(en[code]).join() !== placeholders(ne[code]).join()
    })
    expect(differ).toEqual([])
  })

  test('the browser downloads the same keys in both languages', () => {
    expect(Object.keys(neInBrowser).sort()).toEqual(Object.keys(enInBrowser).sort())
    expect(Object.keys(neFirst).sort()).toEqual(Object.keys(enFirst).sort())
  })

  test('a text the first download lacks is in the later group its key names, in both languages (ADR 028)', () => {
    const later = { agreement: [agreementEn, agreementNe], papers: [papersEn, papersNe], account: [accountEn, accountNe] } as const
    for (const [group, files] of Object.entries(later)) {
      for (const messages of files) expect(Object.keys(messages).filter((key) => laterGroupOf(key) !== group)).toEqual([])
    }
    const notFirst = Object.keys(enInBrowser).filter((key) => !(key in enFirst))
    expect(notFirst.length).toBeGreaterThan(0)
    const inItsGroup = (key: string) => {
      const group = laterGroupOf(key)
      return group !== undefined && later[group].every((messages) => key in messages)
    }
    expect(notFirst.filter((key) => !inItsGroup(key))).toEqual([])
  })
})

describe('codes in app/', () => {
  // The folders that answer with codes; a quoted dotted name there whose first part is a
  // catalogue area ('form', 'agreement', 'errors', ...) is a code, with its params after '?'.
  // Screens name their texts through the typed `t()`, which tsc checks.
  const FOLDERS = ['domain', 'schemas', 'services', 'web', 'v1']
  const areas = new Set(Object.keys(en).map((key) => key.split('.')[0]))
  const quoted = /'([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)(?:\?[^']*)?'/g
  const found = FOLDERS.flatMap((folder) => sources(path.join(APP, folder))).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(quoted)]
      .map(([, code = '']) => code)
      .filter((code) => areas.has(code.split('.')[0] ?? ''))
      .map((code) => ({ file: path.relative(APP, file), code })),
  )

  test('finds the codes the domain writes as strings', () => {
    expect(found.map(({ code }) => code)).toEqual(expect.arrayContaining(['agreement.error.bsYear', 'property.error.areaNumber', 'ledger.error.invalidAmount']))
  })

  test('every code is in the catalogue the browser downloads', () => {
    expect(found.filter(({ code }) => !(code in en))).toEqual([])
    // Field errors show on hydrated pages too, so those codes must come with the browser's
    // catalogue; the support form (a server-only page) and the Excel export (written by the
    // server) use the server's texts (site.*.ts, export.*.ts; ADR 012), and so do the public pay
    // pages and /v1's English answers about them (pay.*.ts); so do the operator console's
    // server-only pages (ops.*.ts).
    const browser = new Set(Object.keys(enInBrowser))
    const serverOnly = (code: string) => code.startsWith('support.') || code.startsWith('export.') || code.startsWith('pay.') || code.startsWith('ops.')
    expect(found.filter(({ code }) => !serverOnly(code) && !browser.has(code))).toEqual([])
  })
})

describe('the string form', () => {
  test('params travel URL-encoded and come back', () => {
    const text = messageString('agreement.error.bsDay', { max: 32, year: 2081, month: 2 })
    expect(text).toBe('agreement.error.bsDay?max=32&year=2081&month=2')
    expect(parseMessage(text)).toEqual({ code: 'agreement.error.bsDay', params: { max: '32', year: '2081', month: '2' } })
    expect(parseMessage(messageString('errors.tenantNameMismatch', { firstName: 'R&m = ?', lastName: 'Thapa' }))?.params).toEqual({ firstName: 'R&m = ?', lastName: 'Thapa' })
  })

  test('a sentence is not a code, and is shown as it is', () => {
    expect(parseMessage('This field is required')).toBeNull()
    expect(renderMessage('ne', 'Something the server said.')).toBe('Something the server said.')
    expect(renderMessage('en', 'nothing.known')).toBe('nothing.known')
  })

  test('Nepali writes numbers in Devanagari digits', () => {
    expect(renderMessage('ne', messageString('form.maxLength', { max: 80 }))).toBe('बढीमा ८० अक्षर')
    expect(renderMessage('en', messageString('form.maxLength', { max: 80 }))).toBe('At most 80 characters')
  })
})

describe("the spec's wording (§5) of what the parsers answer", () => {
  test.each([
    ['form.required', 'This field is required'],
    ['agreement.error.bsYear', 'Nepal year out of range'],
    ['agreement.error.bsMonth', 'Invalid nepali month must be between 1 - 12'],
    ['agreement.error.bsDay?max=32&year=2081&month=2', 'Invalid nepali date must be between 1 - 32 in 2081 2'],
    ['agreement.error.bsFormat', 'Enter the Nepali date as YYYY-MM-DD'],
    ['agreement.error.adFormat', 'Enter the date as YYYY-MM-DD'],
    ['agreement.error.adNonexistent', 'This date does not exist'],
    ['ledger.error.invalidAmount', 'Enter an amount in rupees, like 1500 or 1500.50'],
    ['agreement.error.decimals', 'Use at most 2 decimal places'],
    ['agreement.error.tooLarge', 'Amount is too large (at most Rs. 1,00,00,00,000)'],
    ['agreement.error.negative', 'Amount cannot be negative'],
    ['property.error.areaNumber', 'Please enter Area in Number'],
    ['property.error.areaPositive', 'Area must be greater than 0'],
    ['property.error.areaDecimals', 'Use at most 4 decimal places'],
    ['property.error.areaTooLarge', 'Area is too large'],
    ['property.error.latitude', 'Latitude must be a number from -90 to 90'],
    ['property.error.longitude', 'Longitude must be a number from -180 to 180'],
    ['property.error.bothCoordinates', 'Enter both latitude and longitude, or neither'],
  ])('%s', (code, english) => {
    expect(renderMessage('en', code)).toBe(english)
  })
})
