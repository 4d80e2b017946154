/**
 * The name of a record's CryptoCloud project, as small muted text under the record's main fact —
 * only in a store with several projects (lib/use-project.ts `useProjectLabel`); nothing otherwise.
 */
import { Text } from "@medusajs/ui"
import { useProjectLabel } from "../lib/use-project"

export function ProjectName({ shopId, testId }: { shopId: string | null | undefined; testId?: string }) {
  const name = useProjectLabel(shopId)
  if (!name) return null
  return (
    <Text size="xsmall" leading="compact" className="text-ui-fg-muted" translate="no" data-testid={testId}>
      {name}
    </Text>
  )
}
