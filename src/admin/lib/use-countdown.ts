import { useEffect, useState } from "react"

/**
 * Seconds left until `until` (epoch ms), ticking every quarter second; 0 once passed or when
 * `until` is null. Used for the 12-second interval between withdrawals.
 */
export function useCountdown(until: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(until))
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new `until` restarts the count at once, before the first tick
    setSeconds(secondsLeft(until))
    if (until === null) return
    const timer = window.setInterval(() => {
      const left = secondsLeft(until)
      setSeconds(left)
      if (left === 0) window.clearInterval(timer)
    }, 250)
    return () => window.clearInterval(timer)
  }, [until])
  return seconds
}

function secondsLeft(until: number | null): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000))
}
