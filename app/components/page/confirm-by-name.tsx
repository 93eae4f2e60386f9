// A dangerous, final action (delete a property, terminate an agreement; spec §4.9): a collapsible
// panel (a native <details>, so it opens without JavaScript) that links to a dialog which is a state
// of the URL (confirm-by-name-dialog.tsx, downloaded when it is opened).
import { Button } from '~/components/button'
import { Link } from '~/components/link'

type DangerPanelProps = { id?: string; title: string; dialogTo: string; children: React.ReactNode }

export function DangerPanel({ id, title, dialogTo, children }: DangerPanelProps) {
  return (
    <div id={id} className="card danger-panel">
      <details>
        <summary>{title}</summary>
        <div className="danger-body">
          {children}
          <Button component={Link} to={dialogTo} preventScrollReset variant="outlined" color="error">
            {title}
          </Button>
        </div>
      </details>
    </div>
  )
}
