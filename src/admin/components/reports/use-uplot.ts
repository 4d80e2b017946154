/**
 * A uPlot chart in a React element: made when the element mounts or the options/data change,
 * resized with its container, destroyed on unmount. uPlot draws on a canvas and has no React
 * binding of its own; this is the whole of one.
 */
import { useEffect, useRef, type RefObject } from "react"
import uPlot from "uplot"
import "uplot/dist/uPlot.min.css"

/** `build(width)`: the chart's options for the container's width (null: nothing to draw yet). */
export function useUplot(build: (width: number) => uPlot.Options | null, data: uPlot.AlignedData | null, deps: readonly unknown[]): RefObject<HTMLDivElement> {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || !data) return
    const options = build(Math.max(element.clientWidth, 200))
    if (!options) return
    const chart = new uPlot(options, data, element)
    const resize = new ResizeObserver(() => {
      const width = Math.max(element.clientWidth, 200)
      if (width !== chart.width) chart.setSize({ width, height: chart.height })
    })
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the chart depends on (its data and formatting)
  }, deps)
  return ref
}
