/**
 * A storefront's checkout page as a store would write it: the cart from the store API, then the
 * package's `<CryptoCheckout>` imported from `medusa-payment-cryptocloud/storefront/react` (the
 * package export, resolved and bundled by serve.ts). Query: `cart`, `key` (publishable key),
 * `locale`.
 */
import Medusa from "@medusajs/js-sdk"
import { createRoot } from "react-dom/client"
import { CryptoCheckout } from "medusa-payment-cryptocloud/storefront/react"

const params = new URLSearchParams(window.location.search)
const sdk = new Medusa({ baseUrl: window.location.origin, publishableKey: params.get("key") ?? undefined })
const root = createRoot(document.getElementById("checkout")!)

sdk.store.cart
  .retrieve(params.get("cart")!, { fields: "*payment_collection.payment_sessions" })
  .then(({ cart }) => {
    root.render(
      <CryptoCheckout
        sdk={sdk}
        cart={cart}
        locale={params.get("locale") ?? "en"}
        pollIntervalMs={1000}
        onComplete={(order) => {
          const done = document.getElementById("order")!
          done.dataset.orderId = order.id
          done.textContent = `Order #${order.display_id} confirmed`
        }}
      />
    )
  })
  .catch((error: Error) => {
    document.getElementById("checkout")!.textContent = `Could not load the cart: ${error.message}`
  })
