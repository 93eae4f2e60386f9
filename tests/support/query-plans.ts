// Reading PostgreSQL's `EXPLAIN (ANALYZE, FORMAT JSON)`: the tests that hold a statement to the rows
// it reads (team/reads-by-index, reports/chart-reads-by-index).

/** A node of a plan, with the fields these tests read. */
export type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  Plans?: PlanNode[]
}

/** The node and every node under it. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)]
}

/** The rows a node read over all its loops: those it returned and those it threw away. */
export function rowsReadBy(node: PlanNode): number {
  const perLoop = (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)
  return perLoop * (node['Actual Loops'] ?? 1)
}
