// Every web form action, sent a body that is not a form (a script, a broken client, a cut-off
// upload): the action answers as it does to an empty form, never with an error (a 500).
import { describe, expect, test } from 'vitest'
import { createProperty } from '~/services/properties/properties.server'
import { createUnit } from '~/services/properties/units.server'
import { callRoute, type RouteOutcome, signedInCookie } from '../../support/route-call'
import { leasedHouse } from '../ledger/support'
import { propertyInput, unitInput } from '../properties/support'

async function formPaths() {
  const { member, agreement } = await leasedHouse()
  const divided = await createProperty(member.id, propertyInput({ name: 'Himalaya Apartments', division: true }))
  const unit = await createUnit(member.id, divided.id, unitInput())
  return {
    cookie: await signedInCookie(member.id),
    paths: [
      '/login',
      '/register',
      '/forgot-password',
      '/logout',
      '/session/activity',
      '/preferences',
      '/cookie-consent',
      '/plans',
      '/support-ticket',
      '/sidebar',
      '/properties',
      '/properties/create',
      `/properties/edit/${divided.id}`,
      `/properties/${divided.id}?dialog=edit-unit&unit=${unit.id}`,
      '/agreements/create',
      `/agreements/${agreement.id}?dialog=terminate`,
      '/settings/appearance',
    ],
  }
}

const NOT_FORMS = [
  { 'Content-Type': 'application/json', body: '{"intent":"account"' },
  { 'Content-Type': 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\ncut off' },
]

describe('a body that is not a form', () => {
  test('gets the action’s own answer on every form route, never an error', async () => {
    const { cookie, paths } = await formPaths()
    const failures: string[] = []
    for (const path of paths) {
      for (const { body, ...headers } of NOT_FORMS) {
        const request = new Request(new URL(path, 'http://localhost'), { method: 'POST', body, headers: { ...headers, Cookie: cookie } })
        let outcome: RouteOutcome
        try {
          outcome = await callRoute(request)
        } catch (error) {
          failures.push(`${path} (${headers['Content-Type']}): ${String(error)}`)
          continue
        }
        expect(outcome.status, path).toBeLessThan(500)
      }
    }
    expect(failures).toEqual([])
  })
})
