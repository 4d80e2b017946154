/**
 * A strict RFC 4180 reader for the report tests — written independently of the plugin's writer
 * (src/domain/reports/csv.ts), so a bug in one is not hidden by the same bug in the other. It
 * refuses what the RFC does not allow rather than guessing: a bare CR or LF outside quotes (lines
 * end in CRLF), a quote inside an unquoted field, text after a closing quote, an unterminated
 * quoted field, a file not ending in CRLF, and records of different widths.
 */
export interface ParsedCsv {
  header: string[]
  records: string[][]
}

export function parseRfc4180(text: string): ParsedCsv {
  const rows: string[][] = []
  let row: string[] = []
  let i = 0
  const fail = (what: string): never => {
    throw new Error(`not RFC 4180 at offset ${i} (record ${rows.length + 1}): ${what}`)
  }
  if (!text.endsWith("\r\n")) fail("the file does not end with CRLF")
  while (i < text.length) {
    let field = ""
    if (text[i] === '"') {
      i++
      for (;;) {
        if (i >= text.length) fail("unterminated quoted field")
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"'
            i += 2
            continue
          }
          i++
          break
        }
        field += text[i++]
      }
      if (i < text.length && text[i] !== "," && text[i] !== "\r") fail(`text after a closing quote: ${JSON.stringify(text[i])}`)
    } else {
      while (i < text.length && text[i] !== "," && text[i] !== "\r") {
        if (text[i] === '"') fail("a quote inside an unquoted field")
        if (text[i] === "\n") fail("a bare LF")
        field += text[i++]
      }
    }
    row.push(field)
    if (text[i] === ",") {
      i++
      continue
    }
    if (text[i] === "\r") {
      if (text[i + 1] !== "\n") fail("a bare CR")
      i += 2
      rows.push(row)
      row = []
    }
  }
  if (!rows.length) fail("no header")
  const [header, ...records] = rows
  records.forEach((record, n) => {
    if (record.length !== header.length) throw new Error(`record ${n + 2} has ${record.length} fields, the header ${header.length}`)
  })
  return { header, records }
}
