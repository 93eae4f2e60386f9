// The rental notice as printed for the municipality, in Nepali whatever the interface
// language: a letter to the local level with the facts it asks for, and the landlord's signature.
// Print leaves only the notice, on A4.
import type { rentalNoticeLines } from '~/domain/rental-notice'

const NOTICE_CSS = `
.notice-paper { color: #111; background: #fff; border: 1px solid #bbb; border-radius: 4px; padding: 16px; line-height: 1.5; overflow-wrap: anywhere; }
.notice-paper h2 { text-align: center; font-size: 1.3em; margin: 0 0 0.5em; }
.notice-paper dl { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 4px 12px; }
.notice-paper dt { font-weight: 600; }
.notice-paper dd { margin: 0; }
.notice-signature { margin-top: 40px; border-top: 1px solid #111; width: 220px; max-width: 100%; padding-top: 4px; }
@page { size: A4; margin: 18mm; }
@media print {
  header, nav, [data-no-print], #page-title, #page-title + p { display: none !important; }
  body { background: #fff !important; }
  .notice-paper { border: none; padding: 0; font-size: 11pt; }
}
`

type Printed = ReturnType<typeof rentalNoticeLines>

export function NoticeDocument({ printed, municipality }: { printed: Printed; municipality: string }) {
  return (
    <div className="notice-paper" id="notice" lang="ne">
      <style>{NOTICE_CSS}</style>
      <p>श्री {municipality}</p>
      <h2>{printed.title}</h2>
      <p>
        <strong>{printed.subject}</strong>
      </p>
      <p>घर बहाल व्यवस्था निर्देशिका बमोजिम देहायको जानकारी पेश गरेको छु।</p>
      <dl>
        {printed.lines.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="notice-signature">घरधनीको सही / मिति</p>
    </div>
  )
}
