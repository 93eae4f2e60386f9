// The app's own navigation outside the signed-in area: /plans and /ops keep the frame (header and
// main navigation, with My Rent where it belongs) for a signed-in member; a visitor of /plans has
// the public site's.
import { RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { env } from '~/server/env.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { callRoute, pageGet, signedInCookie } from '../../support/route-call'
import { leasedHouse } from '../ledger/support'

afterEach(() => {
  env.OPERATOR_PHONES.length = 0
})

describe('the frame outside the signed-in area', () => {
  test('/plans: a signed-in tenant has the navigation with My Rent first; a visitor has none', async () => {
    const phone = uniquePhone()
    await leasedHouse({ tenantPhone: phone })
    const tenant = await createMember({ phone })
    const signedIn = await callRoute(pageGet('/plans', { cookie: await signedInCookie(tenant.id) }))
    expect(signedIn.data.frame).toEqual({ sidebarCollapsed: false, myRent: 'first' })
    expect((await callRoute(pageGet('/plans'))).data.frame).toBeNull()
    const { handle } = await import('~/routes/plans')
    expect(handle).toMatchObject({ appFrame: true, hydrate: false })
  })

  test('/ops: the operator keeps the navigation', async () => {
    const operator = await createMember()
    env.OPERATOR_PHONES.push(operator.phone)
    const { loader, middleware, handle } = await import('~/routes/ops/layout')
    const args = { request: pageGet('/ops', { cookie: await signedInCookie(operator.id) }), params: {}, context: new RouterContextProvider() } as never
    await middleware[0]!(args, (async () => undefined) as never)
    expect(await loader(args)).toEqual({ frame: { sidebarCollapsed: false, myRent: null } })
    expect(handle).toEqual({ appFrame: true })
  })
})
