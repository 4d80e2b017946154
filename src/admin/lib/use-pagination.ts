/**
 * The words of @medusajs/ui's Table.Pagination ("1 – 10 of 24 results", "1 of 3 pages",
 * Prev/Next) in the admin language. "of N results/pages" agrees with N, so those two are
 * plural keys (Russian: "из 21 записи", "из 24 записей").
 */
import { useTranslation } from "react-i18next"

export function usePaginationTranslations(count: number, pageCount: number) {
  const { t } = useTranslation()
  return {
    of: t("cryptocloud.pagination.of"),
    results: t("cryptocloud.pagination.results", { count }),
    pages: t("cryptocloud.pagination.pages", { count: Math.max(pageCount, 1) }),
    prev: t("cryptocloud.pagination.prev"),
    next: t("cryptocloud.pagination.next"),
  }
}
