// Clients of the built server for HTTP-level tests: a /v1 client with a bearer token and a
// signed-in browser (the production session cookie), each for one member.
import { createSession } from '~/services/accounts/session.server'
import type { ServerProcess } from './server-process'

export type ApiAnswer = { status: number; data?: unknown; count?: number; error?: { code: string; message: string; fields?: Record<string, string[]> } }

export async function apiClient(server: ServerProcess, memberId: number) {
  const { token } = await createSession(memberId, 'API')
  return async (
    path: string,
    { method = 'GET', body, headers: extra = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer & { headers: Headers }> => {
    const headers: Record<string, string> = { ...extra, authorization: `Bearer ${token}` }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(server.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    return { status: response.status, headers: response.headers, ...((await response.json()) as object) }
  }
}

export async function webClient(server: ServerProcess, memberId: number) {
  const { token } = await createSession(memberId, 'WEB')
  const cookie = `__Host-bhadaa_session=${encodeURIComponent(Buffer.from(JSON.stringify(token)).toString('base64'))}`
  const get = (path: string, init: RequestInit = {}) =>
    fetch(server.url + path, { ...init, redirect: 'manual', headers: { cookie, ...(init.headers as Record<string, string>) } })
  /** A form posted as a browser without JavaScript does (same origin). */
  const post = (path: string, fields: Record<string, string>) =>
    get(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams(fields).toString(),
    })
  return { get, post, cookie }
}

export type WebClient = Awaited<ReturnType<typeof webClient>>

/** The form key (app/components/form/form-key-field.tsx) of a page's form, as the browser posts it back; a page without one fails the test. */
export async function formKeyOn(web: WebClient, path: string): Promise<string> {
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(await (await web.get(path)).text())?.[1]
  if (!key) throw new Error(`No form key on ${path}`)
  return key
}
