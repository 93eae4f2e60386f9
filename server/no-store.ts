// Nothing answered to a signed-in member may be kept by a browser or shared cache: a page or an
// API answer holds the member's data, and a shared computer's back button or a proxy must not
// show it to the next person. "Signed in" is read from the request (a session cookie or an
// Authorization header), so it holds for every answer, whichever route made it; answers to
// anonymous visitors keep the caching their routes chose.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'

export function noStoreForMembers(sessionCookieName: string): RequestHandler {
  const sessionCookie = new RegExp(`(?:^|;)\\s*${sessionCookieName.replace(/[^\w]/g, '\\$&')}=[^;\\s]`)
  const isMemberRequest = (req: IncomingMessage) =>
    req.headers.authorization !== undefined || sessionCookie.test(req.headers.cookie ?? '')
  return (req, res, next) => {
    if (isMemberRequest(req)) beforeHeadersAreSent(res, () => res.setHeader('Cache-Control', 'no-store'))
    next()
  }
}

/** Runs `change` just before the status line and headers go out, after every route has set its own. */
function beforeHeadersAreSent(res: ServerResponse, change: () => void) {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    change()
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}
