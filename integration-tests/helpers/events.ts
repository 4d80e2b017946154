/** Records every event the app emits (name and data), as a subscriber counting them would. */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

export type RecordedEvent = { name: string; data: any }

export function recordEvents(container: MedusaContainer, into: RecordedEvent[]): void {
  const bus = container.resolve(Modules.EVENT_BUS)
  const emit = bus.emit.bind(bus)
  bus.emit = (async (message: any, options?: any) => {
    for (const m of Array.isArray(message) ? message : [message]) into.push({ name: m.name, data: m.data })
    return emit(message, options)
  }) as typeof bus.emit
}
