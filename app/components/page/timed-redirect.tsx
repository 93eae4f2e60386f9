// Goes to another page after a few seconds (spec §9: 5 s already registered, 3 s signed in, 2 s
// password changed): a refresh tag, which browsers follow with and without JavaScript. It is used
// on server-only pages only (ADR 009), where no script of ours could navigate.
export function TimedRedirect({ to, seconds }: { to: string; seconds: number }) {
  return <meta httpEquiv="refresh" content={`${seconds};url=${to}`} />
}
