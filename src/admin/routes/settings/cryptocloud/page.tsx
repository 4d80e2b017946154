/**
 * Settings › CryptoCloud: the invoice settings an admin may change, and the connection
 * (keys configured or missing, postback URL, connection test).
 */
import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Container, Heading, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { ConnectionSection } from "../../../components/settings/connection-section"
import { SettingsForm } from "../../../components/settings/settings-form"
import { ErrorState, LoadingRows } from "../../../components/states"
import { useSettings } from "../../../lib/queries/settings"

const CryptoCloudSettingsPage = () => {
  const { t } = useTranslation()
  const { data, isPending, isError, error, refetch } = useSettings()
  return (
    <div className="flex flex-col gap-y-3" data-testid="cryptocloud-settings-page">
      <Container className="px-6 py-4">
        <Heading level="h1">{t("cryptocloud.settings.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("cryptocloud.settings.subtitle")}
        </Text>
      </Container>
      {isPending ? (
        <Container className="p-0">
          <LoadingRows rows={6} testId="settings-loading" />
        </Container>
      ) : isError ? (
        <Container className="p-0">
          <ErrorState error={error} title={t("cryptocloud.settings.errorTitle")} onRetry={() => refetch()} />
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

/** The settings sidebar label is a translation key of the default namespace ("translation"). */
export const config = defineRouteConfig({
  label: "cryptocloud.nav.settings",
  translationNs: "translation",
})

export default CryptoCloudSettingsPage
