/**
 * Where a section's table sits. On a phone (or a narrow window) a table of five or six columns
 * is wider than its section: it scrolls sideways here, inside the section, instead of widening
 * Medusa's content area (which would clip every section's right edge and scroll the whole page).
 */
import { Table, clx } from "@medusajs/ui"
import type { ComponentPropsWithoutRef } from "react"

type Props = ComponentPropsWithoutRef<typeof Table> & {
  /**
   * The narrowest the table gets before it scrolls, as a Tailwind class written out in full
   * (`min-w-[640px]`: Tailwind only generates the classes it finds in the source). Without a
   * floor, the columns that may wrap would squeeze to a word per line before scrolling starts.
   */
  minWidth?: string
}

export function ScrollingTable({ minWidth = "min-w-[640px]", className, ...table }: Props) {
  return (
    <div className="overflow-x-auto" data-testid="table-scroller">
      <Table className={clx(minWidth, className)} {...table} />
    </div>
  )
}
