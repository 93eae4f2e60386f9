// The one table `npm run bench` ends with: every figure of the run, each part adding its
// rows as it measures. A figure not measured in this run (BENCH_ONLY, or a part still to come)
// keeps its slot with "not measured", so the table always has the same rows in the same order.
export type Figure = {
  /** The row's name, e.g. "landing page /" or "reminder sweep". */
  figure: string
  /** The measurement as a readable value, e.g. "6,546 req/s" or "1.2 s". */
  value: string
  /** Throughput as a ratio to /healthz of the same run (route rows only). */
  ratio?: number
  p95Ms?: number
  /** The target, e.g. "≥ 0.5" or "≤ 1 s" (blank: none). */
  target?: string
  /** Whether the target is met (undefined: no target, or not measured). */
  met?: boolean
}

const rows = new Map<string, Figure>()

/** A slot: a row that a part fills later (kept in order of declaration). */
export function reserveFigure(figure: string, target?: string) {
  if (!rows.has(figure)) rows.set(figure, { figure, value: 'not measured', target })
}

export function addFigure(row: Figure) {
  const slot = rows.get(row.figure)
  rows.set(row.figure, { ...slot, ...row, target: row.target ?? slot?.target })
}

export function printFigureTable(title: string) {
  const number = (n: number | undefined, digits: number) => (n === undefined || Number.isNaN(n) ? '' : n.toFixed(digits))
  console.log(`\n${title}\n`)
  console.log('| figure | value | ratio to /healthz | p95 ms | target | met |')
  console.log('|---|---:|---:|---:|---|---|')
  for (const r of rows.values()) {
    const met = r.met === undefined ? '' : r.met ? 'yes' : '**no**'
    console.log(`| ${r.figure} | ${r.value} | ${number(r.ratio, 3)} | ${number(r.p95Ms, 1)} | ${r.target ?? ''} | ${met} |`)
  }
}
