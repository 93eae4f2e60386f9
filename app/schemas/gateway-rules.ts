// The message codes of the gateway forms' and service's refusals (ADR 020), without zod:
// the Settings > Payments page imports them (page weight, ADR 012).
import type { MessageCode } from '~/i18n/message'

export const GATEWAY_MESSAGES = {
  secretRequired: 'gateway.error.secretRequired',
  secretInvalid: 'gateway.error.secretInvalid',
  merchantRequired: 'gateway.error.merchantRequired',
  merchantInvalid: 'gateway.error.merchantInvalid',
  khaltiRefused: 'gateway.error.khaltiRefused',
  esewaRefused: 'gateway.error.esewaRefused',
  unavailable: 'gateway.error.unavailable',
  planRequired: 'gateway.planRequired',
  notConnected: 'gateway.error.notConnected',
} as const satisfies Record<string, MessageCode>
