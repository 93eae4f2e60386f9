// Reads an .xlsx back as the tests' evidence: every sheet by name, as rows of cell values.
import readXlsxFile from 'read-excel-file/node'

export type Workbook = Record<string, unknown[][]>

export async function readWorkbook(file: Buffer | string): Promise<Workbook> {
  const sheets = await readXlsxFile(file)
  return Object.fromEntries(sheets.map(({ sheet, data }) => [sheet, data as unknown[][]]))
}

/** The rows of a sheet as objects keyed by the header row. */
export function sheetObjects(workbook: Workbook, sheet: string): Array<Record<string, unknown>> {
  const [header = [], ...rows] = workbook[sheet] ?? []
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [String(name), row[index] ?? null])))
}
