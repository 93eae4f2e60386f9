// The frame of a dashboard card: an outlined section named by its heading, and under the heading,
// when the card has one, a line on what it lists. Plain elements styled by the frame's stylesheet
// (page/content-styles.ts, ADR 048).
import type { ReactNode } from 'react'

export function DashboardCard({ titleId, title, intro, children }: { titleId: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        {title}
      </h2>
      {intro !== undefined && <p className="card-intro">{intro}</p>}
      {children}
    </section>
  )
}
