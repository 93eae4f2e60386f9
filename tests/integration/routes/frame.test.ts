// The signed-in frame's form called directly: collapsing the sidebar (POST /sidebar),
// by the sidebar's fetcher (data back) or by the plain form without JavaScript (back to the page).
import { describe, expect, test } from 'vitest'
import { sidebarCookie } from '~/server/sidebar.server'
import { callRoute, formPost, setCookieValue } from '../../support/route-call'
import { signedInMember } from './support'

describe('the sidebar (POST /sidebar)', () => {
  test('the fetcher’s post remembers the state in its cookie and answers it', async () => {
    const { cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/sidebar', { collapsed: 'true' }, { cookie }))
    expect(outcome.file).toBe('routes/frame/sidebar.ts')
    expect(outcome).toMatchObject({ status: 200, data: { collapsed: true } })
    expect(await setCookieValue(outcome, sidebarCookie)).toBe('collapsed')
  })

  test('the plain form goes back to the page it came from (never off the site)', async () => {
    const { cookie } = await signedInMember()
    const back = await callRoute(formPost('/sidebar', { collapsed: 'false', redirectTo: '/properties?page=2' }, { cookie }))
    expect(back.status).toBe(303)
    expect(back.headers.get('Location')).toBe('/properties?page=2')
    expect(await setCookieValue(back, sidebarCookie)).toBe('expanded')
    const offSite = await callRoute(formPost('/sidebar', { collapsed: 'false', redirectTo: '//evil.example' }, { cookie }))
    expect(offSite.headers.get('Location')).toBe('/dashboard')
  })

  test('a state that is neither is 400, and no cookie is set', async () => {
    const { cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/sidebar', { collapsed: 'maybe' }, { cookie }))
    expect(outcome).toMatchObject({ status: 400, data: { collapsed: null } })
    expect(outcome.headers.getSetCookie()).toEqual([])
  })

  test('signed out, it goes to sign-in', async () => {
    const outcome = await callRoute(formPost('/sidebar', { collapsed: 'true' }))
    expect(outcome).toMatchObject({ thrown: true, status: 302 })
    expect(outcome.headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
  })
})
