/** The pay page in English. */
import { standardSuffix } from "../../page-kit/coins"
import type { PayStrings } from "./strings"

export const en: PayStrings = {
  language: "en",
  dateLocale: "en-GB",
  decimalSeparator: ".",
  groupSeparator: ",",
  pageTitle: "Order payment",
  orderName: (id) => `Order #${id}`,
  coin: (w) => `${w.asset} on ${w.network}${standardSuffix(w)}`,
  crypto: (amount, w) => `${amount} ${w.asset} on ${w.network}${standardSuffix(w)}`,
  form: {
    title: (id) => `Pay for order #${id}`,
    intro: (shop) => (shop ? `${shop} asks you to pay what is still due on your order:` : "The shop asks you to pay what is still due on your order:"),
    choose: "Pay with",
    submit: "Pay",
    next: "You will be taken to CryptoCloud's payment page, which shows the address and the exact amount to send.",
    validUntil: "This link works until",
    noCoin: "Please choose what to pay with.",
  },
  again: {
    title: "The time to pay ran out",
    text: "The payment page expired before the full amount arrived. You can pay again:",
    partNote: (received) => `${received} had arrived before it expired: the shop knows and will contact you about it.`,
    submit: "Pay again",
  },
  waiting: {
    title: "Waiting for your payment",
    text: (crypto) => `Send ${crypto} on the payment page. Once the network confirms it, this page says so.`,
    open: "Open the payment page",
    refreshes: "This page updates itself.",
    until: "The payment page is open until",
  },
  partial: {
    title: "Part of your payment has arrived",
    received: "Received",
    stillDue: "Still to send",
    text: "Send the rest to the same address, from the payment page, before it expires.",
    open: "Open the payment page",
  },
  paid: {
    title: "Thank you — your payment has arrived",
    text: (order) => `${order} is paid. You can close this page.`,
  },
  redirect: {
    title: "Opening the payment page…",
    text: "If it does not open by itself:",
    open: "Open the payment page",
  },
  facts: {
    order: "Order",
    amountDue: "Amount due",
  },
  nothingOwed: {
    title: "Nothing to pay",
    text: (order) => `${order} has nothing left to pay. If you think this is wrong, please contact the shop.`,
  },
  canceled: {
    title: "This order was cancelled",
    text: "There is nothing to pay. If you think this is wrong, please contact the shop.",
  },
  replaced: {
    title: "This link is no longer valid",
    text: "The shop has sent you a newer link for this order since. Please use the latest e-mail, or ask the shop for a new link.",
  },
  linkExpired: {
    title: "This link has expired",
    text: "Please ask the shop for a new link.",
  },
  invalid: {
    title: "This link is not valid",
    text: "Make sure you opened the whole link from the e-mail. If it still does not work, please ask the shop for a new link.",
  },
  unavailable: {
    title: "This order cannot be paid in crypto here",
    text: "Please contact the shop.",
  },
  busy: {
    title: "Too many attempts",
    text: "Please try again in a few minutes.",
  },
  badForm: {
    title: "The form could not be read",
    text: "Please open the page again and choose what to pay with.",
    back: "Back to the page",
  },
  error: {
    title: "Something went wrong",
    text: "Please try again in a few minutes. If it keeps happening, contact the shop.",
  },
}
