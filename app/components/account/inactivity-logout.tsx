// The 15-minute inactivity sign-out of a signed-in page (app/islands/inactivity-logout.ts): run by
// React on hydrated pages; its marker tells the page script to run it on server-only ones.
import { useEffect } from 'react'
import { useSubmit } from 'react-router'
import { SIGNED_IN_MARKER, watchInactivity } from '~/islands/inactivity-logout'

export function InactivityLogout() {
  const submit = useSubmit()
  useEffect(() => watchInactivity(() => void submit({ reason: 'inactive' }, { method: 'post', action: '/logout' })), [submit])
  return <span hidden {...{ [SIGNED_IN_MARKER]: '' }} />
}
