// The Sparrow and Aakash providers against every documented answer of ../shared/nepal/README.md
// (msw plays the gateways), plus the failures without an answer: refused connection (certainly
// not sent), time-out and dropped connection (perhaps sent). And the start-up check of their
// credentials.
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { aakashSmsProvider, AAKASH_BASE_URL } from '~/services/sms/providers/aakash.server'
import { SmsProviderError, type OutgoingSms } from '~/services/sms/providers/index.server'
import { sparrowSmsProvider, SPARROW_BASE_URL, SPARROW_CODES } from '~/services/sms/providers/sparrow.server'
import { parseEnv } from '../../../server/env'
import { server } from '../../setup/msw'
import { freePort, runLauncher } from '../../support/server-process'

const SMS: OutgoingSms = { id: 7, to: '9812345678', body: 'Namaste Ram, rent is due.', template: 'reminder', language: 'ENG' }
const sparrow = sparrowSmsProvider({ token: 'sparrow-token', from: 'Bhadaa' })
const aakash = aakashSmsProvider({ authToken: 'aakash-token' })

async function refusalOf(promise: Promise<unknown>): Promise<SmsProviderError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal')
    },
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(SmsProviderError)
  return error as SmsProviderError
}

describe('Sparrow SMS v2', () => {
  const SEND_URL = `${SPARROW_BASE_URL}/v2/sms/`
  const CREDIT_URL = `${SPARROW_BASE_URL}/v2/credit/`

  test('posts token, from, to and text; 200 with response_code 200 is sent', async () => {
    let fields: Record<string, string> = {}
    server.use(
      http.post(SEND_URL, async ({ request }) => {
        fields = Object.fromEntries(new URLSearchParams(await request.text()))
        return HttpResponse.json({ count: 1, response_code: 200, response: '1 mesages has been queued for delivery' })
      }),
    )
    await expect(sparrow.send(SMS)).resolves.toEqual({ providerMessageId: null })
    expect(fields).toEqual({ token: 'sparrow-token', from: 'Bhadaa', to: '9812345678', text: SMS.body })
  })

  const documented: Array<[number, string, SmsProviderError['kind']]> = [
    [1000, 'A required field is missing', 'PERMANENT'],
    [1001, 'Invalid IP Address', 'ACCOUNT'],
    [1002, 'Invalid Token', 'ACCOUNT'],
    [1003, 'Account Inactive', 'ACCOUNT'],
    [1004, 'Account Inactive', 'ACCOUNT'],
    [1005, 'Account has been expired', 'ACCOUNT'],
    [1006, 'Account has been expired', 'ACCOUNT'],
    [1007, 'Invalid Receiver', 'PERMANENT'],
    [1008, 'Invalid Sender', 'ACCOUNT'],
    [1010, 'Text cannot be empty', 'PERMANENT'],
    [1011, 'No valid receiver', 'PERMANENT'],
    [1012, 'No Credits Available', 'NO_CREDIT'],
    [1013, 'Insufficient Credits', 'NO_CREDIT'],
  ]

  test('every documented code is known', () => {
    expect(Object.keys(SPARROW_CODES).map(Number).sort()).toEqual(documented.map(([code]) => code))
  })

  test.each(documented)('HTTP 403 with code %i (%s) is %s', async (code, response, kind) => {
    server.use(http.post(SEND_URL, () => HttpResponse.json({ response_code: code, response }, { status: 403 })))
    const error = await refusalOf(sparrow.send(SMS))
    expect(error.kind).toBe(kind)
    expect(error.message).toContain(`code ${code}`)
    expect(error.message).toContain(response)
  })

  test('an undocumented code fails the message (visible, not retried)', async () => {
    server.use(http.post(SEND_URL, () => HttpResponse.json({ response_code: 1099, response: 'Something new' }, { status: 403 })))
    expect((await refusalOf(sparrow.send(SMS))).kind).toBe('PERMANENT')
  })

  test('HTTP 500, 502 with an HTML page and 429 are transient', async () => {
    for (const response of [
      () => HttpResponse.json({ response_code: 500, response: 'Internal error' }, { status: 500 }),
      () => new HttpResponse('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      () => HttpResponse.json({ response: 'Too many requests' }, { status: 429 }),
    ]) {
      server.use(http.post(SEND_URL, response))
      expect((await refusalOf(sparrow.send(SMS))).kind).toBe('TRANSIENT')
    }
  })

  test('a 200 we cannot read may have sent the message: UNKNOWN', async () => {
    server.use(http.post(SEND_URL, () => new HttpResponse('OK', { status: 200 })))
    expect((await refusalOf(sparrow.send(SMS))).kind).toBe('UNKNOWN')
  })

  test('the credit endpoint: credits left, none left, and a refused token', async () => {
    let token: string | null = null
    server.use(
      http.get(CREDIT_URL, ({ request }) => {
        token = new URL(request.url).searchParams.get('token')
        return HttpResponse.json({ credits_available: 120, credits_consumed: 880, response_code: 200 })
      }),
    )
    await expect(sparrow.checkAccount!()).resolves.toEqual({ credits: 120 })
    expect(token).toBe('sparrow-token')

    server.use(http.get(CREDIT_URL, () => HttpResponse.json({ credits_available: 0, credits_consumed: 1000, response_code: 200 })))
    expect((await refusalOf(sparrow.checkAccount!())).kind).toBe('NO_CREDIT')

    server.use(http.get(CREDIT_URL, () => HttpResponse.json({ response_code: 1002, response: 'Invalid Token' }, { status: 403 })))
    expect((await refusalOf(sparrow.checkAccount!())).kind).toBe('ACCOUNT')
  })
})

describe('Aakash SMS v3', () => {
  const SEND_URL = `${AAKASH_BASE_URL}/sms/v3/send`

  test('posts auth_token, to and text (no sender); the accepted message id is kept', async () => {
    let fields: Record<string, string> = {}
    server.use(
      http.post(SEND_URL, async ({ request }) => {
        fields = Object.fromEntries(new URLSearchParams(await request.text()))
        return HttpResponse.json({
          error: false,
          message: '1 messages has been queued for delivery',
          data: { valid: [{ id: 987654, mobile: '9812345678', text: SMS.body, credit: 1, network: 'ncell', status: 'queued' }], invalid: [] },
        })
      }),
    )
    await expect(aakash.send(SMS)).resolves.toEqual({ providerMessageId: '987654' })
    expect(fields).toEqual({ auth_token: 'aakash-token', to: '9812345678', text: SMS.body })
  })

  test.each([
    ['The provided Auth Token is not valid.', 'ACCOUNT'],
    ['Not enough balance.', 'NO_CREDIT'],
    ['Something else went wrong.', 'PERMANENT'],
  ] as const)('HTTP 200 with error: true, "%s", is %s', async (message, kind) => {
    server.use(http.post(SEND_URL, () => HttpResponse.json({ error: true, message })))
    const error = await refusalOf(aakash.send(SMS))
    expect(error.kind).toBe(kind)
    expect(error.message).toContain(message)
  })

  test('a number listed as invalid fails the message', async () => {
    server.use(
      http.post(SEND_URL, () =>
        HttpResponse.json({ error: false, message: '0 messages queued', data: { valid: [], invalid: [{ mobile: '9812345678' }] } }),
      ),
    )
    const error = await refusalOf(aakash.send(SMS))
    expect(error.kind).toBe('PERMANENT')
    expect(error.message).toContain('invalid')
  })

  test('HTTP 500 is transient; a 200 we cannot read may have sent the message', async () => {
    server.use(http.post(SEND_URL, () => new HttpResponse('Server Error', { status: 500 })))
    expect((await refusalOf(aakash.send(SMS))).kind).toBe('TRANSIENT')
    server.use(http.post(SEND_URL, () => new HttpResponse('<html></html>', { status: 200 })))
    expect((await refusalOf(aakash.send(SMS))).kind).toBe('UNKNOWN')
  })

  test('has no account check: a paused Aakash gateway tries one message instead', () => {
    expect(aakash.checkAccount).toBeUndefined()
  })
})

describe('failures without an answer', () => {
  test('a refused connection certainly sent nothing: TRANSIENT', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`
    for (const provider of [sparrowSmsProvider({ token: 't', from: 'f', baseUrl: closed }), aakashSmsProvider({ authToken: 't', baseUrl: closed })]) {
      const error = await refusalOf(provider.send(SMS))
      expect(error.kind).toBe('TRANSIENT')
      expect(error.message).toContain('ECONNREFUSED')
    }
  })

  test('no answer in time: UNKNOWN (the message may have gone out)', async () => {
    server.use(
      http.post(`${SPARROW_BASE_URL}/v2/sms/`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const error = await refusalOf(sparrowSmsProvider({ token: 't', from: 'f', timeoutMs: 20 }).send(SMS))
    expect(error.kind).toBe('UNKNOWN')
    expect(error.message).toContain('did not answer in time')
  })

  test('a connection dropped mid-request: UNKNOWN', async () => {
    server.use(http.post(`${AAKASH_BASE_URL}/sms/v3/send`, () => HttpResponse.error()))
    expect((await refusalOf(aakash.send(SMS))).kind).toBe('UNKNOWN')
  })
})

describe('start-up', () => {
  test('each provider needs its credentials, named when missing', () => {
    expect(() => parseEnv({ SMS_PROVIDER: 'sparrow', SPARROW_TOKEN: 't' })).toThrow(/SPARROW_FROM="": is required when SMS_PROVIDER=sparrow/)
    expect(() => parseEnv({ SMS_PROVIDER: 'aakash' })).toThrow(/AAKASH_AUTH_TOKEN="": is required when SMS_PROVIDER=aakash/)
    expect(() => parseEnv({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER="twilio"/)
    expect(parseEnv({ SMS_PROVIDER: 'sparrow', SPARROW_TOKEN: 't', SPARROW_FROM: 'Bhadaa' })).toMatchObject({ SMS_PROVIDER: 'sparrow' })
    expect(parseEnv({ SMS_PROVIDER: 'aakash', AAKASH_AUTH_TOKEN: 't' })).toMatchObject({ SMS_PROVIDER: 'aakash' })
    expect(parseEnv({}).SMS_PROVIDER).toBe('log')
  })

  test('the server refuses to start with SMS_PROVIDER=sparrow and no credentials', async () => {
    const launched = runLauncher([], { SMS_PROVIDER: 'sparrow', SPARROW_TOKEN: undefined, SPARROW_FROM: undefined })
    expect((await launched.exited).code).toBe(1)
    expect(launched.output()).toContain('SPARROW_TOKEN=""')
    expect(launched.output()).toContain('SPARROW_FROM=""')
  })
})
