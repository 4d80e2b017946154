import { useEffect, useState } from "react"

/**
 * Seconds left until `until` (epoch ms), ticking every quarter second; 0 once passed or when
 * `until` is null. Used for the 12-second interval between withdrawals.
 */
export function useCountdown(until: number | null): number {
  const remaining = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)))
  const [seconds, setSeconds] = useState(remaining)
  useEffect(() => {
    setSeconds(remaining())
    if (until === null) return
    const timer = window.setInterval(() => {
      const left = remaining()
      setSeconds(left)
      if (left === 0) window.clearInterval(timer)
    }, 250)
    return () => window.clearInterval(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until])
  return seconds
}
