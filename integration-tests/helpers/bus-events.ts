/**
 * What a subscriber of the plugin's events receives (domain/events.ts): real subscriptions on the
 * app's event bus, so an event counts only once it is delivered — grouped workflow events only
 * when their workflow succeeded — as a merchant's subscriber would see it.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { waitFor } from "./wait-for"

export type DeliveredEvent = { name: string; data: any }

/** A decimal string as the plugin writes amounts (never a JS number, never an exponent). */
export const DECIMAL_STRING = expect.stringMatching(/^\d+(\.\d+)?$/)

export function followEvents(container: MedusaContainer, names: readonly string[], tag: string) {
  const seen: DeliveredEvent[] = []
  const bus = container.resolve(Modules.EVENT_BUS)
  for (const name of names) {
    bus.subscribe(name, async (message: any) => void seen.push({ name, data: message.data }), { subscriberId: `test-${tag}-${name}` })
  }
  const of = (name: string, about?: (data: any) => boolean) => seen.filter((e) => e.name === name && (!about || about(e.data))).map((e) => e.data)
  return {
    seen,
    reset: () => void (seen.length = 0),
    of,
    /**
     * The payloads of `name` (about one subject) once `count` have arrived and a moment has passed
     * without more: exactly `count`, never a second one for the same cause.
     */
    async exactly(name: string, count: number, about?: (data: any) => boolean) {
      await waitFor(() => of(name, about).length >= count, { what: `${count} × ${name}`, timeoutMs: 30_000 })
      await new Promise((resolve) => setTimeout(resolve, 300))
      const all = of(name, about)
      expect({ name, count: all.length }).toEqual({ name, count })
      return all
    },
  }
}
