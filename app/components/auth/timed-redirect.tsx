// Goes to another page after a few seconds (spec §9: 5 s already registered, 3 s signed in, 2 s
// password changed). With JavaScript a timer navigates; without it a refresh tag in <noscript>
// does, which a browser running scripts ignores.
import { useEffect } from 'react'
import { useNavigate } from 'react-router'

export function TimedRedirect({ to, seconds }: { to: string; seconds: number }) {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(to), seconds * 1000)
    return () => window.clearTimeout(timer)
  }, [navigate, to, seconds])
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${seconds};url=${to}`} />
    </noscript>
  )
}
