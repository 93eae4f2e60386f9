import { pino } from 'pino'

// One structured logger for the process; request logs add a request id (server/http.ts).
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'bhadaa' },
  redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.otpauth', 'res.headers["set-cookie"]'],
})
