// The frame of a signed-in screen: an optional way back, the title (with a subtitle) and the
// page's actions, then its content; one column on a phone. Plain elements styled by the frame's
// stylesheet (components/frame/frame-styles.ts, ADR 038): every signed-in page draws it.
import { Link } from '~/components/link'

type PageFrameProps = {
  title: string
  /** Shown above the title (a property's id). */
  overline?: string | undefined
  subtitle?: string | undefined
  back?: { to: string; label: string } | undefined
  actions?: React.ReactNode
  children: React.ReactNode
}

export function PageFrame({ title, overline, subtitle, back, actions, children }: PageFrameProps) {
  return (
    <section className="page" aria-labelledby="page-title">
      {back && (
        <Link to={back.to} className="page-back">
          ← {back.label}
        </Link>
      )}
      <div className="page-head">
        <div className="page-heading">
          {overline && <p className="page-overline">{overline}</p>}
          <h1 id="page-title">{title}</h1>
          {subtitle && <p className="page-subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="page-actions">{actions}</div>}
      </div>
      {children}
    </section>
  )
}
