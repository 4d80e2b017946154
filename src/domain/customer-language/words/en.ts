/** What customers see, in English: the source every other table is checked against. */
import type { CustomerWords } from "../words"

export const en: CustomerWords = {
  language: "Language",
  pay: {
    pageTitle: "Order payment",
    orderName: "Order #{id}",
    coin: "{asset} on {network}{standard}",
    crypto: "{amount} {asset} on {network}{standard}",
    form: {
      title: "Pay for order #{id}",
      intro: "{shop} asks you to pay what is still due on your order:",
      introNoShop: "The shop asks you to pay what is still due on your order:",
      choose: "Pay with",
      submit: "Pay",
      next: "You will be taken to CryptoCloud's payment page, which shows the address and the exact amount to send.",
      validUntil: "This link works until",
      noCoin: "Please choose what to pay with.",
    },
    again: {
      title: "The time to pay ran out",
      text: "The payment page expired before the full amount arrived. You can pay again:",
      partNote: "{received} had arrived before it expired: the shop knows and will contact you about it.",
      submit: "Pay again",
    },
    waiting: {
      title: "Waiting for your payment",
      text: "Send {crypto} on the payment page. Once the network confirms it, this page says so.",
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
    paid: { title: "Thank you — your payment has arrived", text: "{order} is paid. You can close this page." },
    redirect: { title: "Opening the payment page…", text: "If it does not open by itself:", open: "Open the payment page" },
    facts: { order: "Order", amountDue: "Amount due" },
    nothingOwed: { title: "Nothing to pay", text: "{order} has nothing left to pay. If you think this is wrong, please contact the shop." },
    canceled: { title: "This order was cancelled", text: "There is nothing to pay. If you think this is wrong, please contact the shop." },
    replaced: {
      title: "This link is no longer valid",
      text: "The shop has sent you a newer link for this order since. Please use the latest e-mail, or ask the shop for a new link.",
    },
    linkExpired: { title: "This link has expired", text: "Please ask the shop for a new link." },
    invalid: {
      title: "This link is not valid",
      text: "Make sure you opened the whole link from the e-mail. If it still does not work, please ask the shop for a new link.",
    },
    unavailable: { title: "This order cannot be paid in crypto here", text: "Please contact the shop." },
    busy: { title: "Too many attempts", text: "Please try again in a few minutes." },
    badForm: { title: "The form could not be read", text: "Please open the page again and choose what to pay with.", back: "Back to the page" },
    error: { title: "Something went wrong", text: "Please try again in a few minutes. If it keeps happening, contact the shop." },
  },
  refund: {
    pageTitle: "Your refund",
    refund: "{amount} {asset} on {network}{standard}",
    form: {
      title: "Where should your refund go?",
      intro: "The shop is refunding you",
      label: "Your {asset} address on {network}{standard}",
      help: "Copy it from your wallet (its “Receive” screen for this coin and network). An address of another network would lose the money.",
      validUntil: "This link can be used once, until",
      submit: "Continue",
    },
    families: { bitcoin: "a Bitcoin", litecoin: "a Litecoin", evm: "an Ethereum (EVM)", tron: "a Tron", solana: "a Solana", ton: "a TON" },
    expected: {
      bitcoin: "It should be a Bitcoin main network address: it starts with bc1, 1 or 3.",
      litecoin: "It should be a Litecoin main network address: it starts with ltc1, L or M.",
      evm: "It should be a {network} address: 0x and 40 more hexadecimal characters (0–9, a–f).",
      tron: "It should be a Tron address: 34 characters, starting with T.",
      solana: "It should be a Solana address: 32 to 44 letters and digits (without 0, O, I and l).",
      ton: "It should be a TON address: 48 characters, usually starting with EQ or UQ.",
    },
    reasons: {
      empty: "Please enter the address of your wallet.",
      malformed:
        "The address has a space, a line break or an invisible character in it, or it is too long. Copy the address from your wallet again: only the address itself.",
      payment_link: "This is a payment link (such as “tron:…?amount=…”), not an address. Paste only the address itself.",
      other_network: "This looks like {family} address, but the refund is sent on {network}. Money sent to an address of another network is lost.",
      testnet: "This is a test network address. The refund is sent on the main {network} network.",
      checksum:
        "This address has a typo: its built-in check (checksum) does not match, so a character is mistyped, missing or extra. Copy it from your wallet again instead of typing it.",
      burn: "This is a burn address: anything sent to it is destroyed. Please give the address of your own wallet.",
      litecoin_p2sh:
        "Addresses starting with 3 are Bitcoin addresses (old Litecoin addresses of this form are not accepted here). Litecoin addresses start with ltc1, L or M.",
      format: "This is not a valid {network} address: check that it was copied whole and unchanged.",
    },
    confirm: {
      title: "Check the address",
      intro: "Compare it with the address in your wallet, character by character — the beginning and the end above all.",
      refundTo: "The refund will be sent to",
      warning: "A payment sent to a wrong address cannot be returned. Once you confirm, this link cannot be used again.",
      confirm: "Confirm",
      change: "Change",
    },
    done: {
      title: "Thank you — your address is saved",
      text: "The shop will send {refund} to this address:",
      next: "Nothing else is needed from you; you can close this page. The shop sends the refund itself, so it may take a little while to arrive.",
    },
    used: {
      title: "This link has already been used",
      text: "An address has already been given through this link, or the shop has sent you a newer link since. If you need to change the address, please ask the shop for a new link.",
    },
    expired: { title: "This link has expired", text: "Please ask the shop for a new link." },
    invalid: {
      title: "This link is not valid",
      text: "Make sure you opened the whole link from the e-mail. If it still does not work, please ask the shop for a new link.",
    },
    unpayable: { title: "This refund cannot be paid in crypto here", text: "Please contact the shop." },
    badForm: { title: "The form could not be read", text: "Please open the form again and fill it in.", back: "Back to the form" },
    error: { title: "Something went wrong", text: "Please try again in a few minutes. If it keeps happening, contact the shop." },
  },
  email: {
    partialPayment: {
      subject: "Part of your crypto payment has arrived",
      intro: "Part of your payment has arrived, but not all of it. Please send the rest with the link below before the invoice expires.",
    },
    expiredWithPayment: {
      subject: "Your crypto payment arrived incomplete",
      intro: "The invoice expired before the full amount arrived. The shop has your payment and will contact you about what happens next.",
    },
    latePayment: {
      subject: "Your crypto payment arrived after the invoice expired",
      intro: "Your payment arrived after the invoice had expired. The shop has it and will contact you about your order.",
    },
    refundAddress: {
      subject: "Where should we send your refund?",
      intro: "The shop is refunding you in crypto. Please open the link below and give the address of your wallet.",
    },
    paymentRequest: {
      subject: "Payment requested for your order",
      intro: "The shop asks you to pay what is still due on your order. Open the link below to pay in crypto.",
    },
    returnAddress: {
      subject: "Where should we send your money back?",
      intro: "The shop is sending your payment back to you in crypto. Please open the link below and give the address of your wallet.",
    },
  },
}
