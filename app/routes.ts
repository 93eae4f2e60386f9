// Route ids are the spec's route names (spec §2.1); /v1 resource routes follow API.md.
import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  index('routes/landing-page.tsx', { id: 'LandingPage' }),
  route('preferences', 'routes/preferences.ts', { id: 'Preferences' }),
  ...prefix('v1', [
    route('openapi.json', 'routes/v1/openapi.ts', { id: 'v1/openapi' }),
    route('public/release/latest', 'routes/v1/public.release.latest.ts', { id: 'v1/public/release/latest' }),
    route('account/verify', 'routes/v1/account.verify.ts', { id: 'v1/account/verify' }),
    route('*', 'routes/v1/not-found.ts', { id: 'v1/not-found' }),
  ]),
  route('*', 'routes/not-found.tsx', { id: 'NotFound' }),
] satisfies RouteConfig
