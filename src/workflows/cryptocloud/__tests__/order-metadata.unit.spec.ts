/**
 * The plugin's writes of an order's metadata touch only its own keys. Medusa's order module merges
 * metadata on update (mergeMetadata: a key sent replaces that key, "" removes it, a key left out
 * is kept), so writing back the whole metadata read a moment earlier puts an older value over a
 * key another writer set in between — a merchant's key, an admin tool's. The fake order module
 * below merges as Medusa does, and lets a writer in between the plugin's read and its write.
 */
import { mergeMetadata, Modules } from "@medusajs/framework/utils"
import { annotateOrder, ORDER_ATTENTION_KEY, ORDER_NOTE_KEY, restoreOrderMetadata } from "../order-outcomes"

function store(initial: Record<string, unknown>, afterRead?: (metadata: Record<string, unknown>) => void) {
  const order = { id: "order_1", metadata: { ...initial } as Record<string, unknown> }
  const locked: string[] = []
  const orders = {
    async retrieveOrder() {
      const read = { id: order.id, metadata: structuredClone(order.metadata) }
      afterRead?.(order.metadata) // a concurrent writer lands between this read and the write
      afterRead = undefined
      return read
    },
    async updateOrders([update]: Array<{ id: string; metadata: Record<string, unknown> }>) {
      order.metadata = mergeMetadata(order.metadata, update!.metadata)
    },
  }
  const locking = {
    async execute<T>(key: string, job: () => Promise<T>) {
      locked.push(key)
      return job()
    },
  }
  const container = { resolve: (key: string) => (key === Modules.ORDER ? orders : key === Modules.LOCKING ? locking : undefined) } as never
  return { order, container, locked }
}

describe("annotateOrder", () => {
  it("a merchant's key written between the plugin's read and its write survives", async () => {
    const { order, container } = store({ merchant_ref: "A-1" }, (metadata) => {
      metadata.merchant_ref = "A-2"
    })
    await annotateOrder(container, "order_1", { [ORDER_ATTENTION_KEY]: "late_payment", [ORDER_NOTE_KEY]: "Paid late." })
    expect(order.metadata).toEqual({ merchant_ref: "A-2", [ORDER_ATTENTION_KEY]: "late_payment", [ORDER_NOTE_KEY]: "Paid late." })
  })

  it("the note is appended under a lock of the order", async () => {
    const { order, container, locked } = store({ [ORDER_NOTE_KEY]: "First." })
    await annotateOrder(container, "order_1", { [ORDER_NOTE_KEY]: "Second." })
    expect(order.metadata[ORDER_NOTE_KEY]).toBe("First.\nSecond.")
    expect(locked).toEqual(["cryptocloud:order-metadata:order_1"])
  })
})

describe("restoreOrderMetadata (a step's compensation)", () => {
  it("puts back only the plugin's keys it wrote, and takes out only its own note lines", async () => {
    const { order, container } = store({ merchant_ref: "A-1", [ORDER_NOTE_KEY]: "First." })
    const undo = await annotateOrder(container, "order_1", { [ORDER_ATTENTION_KEY]: "late_payment", [ORDER_NOTE_KEY]: "Paid late." })
    // Meanwhile: the merchant changes their key, and another outcome adds a line.
    order.metadata = mergeMetadata(order.metadata, { merchant_ref: "A-2", [ORDER_NOTE_KEY]: "First.\nPaid late.\nTest mode." })
    await restoreOrderMetadata(container, "order_1", JSON.parse(JSON.stringify(undo)))
    expect(order.metadata).toEqual({ merchant_ref: "A-2", [ORDER_NOTE_KEY]: "First.\nTest mode." })
  })

  it("a note the write created is removed again", async () => {
    const { order, container } = store({ merchant_ref: "A-1" })
    const undo = await annotateOrder(container, "order_1", { [ORDER_NOTE_KEY]: "Only line." })
    await restoreOrderMetadata(container, "order_1", undo)
    expect(order.metadata).toEqual({ merchant_ref: "A-1" })
  })
})
