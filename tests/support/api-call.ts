// Shared by the /v1 tests: a /v1 route module's loader or action called with a bearer token,
// without a server (the route's own parsing, auth and answer), its JSON body read back.
type Handler = (args: never) => unknown

export async function apiCall(
  handler: Handler,
  { path, token, method = 'GET', body, params }: { path: string; token: string; method?: string; body?: unknown; params: Record<string, string> },
) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const response = (await (handler as (args: unknown) => unknown)({ request, params, context: {} })) as Response
  return { status: response.status, body: (await response.json()) as unknown }
}
