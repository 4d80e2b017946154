/** The coin, then its network: native radio groups (keyboard and screen readers for free). */
import { useMemo, useState, type FormEvent } from "react"
import { groupByCoin } from "../offered"
import type { OfferedCurrency } from "../../contracts/store-routes"
import type { CheckoutStrings } from "./strings"

export function CoinPicker({
  currencies,
  initial,
  busy,
  strings,
  onPick,
}: {
  currencies: OfferedCurrency[]
  initial?: string | null
  busy: boolean
  strings: CheckoutStrings
  onPick: (code: string) => void
}) {
  const coins = useMemo(() => groupByCoin(currencies), [currencies])
  const start = coins.find((c) => c.networks.some((n) => n.code === initial)) ?? coins[0]
  const [asset, setAsset] = useState(start?.asset)
  const coin = coins.find((c) => c.asset === asset) ?? coins[0]
  const [code, setCode] = useState(initial && coin?.networks.some((n) => n.code === initial) ? initial : coin?.networks[0]?.code)
  const chosen = coin?.networks.some((n) => n.code === code) ? code : coin?.networks[0]?.code

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (chosen) onPick(chosen)
  }
  return (
    <form className="cc-picker" onSubmit={submit}>
      <fieldset className="cc-coins" disabled={busy}>
        <legend>{strings.chooseCoin}</legend>
        {coins.map((c) => (
          <label key={c.asset} className="cc-option" data-selected={c.asset === coin?.asset || undefined}>
            <input type="radio" name="cc-coin" value={c.asset} checked={c.asset === coin?.asset} onChange={() => setAsset(c.asset)} />
            <span>
              {c.name} <span className="cc-muted">{c.asset}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {coin && coin.networks.length > 1 && (
        <fieldset className="cc-networks" disabled={busy}>
          <legend>{strings.chooseNetwork}</legend>
          {coin.networks.map((n) => (
            <label key={n.code} className="cc-option" data-selected={n.code === chosen || undefined}>
              <input type="radio" name="cc-network" value={n.code} checked={n.code === chosen} onChange={() => setCode(n.code)} />
              <span>{n.network}</span>
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" className="cc-button cc-primary" disabled={busy || !chosen} data-currency={chosen}>
        {busy ? strings.creating : strings.continue}
      </button>
    </form>
  )
}
