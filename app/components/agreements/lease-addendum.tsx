// The addendum to the lease: the agreement's changes and renewal as numbered
// items, in one language or English and Nepali side by side, with the lease's stylesheet (A4 print,
// no script). The same markup serves the addendum page and /v1's HTML.
import type { AddendumDocument } from '~/domain/lease-addendum'
import { LEASE_CSS } from './lease-document'

function AddendumArticle({ addendum }: { addendum: AddendumDocument }) {
  return (
    <article lang={addendum.language}>
      <h2>{addendum.title}</h2>
      <p>{addendum.preamble}</p>
      {addendum.empty && <p>{addendum.empty}</p>}
      {addendum.items.map((item) => (
        <section key={item.heading} data-item={item.kind}>
          <h3>{item.heading}</h3>
          {item.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}
      <div className="lease-signatures">
        {addendum.signatures.map((role) => (
          <div key={role}>
            <strong>{role}</strong>
            <p>______________________</p>
          </div>
        ))}
      </div>
    </article>
  )
}

export function AddendumDocuments({ documents }: { documents: AddendumDocument[] }) {
  return (
    <div className="lease" id="addendum">
      <style>{LEASE_CSS}</style>
      <section className="lease-copy">
        <div className={documents.length > 1 ? 'lease-columns lease-both' : 'lease-columns'}>
          {documents.map((addendum) => (
            <AddendumArticle key={addendum.language} addendum={addendum} />
          ))}
        </div>
      </section>
    </div>
  )
}
