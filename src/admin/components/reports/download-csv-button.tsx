/**
 * "Download CSV": the whole report of the period as a file, fetched with the admin's session
 * and saved under the route's file name (lib/reports/download.ts). A refusal (a lost session,
 * a bad period) is said in a toast, in the admin language where the admin knows the case.
 */
import { ArrowDownTray } from "@medusajs/icons"
import { Button, toast } from "@medusajs/ui"
import { useMutation } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import type { ReportQuery } from "../../lib/queries/reports"
import { downloadReportCsv } from "../../lib/reports/download"
import { errorMessage } from "../../lib/sdk"

export function DownloadCsvButton({ query }: { query: ReportQuery }) {
  const { t } = useTranslation()
  const download = useMutation({
    mutationFn: () => downloadReportCsv(query),
    onSuccess: (name) => toast.success(t("cryptocloud.reports.download.saved"), { description: name }),
    onError: (error) => toast.error(t("cryptocloud.reports.download.failed"), { description: errorMessage(error, t) }),
  })
  return (
    <Button size="small" variant="secondary" isLoading={download.isPending} onClick={() => download.mutate()} data-testid="reports-download">
      <ArrowDownTray />
      {t("cryptocloud.reports.download.label")}
    </Button>
  )
}
