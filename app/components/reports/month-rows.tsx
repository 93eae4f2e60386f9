// A report's year as B.S. month rows (the rent-income and profit reports): the month, its amount
// and what made it up. Plain elements styled by the frame's stylesheet (ADR 048): a landlord of a
// hundred properties has 1,200 of them on a page, for which MUI's styled parts took 200 ms of the
// server's time a request, against 60–70 ms drawn this way (ADR 068).

type MonthRow = { key: string; month: string; amount: string; detail: string }

export function MonthRows({ label, months }: { label: string; months: MonthRow[] }) {
  return (
    <div className="mt-2">
      <ul aria-label={label} className="plain-list rows charge-rows">
        {months.map((row) => (
          <li key={row.key}>
            <p className="text">{row.month}</p>
            <p className="text medium">{row.amount}</p>
            <p className="note span-all wrap">{row.detail}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A report's section: its heading and what follows, as the frame's cards title them. */
export function ReportSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-3">
      <h2 id={`${id}-title`} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  )
}
