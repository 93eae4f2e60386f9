// Where the browser tests' server listens and how the tests reach its database and its texts.
// Setting E2E_PORT gives a run its own database and files, so two runs on one machine do not clash.
import path from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
/**
 * A second server on the same database, with Bhadaa's own merchant account configured
 * (BHADAA_KHALTI_SECRET_KEY: plans are paid for there); the first keeps plans free.
 */
export const E2E_PAID_PLANS_PORT = E2E_PORT + 2000
export const E2E_PAID_PLANS_BASE_URL = `http://localhost:${E2E_PAID_PLANS_PORT}`
const suffix = process.env.E2E_PORT ? `-${E2E_PORT}` : ''
export const E2E_DATABASE = `bhadaa_e2e${suffix.replace('-', '_')}`
/** start-server.ts writes the database URL here for the fixtures. */
export const E2E_DATABASE_URL_FILE = path.resolve(`.data/e2e-database-url${suffix}`)
/** The `log` SMS provider of the e2e server writes every text here, one JSON line each. */
export const E2E_SMS_LOG_FILE = path.resolve(`.data/e2e-sms${suffix}.log`)
/** The e2e server's one operator (OPERATOR_PHONES): the operator console's journeys sign in as this member. */
export const E2E_OPERATOR_PHONE = '+9779800000042'
