/** Small pieces of the embedded checkout: a copy button, the QR code and the countdown. */
import { useEffect, useMemo, useState } from "react"
import qrcode from "qrcode-generator"

/** Copies `value` exactly as shown; says "Copied" for a moment (announced to screen readers). */
export function CopyButton({ value, label, copy, copied }: { value: string; label: string; copy: string; copied: string }) {
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => setDone(false), 2000)
    return () => clearTimeout(timer)
  }, [done])
  const onClick = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setDone(true)
    } catch {
      // No clipboard (an insecure origin, a denied permission): the value stays selectable.
    }
  }
  return (
    <button type="button" className="cc-copy" aria-label={label} onClick={() => void onClick()} data-copied={done || undefined}>
      <span aria-live="polite">{done ? copied : copy}</span>
    </button>
  )
}

/** The QR code as SVG squares (crisp at any size, no canvas, nothing fetched). */
export function QrCode({ value, label, size = 240 }: { value: string; label: string; size?: number }) {
  const path = useMemo(() => {
    const qr = qrcode(0, "M")
    qr.addData(value, "Byte")
    qr.make()
    const count = qr.getModuleCount()
    let d = ""
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`
    }
    return { d, span: count + 8 } // a quiet zone of 4 modules on each side, as the standard asks
  }, [value])
  return (
    <svg
      className="cc-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.span} ${path.span}`}
      shapeRendering="crispEdges"
      data-value={value}
    >
      <rect width={path.span} height={path.span} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  )
}

const pad = (n: number) => String(n).padStart(2, "0")

/** mm:ss (h:mm:ss past an hour) until `until`; `timeUp` once it has passed. */
export function Countdown({ until, label, timeUp }: { until: string; label: string; timeUp: string }) {
  const end = Date.parse(until)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  if (!Number.isFinite(end)) return null
  const left = Math.max(0, Math.floor((end - now) / 1000))
  const [h, m, s] = [Math.floor(left / 3600), Math.floor((left % 3600) / 60), left % 60]
  return (
    <p className="cc-countdown" data-seconds={left}>
      <span className="cc-label">{label}</span>{" "}
      <time dateTime={new Date(end).toISOString()}>{left === 0 ? timeUp : h ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`}</time>
    </p>
  )
}
