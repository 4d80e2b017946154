/**
 * The storefront components' words: `CheckoutStrings` as the components use them (and a store
 * overrides them, functions included), and `CheckoutWords` as translators write them, one table
 * per language (words/<code>.ts), with `{name}` placeholders where `CheckoutStrings` has
 * functions. strings.ts turns a table into `CheckoutStrings`.
 */

export interface CheckoutStrings {
  chooseCoin: string
  chooseNetwork: string
  continue: string
  creating: string
  loadingCurrencies: string
  noCurrencies: string
  sendExactly: string
  toAddress: string
  copy: string
  copied: string
  copyAmount: string
  copyAddress: string
  qrLabel: (coin: string) => string
  qrHasNoAmount: string
  sendOnly: (network: string) => string
  timeLeft: string
  timeUp: string
  waiting: string
  partlyPaid: (due: string, currency: string) => string
  paidOrderLater: string
  placingOrder: string
  orderPlaced: string
  expired: string
  startAgain: string
  hostedPage: string
  changeCoin: string
  testMode: string
  failed: string
  /** The redirect flow's button (`<PayWithCryptoButton>`). */
  payWithCrypto: string
  /** Before the reason shown to developers (development builds only). */
  developerNote: string
  /** An order's payment collection (`<CryptoOrderPayment>`). */
  loadingOrder: string
  orderPaymentTitle: (order: string) => string
  amountDue: string
  /** The money on the order's collection arrived (the checkout's last step there). */
  paymentReceived: string
  orderPaid: string
  linkNotFound: string
  linkClosed: string
}

type Templated<T> = { [K in keyof T]: T[K] extends (...args: never[]) => string ? string : T[K] }

/** `qrLabel` {coin}; `sendOnly` {network}; `partlyPaid` {due} {currency}; `orderPaymentTitle` {order}. */
export type CheckoutWords = Templated<CheckoutStrings>
