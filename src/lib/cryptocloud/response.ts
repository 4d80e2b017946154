/**
 * The check of a success payload against its response schema. A mismatch is a bad_response
 * (the call did reach the service); a match may still have left informational fields out,
 * which the warning hook hears about (read-warnings.ts).
 */
import type { z } from "zod"

import { CryptoCloudNetworkError, formatIssues } from "./errors"
import { warnAboutRecords } from "./read-warnings"
import { toIssues } from "./schemas/requests"

/** The records a result holds: each entry of a list, or the result itself. */
const recordsOf = (out: unknown): readonly unknown[] => (Array.isArray(out) ? out : [out])

export function checkResponse<S extends z.ZodType>(
  op: string,
  schema: S,
  payload: unknown,
  httpStatus: number,
  onWarning: ((message: string) => void) | null,
  records: (out: z.output<S>) => readonly unknown[] = recordsOf
): z.output<S> {
  const result = schema.safeParse(payload)
  if (result.success) {
    warnAboutRecords(onWarning, op, records(result.data))
    return result.data
  }
  const issues = toIssues(result.error)
  throw new CryptoCloudNetworkError("bad_response", `Unexpected CryptoCloud ${op} response: ${formatIssues(issues.slice(0, 5))}`, {
    httpStatus,
    issues,
    mayHaveReachedService: true,
  })
}
