/**
 * Settings › CryptoCloud: the invoice settings an admin may change, and the connection
 * (keys configured or missing, postback URL, connection test).
 */
import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Container, Heading, Text } from "@medusajs/ui"
import { ConnectionSection } from "../../../components/settings/connection-section"
import { SettingsForm } from "../../../components/settings/settings-form"
import { ErrorState, LoadingRows } from "../../../components/states"
import { useSettings } from "../../../lib/queries"

const CryptoCloudSettingsPage = () => {
  const { data, isPending, isError, error, refetch } = useSettings()
  return (
    <div className="flex flex-col gap-y-3" data-testid="cryptocloud-settings-page">
      <Container className="px-6 py-4">
        <Heading level="h1">CryptoCloud</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          How crypto invoices are created, and how this store connects to your CryptoCloud project
        </Text>
      </Container>
      {isPending ? (
        <Container className="p-0">
          <LoadingRows rows={6} testId="settings-loading" />
        </Container>
      ) : isError ? (
        <Container className="p-0">
          <ErrorState error={error} title="Could not read the CryptoCloud settings" onRetry={() => refetch()} />
        </Container>
      ) : (
        <>
          {/* Remounts after each save so the form starts from what is now stored. */}
          <SettingsForm key={`${data.updated_at ?? "config"}:${JSON.stringify(data.sources)}`} view={data} />
          <ConnectionSection view={data} />
        </>
      )}
    </div>
  )
}

export const config = defineRouteConfig({
  label: "CryptoCloud",
})

export default CryptoCloudSettingsPage
