/**
 * "Download CSV": the report file fetched with the admin's session (the dashboard's cookie,
 * `credentials: "include"`, as every admin request of the plugin) and saved under the name
 * the route gives. A link straight to the route could not show a refusal (a bad period, a
 * lost session) in the page, and would leave the dashboard for an error body; fetching keeps
 * the admin on the page and says what went wrong. The file is held in the browser's memory
 * until it is saved — a month of a store's records is a few megabytes.
 */
import { ApiError, url } from "../sdk"
import { BASE } from "../queries/keys"
import { reportFileName, type ReportName } from "../../../contracts"
import { filenameFromDisposition } from "./filename"

export interface ReportFileRequest {
  report: ReportName
  start: string
  end: string
  shopId?: string
}

/** A refused download as the other admin requests report it (Medusa's `{ type, message }` body). */
async function refusal(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "")
  let body: Record<string, unknown> = {}
  try {
    const parsed: unknown = text ? JSON.parse(text) : null
    if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>
  } catch {
    body = {}
  }
  const message = typeof body.message === "string" && body.message ? body.message : `HTTP ${response.status}`
  return new ApiError(message, response.status, body, response.statusText)
}

/** Let the browser save `blob` as `name` (an invisible link with `download`, clicked once). */
function save(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = href
  link.download = name
  link.style.display = "none"
  document.body.appendChild(link)
  link.click()
  link.remove()
  // The browser reads the blob after the click returns: free it once the save has surely begun.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000)
}

/** Fetch the CSV and save it; resolves to the file name, throws ApiError when refused or unreachable. */
export async function downloadReportCsv({ report, start, end, shopId }: ReportFileRequest): Promise<string> {
  const query = { start, end, format: "csv", shop_id: shopId }
  let response: Response
  try {
    response = await fetch(url(`${BASE}/reports/${encodeURIComponent(report)}`, query), {
      credentials: "include",
      headers: { accept: "text/csv" },
    })
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 0, {})
  }
  if (!response.ok) throw await refusal(response)
  const blob = await response.blob()
  // Another origin's Content-Disposition is readable only when exposed (CORS): else the same name, built here.
  const name = filenameFromDisposition(response.headers.get("content-disposition")) ?? reportFileName(report, start, end)
  save(blob, name)
  return name
}
