// The printed lease: plain elements and one stylesheet, so that the same markup serves
// the lease page and /v1's HTML (rendered to a string there, without MUI). The screen shows one
// copy; print gives all three (the landlord's, the tenant's, the municipality's), each from a new
// A4 page, and with two languages the copies print side by side.
import type { LeaseDocument as Lease } from '~/domain/lease-document'

export const LEASE_CSS = `
.lease { color: #111; background: #fff; line-height: 1.45; }
.lease-copy { padding: 16px; border: 1px solid #bbb; border-radius: 4px; }
.lease-copy + .lease-copy { display: none; }
.lease-columns { display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; }
@media (min-width: 900px) { .lease-columns.lease-both { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
.lease article { overflow-wrap: anywhere; }
.lease h2 { font-size: 1.35em; text-align: center; margin: 0.2em 0 0.6em; }
.lease h3 { font-size: 1em; margin: 0.9em 0 0.2em; }
.lease p { margin: 0.15em 0; }
.lease-copy-label { text-align: right; font-size: 0.85em; color: #444; }
.lease-signatures { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 20px 24px; margin-top: 28px; }
.lease-signatures div { break-inside: avoid; }
@page { size: A4; margin: 14mm; }
@media print {
  header, nav, [data-no-print], #page-title, #page-title + p { display: none !important; }
  body { background: #fff !important; }
  .lease { font-size: 10.5pt; }
  .lease-copy { border: none; padding: 0; }
  .lease-copy + .lease-copy { display: block; break-before: page; }
  .lease-columns.lease-both { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); font-size: 8.5pt; gap: 6mm; }
}
`

function LeaseArticle({ lease, copy }: { lease: Lease; copy: number }) {
  return (
    <article lang={lease.language}>
      <p className="lease-copy-label">{lease.copies[copy]?.label}</p>
      <h2>{lease.title}</h2>
      <p>{lease.preamble}</p>
      {lease.sections.map((section) => (
        <section key={section.element} data-element={section.element}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}
      <div className="lease-signatures">
        {lease.signatures.map((signature) => (
          <div key={signature.role}>
            <strong>{signature.role}</strong>
            {signature.lines.map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </div>
        ))}
      </div>
    </article>
  )
}

/** Every copy of the lease in the languages given (one, or English and Nepali side by side). */
export function LeaseCopies({ documents }: { documents: Lease[] }) {
  const copies = documents[0]?.copies ?? []
  return (
    <div className="lease" id="lease">
      <style>{LEASE_CSS}</style>
      {copies.map((copy, index) => (
        <section className="lease-copy" key={copy.number} data-copy={copy.number}>
          <div className={documents.length > 1 ? 'lease-columns lease-both' : 'lease-columns'}>
            {documents.map((lease) => (
              <LeaseArticle key={lease.language} lease={lease} copy={index} />
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
