/**
 * The first rows of the chosen report, as the file will hold them: the CSV's column names and
 * the cells exactly as written (amounts are the service's decimal strings, times ISO 8601 UTC),
 * with how many rows the whole period has. The table scrolls sideways: reports are wide.
 * A row the route flags (the balance report's books and CryptoCloud's balance differ) is
 * highlighted, its `difference` in red, and a line above the table says so: never hidden.
 */
import { Table, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { NO_VALUE } from "../../lib/decimal"
import { useReportPreview, type ReportQuery } from "../../lib/queries/reports"
import { useFormat } from "../../lib/use-format"
import { ListStates } from "../section-list"

export function ReportPreview({ query }: { query: ReportQuery }) {
  const { t } = useTranslation()
  const f = useFormat()
  const preview = useReportPreview(query)
  const data = preview.data
  const rows = data?.rows ?? []
  const flagged = data?.flagged ?? []
  const flags = flagged.filter(Boolean).length

  return (
    <ListStates
      query={preview}
      empty={rows.length === 0}
      testId="reports-preview"
      loadingRows={4}
      errorTitle={t("cryptocloud.reports.preview.errorTitle")}
      emptyTitle={t("cryptocloud.reports.preview.emptyTitle")}
      emptyDescription={t("cryptocloud.reports.preview.emptyDescription")}
    >
      <div className={preview.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
        <div className="px-6 py-3">
          <Text size="small" className="text-ui-fg-subtle" data-testid="reports-preview-count" data-count={data?.count ?? 0}>
            {rows.length < (data?.count ?? 0)
              ? t("cryptocloud.reports.preview.firstRows", { count: data?.count ?? 0, shown: f.number(rows.length) })
              : t("cryptocloud.reports.preview.allRows", { count: rows.length })}
          </Text>
          {flags > 0 && (
            <Text size="small" className="text-ui-fg-error mt-1" data-testid="reports-preview-flagged" data-count={flags}>
              {t("cryptocloud.reports.preview.flagged", { count: flags })}
            </Text>
          )}
        </div>
        <div className="overflow-x-auto border-t">
          <Table data-testid="reports-preview-table">
            <Table.Header>
              <Table.Row>
                {data?.columns.map((column) => (
                  <Table.HeaderCell key={column} className="whitespace-nowrap font-mono" translate="no">
                    {column}
                  </Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, i) => (
                <Table.Row
                  key={i}
                  data-testid="reports-preview-row"
                  data-flagged={flagged[i] ? "true" : undefined}
                  className={flagged[i] ? "bg-ui-tag-red-bg" : undefined}
                >
                  {data?.columns.map((column) => (
                    <Table.Cell
                      key={column}
                      className={`max-w-[320px] truncate whitespace-nowrap${flagged[i] && column === "difference" ? " text-ui-fg-error font-medium" : ""}`}
                      title={row[column] ?? undefined}
                      translate="no"
                    >
                      {row[column] ?? NO_VALUE}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
      </div>
    </ListStates>
  )
}
