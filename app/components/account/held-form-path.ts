// Where a form kept when the member's session ended waits to be sent (app/routes/held-form.tsx,
// ADR 066): the sign-in's return address, the dashboard's link and the page's own Send.
export function heldFormPath(id: string) {
  return `/held/${id}`
}
