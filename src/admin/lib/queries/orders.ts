/**
 * React Query hooks of the order widget's own routes: every crypto payment of the order (its
 * cart's and those of its changes, one invoice each), the payment request a merchant sends when
 * the order owes an amount, and whether the order's region offers CryptoCloud at all.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { OrderCryptoPaymentsResponse, PaymentRequestResponse } from "../../../contracts"
import { PROVIDER_PREFIX } from "../order-session"
import { request, sdk } from "../sdk"
import { BASE, cryptoKeys, retryTransient } from "./keys"

/** While an invoice of the order is still open, its status may change any moment: read again. */
const OPEN_PAYMENT_POLL_MS = 15_000

export function useOrderPayments(orderId: string) {
  return useQuery({
    queryKey: cryptoKeys.orderPayments(orderId),
    queryFn: () => request<OrderCryptoPaymentsResponse>(`${BASE}/orders/${encodeURIComponent(orderId)}/payments`),
    retry: retryTransient,
    refetchInterval: (q) => (q.state.data?.payments.some((p) => p.status === "created" || p.status === "partial") ? OPEN_PAYMENT_POLL_MS : false),
  })
}

/** An opaque pay link for what the order owes, e-mailed to the customer where the store can. */
export function useRequestPayment(orderId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => request<PaymentRequestResponse>(`${BASE}/orders/${encodeURIComponent(orderId)}/payment-request`, { method: "POST" }),
    onSettled: () => void client.invalidateQueries({ queryKey: cryptoKeys.orderPayments(orderId) }),
  })
}

/**
 * True when the region has a CryptoCloud provider: the widget offers a payment request on an
 * order paid another way (or a converted draft order) only where the customer could pay in crypto.
 */
export function useRegionOffersCrypto(regionId: string | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: cryptoKeys.regionOffersCrypto(regionId ?? ""),
    queryFn: async () => {
      const { region } = await sdk.admin.region.retrieve(regionId!, { fields: "id,*payment_providers" })
      return (region.payment_providers ?? []).some((provider) => provider?.id?.startsWith(PROVIDER_PREFIX))
    },
    enabled: enabled && Boolean(regionId),
    retry: retryTransient,
  })
}
