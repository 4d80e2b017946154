"use client"
/**
 * `medusa-payment-cryptocloud/storefront/react`: React components of a crypto checkout (React is
 * an optional peer dependency of the package). Style them with `medusa-payment-cryptocloud/storefront/styles.css`
 * (CSS variables and plain `cc-*` class names) or your own CSS.
 */
export { CryptoCheckout, type CryptoCheckoutProps } from "./crypto-checkout"
export { CryptoOrderPayment, OrderPaymentSummary, formatAmount, type CryptoOrderPaymentProps } from "./crypto-order-payment"
export { EmbeddedCheckout, type EmbeddedCheckoutProps } from "./embedded-checkout"
export { PayWithCryptoButton, CryptoPaymentStatus } from "./redirect-flow"
export { QrCode, CopyButton, Countdown } from "./parts"
export { CHECKOUT_STRINGS, checkoutStrings, languageAttributes, languageOf, type CheckoutStrings } from "./strings"
