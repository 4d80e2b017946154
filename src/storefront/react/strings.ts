/**
 * Every word the embedded checkout shows, in English and Russian. A store passes `locale` and,
 * to reword anything, `strings` with just the keys it changes.
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

export const EN: CheckoutStrings = {
  chooseCoin: "Pay with",
  chooseNetwork: "Network",
  continue: "Continue",
  creating: "Creating your invoice…",
  loadingCurrencies: "Loading payment currencies…",
  noCurrencies: "Crypto payment is not available right now.",
  sendExactly: "Send exactly",
  toAddress: "To this address",
  copy: "Copy",
  copied: "Copied",
  copyAmount: "Copy the amount",
  copyAddress: "Copy the address",
  qrLabel: (coin) => `QR code to pay in ${coin}`,
  qrHasNoAmount: "The QR code holds the address only: enter the amount in your wallet.",
  sendOnly: (network) => `Send only on ${network}. Coins sent on another network are lost.`,
  timeLeft: "Time left",
  timeUp: "Time is up",
  waiting: "Waiting for your payment… This page updates by itself.",
  partlyPaid: (due, currency) => `Part of your payment has arrived. Still to pay: ${due} ${currency}, to the same address.`,
  paidOrderLater: "Payment received. Your order is being confirmed; you will get an e-mail, and you can close this page.",
  placingOrder: "Payment received — placing your order…",
  orderPlaced: "Your order has been placed.",
  expired: "This invoice has expired before the full payment arrived. No order was placed.",
  startAgain: "Start again",
  hostedPage: "Open the payment page instead",
  changeCoin: "Choose another coin",
  testMode: "Test invoice: no real money moves.",
  failed: "Something went wrong with the crypto payment. Please try again.",
  payWithCrypto: "Pay with crypto",
  developerNote: "For the developer (shown in development builds only):",
  loadingOrder: "Loading the payment…",
  orderPaymentTitle: (order) => `Payment for order ${order}`,
  amountDue: "Amount due",
  paymentReceived: "Payment received. Thank you!",
  orderPaid: "This order is paid. Thank you!",
  linkNotFound: "This payment link is not valid. Please check the link you received, or contact the store.",
  linkClosed: "This payment request is no longer open. Please contact the store.",
}

export const RU: CheckoutStrings = {
  chooseCoin: "Оплатить в",
  chooseNetwork: "Сеть",
  continue: "Продолжить",
  creating: "Создаём счёт…",
  loadingCurrencies: "Загружаем список валют…",
  noCurrencies: "Оплата криптовалютой сейчас недоступна.",
  sendExactly: "Отправьте ровно",
  toAddress: "На этот адрес",
  copy: "Копировать",
  copied: "Скопировано",
  copyAmount: "Скопировать сумму",
  copyAddress: "Скопировать адрес",
  qrLabel: (coin) => `QR-код для оплаты в ${coin}`,
  qrHasNoAmount: "QR-код содержит только адрес: сумму введите в кошельке.",
  sendOnly: (network) => `Отправляйте только в сети ${network}. Монеты, отправленные в другой сети, будут потеряны.`,
  timeLeft: "Осталось",
  timeUp: "Время вышло",
  waiting: "Ждём ваш платёж… Страница обновится сама.",
  partlyPaid: (due, currency) => `Часть платежа получена. Осталось оплатить: ${due} ${currency} на тот же адрес.`,
  paidOrderLater: "Платёж получен. Заказ подтверждается: вы получите письмо, страницу можно закрыть.",
  placingOrder: "Платёж получен — оформляем заказ…",
  orderPlaced: "Заказ оформлен.",
  expired: "Срок счёта истёк до поступления полной оплаты. Заказ не создан.",
  startAgain: "Начать заново",
  hostedPage: "Открыть страницу оплаты",
  changeCoin: "Выбрать другую монету",
  testMode: "Тестовый счёт: реальные деньги не списываются.",
  failed: "С оплатой криптовалютой что-то пошло не так. Попробуйте ещё раз.",
  payWithCrypto: "Оплатить криптовалютой",
  developerNote: "Для разработчика (видно только в сборке для разработки):",
  loadingOrder: "Загружаем данные оплаты…",
  orderPaymentTitle: (order) => `Оплата заказа ${order}`,
  amountDue: "К оплате",
  paymentReceived: "Платёж получен. Спасибо!",
  orderPaid: "Этот заказ оплачен. Спасибо!",
  linkNotFound: "Ссылка на оплату недействительна. Проверьте полученную ссылку или свяжитесь с магазином.",
  linkClosed: "Этот запрос на оплату больше не действует. Свяжитесь с магазином.",
}

export const CHECKOUT_STRINGS: Record<"en" | "ru", CheckoutStrings> = { en: EN, ru: RU }

/** The language the components speak for `locale`: `ru` for `ru`/`ru-*`, else `en`. */
export function languageOf(locale: string | undefined): "en" | "ru" {
  return locale?.toLowerCase().startsWith("ru") ? "ru" : "en"
}

/** `ru`, `ru-RU` → Russian; anything else → English; then the store's overrides. */
export function checkoutStrings(locale: string | undefined, overrides?: Partial<CheckoutStrings>): CheckoutStrings {
  const base = languageOf(locale) === "ru" ? RU : EN
  return overrides ? { ...base, ...overrides } : base
}
