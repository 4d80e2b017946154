/**
 * The project the Crypto payments page shows: its `?shop_id=` (react-router's search params),
 * the same URL value the page's project switcher keeps — so the reports are always of the
 * project on screen. None: the routes' default, the first project.
 */
import { useSearchParams } from "react-router-dom"

export function usePageShopId(): string | undefined {
  const [params] = useSearchParams()
  return params.get("shop_id") || undefined
}
