/**
 * Settings › CryptoCloud: the invoice settings an admin may change, who on the staff is told
 * what (alerts, the books by e-mail), and the connection (keys configured or missing, postback
 * URL, connection test).
 *
 * Each CryptoCloud project has its own: a store with several chooses the project in the header
 * (`?shop_id=` in the URL, as on the Crypto payments page), and the form reads and saves that
 * project's settings; the connection is that project's keys and postback URL.
 */
import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Container, Heading, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { ProjectSwitcher, UnknownProject } from "../../../components/project-switcher"
import { ConnectionSection } from "../../../components/settings/connection-section"
import { NoticeSettingsSection } from "../../../components/settings/notice-settings-section"
import { SettingsForm } from "../../../components/settings/settings-form"
import { ErrorState, LoadingRows } from "../../../components/states"
import { useSettings } from "../../../lib/queries/settings"
import { useProjectSelection } from "../../../lib/use-project"
import { useTextDirection } from "../../../lib/text-direction"

const CryptoCloudSettingsPage = () => {
  const { t } = useTranslation()
  const dir = useTextDirection()
  const project = useProjectSelection()
  const shopId = project.shopId
  const { data, isPending, isError, error, refetch } = useSettings(shopId)
  return (
    <div dir={dir} className="flex flex-col gap-y-3" data-testid="cryptocloud-settings-page" data-shop-id={shopId ?? ""}>
      <Container className="flex flex-col gap-y-3 px-6 py-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <Heading level="h1">{t("cryptocloud.settings.title")}</Heading>
            <Text size="small" className="text-ui-fg-subtle">
              {project.several ? t("cryptocloud.projects.settingsSubtitle") : t("cryptocloud.settings.subtitle")}
            </Text>
          </div>
          <ProjectSwitcher selection={project} />
        </div>
        <UnknownProject selection={project} />
      </Container>
      {isPending ? (
        <Container className="p-0">
          <LoadingRows rows={6} testId="settings-loading" />
        </Container>
      ) : isError ? (
        <Container className="p-0">
          <ErrorState error={error} title={t("cryptocloud.settings.errorTitle")} onRetry={() => void refetch()} />
        </Container>
      ) : (
        <>
          {/* Remounts after each save, and for another project, so the form starts from what is stored. */}
          <SettingsForm key={`${shopId ?? ""}:${data.updated_at ?? "config"}:${JSON.stringify(data.sources)}`} view={data} shopId={shopId} />
          <NoticeSettingsSection
            key={`notices:${shopId ?? ""}:${data.updated_at ?? "config"}:${JSON.stringify([data.alerts, data.books])}`}
            view={data}
            shopId={shopId}
          />
          <ConnectionSection key={shopId ?? ""} view={data} shopId={shopId} project={project.several ? project.current : null} />
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
