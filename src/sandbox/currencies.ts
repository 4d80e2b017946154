/**
 * Currency metadata and the two currency-object shapes of the spec (invoice variant and
 * balance/static-wallet variant), plus fake on-chain addresses and transaction hashes.
 *
 * Only the plain code lists are shared with the client (codes.ts); names, networks and icons
 * are the sandbox's own invention and only need to be plausible and stable.
 */
import { randomBytes, randomInt } from "node:crypto"
import { PAYMENT_CURRENCY_CODES } from "../lib/cryptocloud/codes"

interface NetworkMeta {
  id: number
  fullname: string
}

const NETWORKS: Readonly<Record<string, NetworkMeta>> = {
  BTC: { id: 1, fullname: "Bitcoin" },
  LTC: { id: 2, fullname: "Litecoin" },
  TRC20: { id: 3, fullname: "Tron" },
  ERC20: { id: 4, fullname: "Ethereum" },
  BSC: { id: 5, fullname: "BNB Smart Chain" },
  SOL: { id: 6, fullname: "Solana" },
  TON: { id: 7, fullname: "The Open Network" },
  ARB: { id: 8, fullname: "Arbitrum" },
  OPT: { id: 9, fullname: "Optimism" },
  BASE: { id: 10, fullname: "Base" },
}

/** Network of the codes that carry no "_NETWORK" suffix (native coins). */
const NATIVE_NETWORK: Readonly<Record<string, string>> = {
  BTC: "BTC",
  LTC: "LTC",
  TRX: "TRC20",
  SOL: "SOL",
  TON: "TON",
  BNB: "BSC",
  ETH: "ERC20",
}

const NAMES: Readonly<Record<string, string>> = {
  BTC: "Bitcoin",
  LTC: "Litecoin",
  TRX: "Tron",
  SOL: "Solana",
  TON: "Toncoin",
  BNB: "BNB",
  ETH: "Ethereum",
  USDT: "Tether",
  USDC: "USD Coin",
  DAI: "Dai",
  USDD: "USDD",
  PYUSD: "PayPal USD",
  XAUT: "Tether Gold",
  ARB: "Arbitrum",
  OP: "Optimism",
  PEPE: "Pepe",
  SHIB: "Shiba Inu",
  TRUMP: "Official Trump",
}

const STABLECOINS = new Set(["USDT", "USDC", "DAI", "USDD", "PYUSD"])
const CDN = "https://cdn.cryptocloud.plus/currency"

export interface CurrencyMeta {
  fullcode: string
  base: string
  network: string
  native: boolean
  name: string
  stablecoin: boolean
  id: number
  order: number
}

export function currencyMeta(fullcode: string): CurrencyMeta {
  const index = (PAYMENT_CURRENCY_CODES as readonly string[]).indexOf(fullcode)
  if (index < 0) throw new Error(`unknown currency ${fullcode}`)
  const [base, suffix] = fullcode.split("_")
  const network = suffix ?? NATIVE_NETWORK[base]
  return {
    fullcode,
    base,
    network,
    native: suffix === undefined,
    name: NAMES[base] ?? base,
    stablecoin: STABLECOINS.has(base),
    id: index + 1,
    order: index + 1,
  }
}

type NoneValue = string | null

function networkObject(meta: CurrencyMeta) {
  const net = NETWORKS[meta.network]
  return {
    code: meta.network,
    id: net.id,
    icon: `${CDN}/crypto/${meta.network.toLowerCase()}.svg`,
    fullname: net.fullname,
  }
}

function icons(meta: CurrencyMeta, none: NoneValue) {
  return {
    icon_base: `${CDN}/icons/main/${meta.base.toLowerCase()}.svg`,
    // Native coins have no separate network icon; the real service then says "None".
    icon_network: meta.native ? none : `${CDN}/crypto/${meta.network.toLowerCase()}.svg`,
    icon_qr: `${CDN}/icons/qr/${meta.fullcode.toLowerCase()}.svg`,
  }
}

/** Currency object inside invoices and withdrawal requests. */
export function invoiceCurrencyObject(fullcode: string, none: NoneValue) {
  const meta = currencyMeta(fullcode)
  return {
    id: meta.id,
    code: meta.base,
    fullcode: meta.fullcode,
    network: networkObject(meta),
    name: meta.name,
    is_email_required: false,
    stablecoin: meta.stablecoin,
    ...icons(meta, none),
    order: meta.order,
  }
}

/** Currency object inside balances and static wallets: full code in `code`, `obj_network`, `enable`. */
export function balanceCurrencyObject(fullcode: string, none: NoneValue) {
  const meta = currencyMeta(fullcode)
  return {
    id: meta.id,
    code: meta.fullcode,
    short_code: meta.base,
    name: meta.name,
    is_email_required: false,
    stablecoin: meta.stablecoin,
    ...icons(meta, none),
    order: meta.order,
    obj_network: networkObject(meta),
    enable: true,
  }
}

/** Currency summary of a withdrawal's `currency_list` (network as an array, per the spec). */
export function currencySummary(fullcode: string) {
  const meta = currencyMeta(fullcode)
  return {
    code: meta.base,
    fullcode: meta.fullcode,
    name: meta.name,
    is_email_required: false,
    stablecoin: meta.stablecoin,
    icon_base: `${CDN}/icons/main/${meta.base.toLowerCase()}.svg`,
    icon_qr: `${CDN}/icons/qr/${meta.fullcode.toLowerCase()}.svg`,
    order: meta.order,
    network: [networkObject(meta)],
  }
}

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

function pick(alphabet: string, length: number): string {
  let out = ""
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)]
  return out
}

/** A plausible (not valid) deposit address for the currency's network. */
export function fakeAddress(fullcode: string): string {
  switch (currencyMeta(fullcode).network) {
    case "BTC":
      return "bc1q" + pick(BECH32, 38)
    case "LTC":
      return "ltc1q" + pick(BECH32, 38)
    case "TRC20":
      return "T" + pick(BASE58, 33)
    case "SOL":
      return pick(BASE58, 44)
    case "TON":
      return "UQ" + pick(BASE64URL, 46)
    default: // EVM networks
      return "0x" + randomBytes(20).toString("hex")
  }
}

export function fakeTxHash(): string {
  return randomBytes(32).toString("hex")
}
