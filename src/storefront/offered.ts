/**
 * The merchant's offered payment currencies grouped for a two-step choice: the coin, then its
 * network ("USDT" → Tron, Ethereum, BNB Smart Chain…). Order is the merchant's list order.
 */
import type { OfferedCurrency } from "../contracts/store-routes"

export interface OfferedCoin {
  asset: string
  name: string
  networks: Array<{ code: string; network: string }>
}

export function groupByCoin(currencies: readonly OfferedCurrency[]): OfferedCoin[] {
  const coins = new Map<string, OfferedCoin>()
  for (const currency of currencies) {
    const coin = coins.get(currency.asset) ?? { asset: currency.asset, name: currency.name, networks: [] }
    coin.networks.push({ code: currency.code, network: currency.network.name })
    coins.set(currency.asset, coin)
  }
  return [...coins.values()]
}
