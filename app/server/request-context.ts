import { createContext } from 'react-router'

// Per-request values the Express layer hands to loaders, actions and middleware.
export type RequestInfo = {
  requestId: string
  cspNonce: string
  clientIp: string
}

export const requestInfoContext = createContext<RequestInfo>()
