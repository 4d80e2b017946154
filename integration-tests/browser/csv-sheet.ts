/**
 * A downloaded report read back and shown the way a spreadsheet shows it, for the reports
 * scenario: a strict RFC 4180 reader (quoted cells, doubled quotes, CRLF, one width for every
 * record — it throws on anything else, so a malformed file fails the test), and an HTML page of
 * the rows in a grid with column letters and row numbers, for the merchant guide's screenshot.
 */

/** The records of an RFC 4180 text (a UTF-8 byte-order mark is skipped). Throws when malformed. */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text
  const records: string[][] = []
  let record: string[] = []
  let cell = ""
  let i = 0
  let quoted = false
  let cellStart = true
  while (i < body.length) {
    const c = body[i]
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"'
        i += 2
      } else if (c === '"') {
        quoted = false
        i += 1
        if (i < body.length && body[i] !== "," && body[i] !== "\r" && body[i] !== "\n") throw new Error(`text after a closing quote at ${i}`)
      } else {
        cell += c
        i += 1
      }
      continue
    }
    if (c === '"' && cellStart) {
      quoted = true
      cellStart = false
      i += 1
    } else if (c === '"') {
      throw new Error(`a quote inside an unquoted cell at ${i}`)
    } else if (c === ",") {
      record.push(cell)
      cell = ""
      cellStart = true
      i += 1
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && body[i + 1] !== "\n") throw new Error(`a bare CR at ${i}`)
      record.push(cell)
      records.push(record)
      record = []
      cell = ""
      cellStart = true
      i += c === "\r" ? 2 : 1
    } else {
      cell += c
      cellStart = false
      i += 1
    }
  }
  if (quoted) throw new Error("an unterminated quoted cell")
  if (!cellStart || record.length) {
    record.push(cell)
    records.push(record)
  }
  const width = records[0]?.length ?? 0
  const ragged = records.findIndex((r) => r.length !== width)
  if (ragged >= 0) throw new Error(`record ${ragged + 1} has ${records[ragged].length} cells, the header ${width}`)
  return records
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!)

/** "A".."Z", "AA"… as a spreadsheet names its columns. */
function columnLetter(index: number): string {
  let n = index + 1
  let out = ""
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out
    n = Math.floor((n - 1) / 26)
  }
  return out
}

/** An HTML page showing `records` as a spreadsheet grid, titled with the file name. */
export function sheetHtml(fileName: string, records: string[][]): string {
  const width = records[0]?.length ?? 0
  const head = `<tr><th class="corner"></th>${Array.from({ length: width }, (_, i) => `<th>${columnLetter(i)}</th>`).join("")}</tr>`
  const rows = records
    .map(
      (record, r) =>
        `<tr class="${r === 0 ? "header" : ""}"><th>${r + 1}</th>${record
          .map((cell) => `<td class="${/^-?\d+(\.\d+)?$/.test(cell) ? "num" : ""}">${escapeHtml(cell)}</td>`)
          .join("")}</tr>`
    )
    .join("")
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(fileName)}</title><style>
    body { margin: 0; font: 12px/1.4 Arial, Helvetica, sans-serif; color: #1f2328; background: #fff; }
    .file { display: inline-block; }
    .bar { padding: 8px 12px; background: #f3f3f3; border-bottom: 1px solid #d0d0d0; font-weight: bold; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid #d4d4d4; padding: 3px 6px; white-space: nowrap; }
    th { background: #efefef; color: #555; font-weight: normal; text-align: center; min-width: 28px; }
    tr.header td { font-weight: bold; background: #fafafa; }
    td.num { text-align: right; }
  </style></head><body><div class="file" data-testid="csv-file"><div class="bar">${escapeHtml(fileName)}</div><table>${head}${rows}</table></div></body></html>`
}
