/**
 * Does a part of the admin fit the width it is given? For the phone scenario: the document must
 * not scroll sideways, and nothing of the plugin may stick out of its box — unless something
 * between the two clips it on purpose (a table's own horizontal scroller, a truncated id whose
 * full value is in its title and copy button).
 */
import type { Locator, Page } from "playwright-core"

export interface PageWidth {
  viewport: number
  /** document.documentElement.scrollWidth */
  document: number
  /** Medusa's content area scrolls on its own (overflow-y: auto, so x too): its widths. */
  main: { scroll: number; client: number } | null
}

export function pageWidth(page: Page): Promise<PageWidth> {
  return page.evaluate(() => {
    const main = document.querySelector("main")
    return {
      viewport: window.innerWidth,
      document: document.documentElement.scrollWidth,
      main: main ? { scroll: main.scrollWidth, client: main.clientWidth } : null,
    }
  })
}

export const fitsWidth = (w: PageWidth) => w.document <= w.viewport && (!w.main || w.main.scroll <= w.main.client)

/**
 * What sticks out of `root` sideways without anything clipping it on the way (the outermost such
 * elements, described for the failure message), and the root's own scroll and client widths.
 */
export function spills(root: Locator): Promise<{ scroll: number; client: number; outside: string[] }> {
  return root.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const describe = (e: Element) => {
      const id = e.getAttribute("data-testid")
      const cls = (e.getAttribute("class") ?? "").split(/\s+/).filter(Boolean).slice(0, 5).join(".")
      const text = (e.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)
      const r = e.getBoundingClientRect()
      return `${e.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ""}${cls ? `.${cls}` : ""} "${text}" (${Math.round(r.left)}…${Math.round(r.right)} of ${Math.round(box.left)}…${Math.round(box.right)})`
    }
    const clipped = (e: Element) => {
      for (let a = e.parentElement; a && a !== el; a = a.parentElement) if (getComputedStyle(a).overflowX !== "visible") return true
      return false
    }
    const found: Element[] = []
    for (const e of Array.from(el.querySelectorAll("*"))) {
      const r = e.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      if (r.right <= box.right + 1 && r.left >= box.left - 1) continue
      if (found.some((f) => f.contains(e)) || clipped(e)) continue
      found.push(e)
    }
    return { scroll: el.scrollWidth, client: el.clientWidth, outside: found.slice(0, 8).map(describe) }
  })
}

/**
 * Rows (table rows, cards) that cannot be read at this width: not shown, or reaching past the
 * viewport's edge when no horizontal scroller holds them (one that does must itself fit the viewport).
 */
export function unreadableRows(rows: Locator): Promise<string[]> {
  return rows.evaluateAll((list) =>
    list.flatMap((row, i) => {
      const r = row.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) return [`row ${i} is not shown`]
      let scroller: Element | null = null
      for (let a = row.parentElement; a; a = a.parentElement) {
        const { overflowX } = getComputedStyle(a)
        if (overflowX === "auto" || overflowX === "scroll") {
          scroller = a
          break
        }
      }
      // Medusa's own content area is a scroller too: a row only it holds is clipped, not scrolled.
      const holder = scroller && scroller.tagName !== "MAIN" ? scroller.getBoundingClientRect() : r
      return holder.left >= -1 && holder.right <= window.innerWidth + 1
        ? []
        : [`row ${i}: ${Math.round(holder.left)}…${Math.round(holder.right)} of 0…${window.innerWidth}`]
    })
  )
}
