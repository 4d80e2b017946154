/**
 * How the plugin talks to CryptoCloud: keys (configured or missing, never shown), shop id,
 * API address, the postback URL to paste into the project, and a connection test — of the
 * project chosen on the page, in a store with several.
 */
import { CheckCircleSolid, XCircleSolid } from "@medusajs/icons"
import { Alert, Button, Container, StatusBadge, Text } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import type { ShopId } from "../../lib/queries/keys"
import { useConnectionTest } from "../../lib/queries/settings"
import { errorMessage } from "../../lib/sdk"
import type { ProjectView, SettingsResponse } from "../../../contracts"
import { useFormat } from "../../lib/use-format"
import { CopyButton, KeyValueRow } from "../key-value"
import { SectionHeader } from "../section-list"

/** `label`: a translation key; `env`: the environment variable (a name, never translated). */
const SECRETS: Array<{ key: keyof SettingsResponse["secrets"]; label: string; env: string; optional?: boolean }> = [
  { key: "apiKey", label: "cryptocloud.connection.secrets.apiKey", env: "CRYPTOCLOUD_API_KEY" },
  { key: "secretKey", label: "cryptocloud.connection.secrets.secretKey", env: "CRYPTOCLOUD_SECRET_KEY" },
  {
    key: "withdrawalApiKey",
    label: "cryptocloud.connection.secrets.withdrawalApiKey",
    env: "CRYPTOCLOUD_WITHDRAWAL_API_KEY",
    optional: true,
  },
]

/** The checks of POST /admin/cryptocloud/connection-test: their names and what a pass means. */
const CHECKS: Record<string, { label: string; ok: string }> = {
  api_key: { label: "cryptocloud.connection.checks.apiKey", ok: "cryptocloud.connection.checks.apiKeyOk" },
  shop_id: { label: "cryptocloud.connection.checks.shopId", ok: "cryptocloud.connection.checks.shopIdOk" },
  invoices: { label: "cryptocloud.connection.checks.invoices", ok: "cryptocloud.connection.checks.invoicesOk" },
}

/**
 * "Last verified postback received 5 minutes ago" (kept current while the page is open), or a
 * warning when none has arrived: then the URL above is most likely not pasted in the project
 * yet. Only verified postbacks count: anyone can post to the hook, so a flood is no sign of health.
 */
function LastPostback({ at }: { at: string | null }) {
  const { t } = useTranslation()
  const f = useFormat()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!at) return
    const timer = window.setInterval(() => setNow(Date.now()), 15_000)
    return () => window.clearInterval(timer)
  }, [at])
  if (!at) {
    return (
      <div className="px-6 py-4" data-testid="postback-last" data-received="none">
        <Alert variant="warning">{t("cryptocloud.connection.noPostbackYet")}</Alert>
      </div>
    )
  }
  return (
    <div className="px-6 py-3" data-testid="postback-last" data-received={at}>
      <Text size="small" className="text-ui-fg-subtle" title={f.dateTime(at)}>
        {t("cryptocloud.connection.lastPostback", { ago: f.ago(at, now) })}
      </Text>
    </div>
  )
}

/**
 * Postbacks whose token failed in the last hour: a wrong secret key (then no verified postback
 * arrives either), or someone other than CryptoCloud posting to the hook.
 */
function RejectedPostbacks({ count }: { count: number }) {
  const { t } = useTranslation()
  if (!(count > 0)) return null
  return (
    <div className="px-6 py-4" data-testid="postback-rejected" data-count={count}>
      <Alert variant="warning">{t("cryptocloud.connection.rejectedLastHour", { count })}</Alert>
    </div>
  )
}

interface Props {
  view: SettingsResponse
  shopId: ShopId
  /** The project shown, in a store with several (null with one). */
  project: ProjectView | null
}

export function ConnectionSection({ view, shopId, project }: Props) {
  const { t } = useTranslation()
  const test = useConnectionTest(shopId)
  // Each project has a hook of its own (/hooks/payment/cryptocloud_<id>): the settings of the
  // project asked for name it.
  const postback = view.postback.url ?? view.postback.path

  return (
    <Container className="divide-y p-0" data-testid="connection-section">
      <SectionHeader title={t("cryptocloud.connection.title")} subtitle={t("cryptocloud.connection.subtitle")}>
        <Button size="small" variant="secondary" onClick={() => test.mutate()} isLoading={test.isPending} data-testid="connection-test">
          {t("cryptocloud.connection.test")}
        </Button>
      </SectionHeader>
      {SECRETS.map((s) => {
        const configured = view.secrets[s.key] === "configured"
        return (
          <KeyValueRow key={s.key} label={t(s.label)} testId={`secret-${s.key}`}>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge color={configured ? "green" : s.optional ? "orange" : "red"} data-status={view.secrets[s.key]}>
                {configured
                  ? t("cryptocloud.connection.configured")
                  : s.optional
                    ? t("cryptocloud.connection.missingWithdrawals")
                    : t("cryptocloud.connection.missing")}
              </StatusBadge>
              {/* The variables of the one-project setup; several projects take their keys from the `projects` option. */}
              {!project && (
                <Text size="xsmall" className="text-ui-fg-muted font-mono" translate="no">
                  {s.env}
                </Text>
              )}
            </div>
          </KeyValueRow>
        )
      })}
      {project && (
        <KeyValueRow label={t("cryptocloud.projects.label")} testId="connection-project" verbatim>
          {project.name}
        </KeyValueRow>
      )}
      <KeyValueRow label={t("cryptocloud.connection.shopId")} testId="connection-shop-id" verbatim>
        {view.shop_id}
      </KeyValueRow>
      <KeyValueRow label={t("cryptocloud.connection.apiAddress")} verbatim>
        {view.base_url}
      </KeyValueRow>
      <KeyValueRow label={t("cryptocloud.connection.postbackUrl")} testId="postback-url">
        <div className="flex flex-col gap-y-1">
          <div className="flex min-w-0 items-center gap-x-1">
            <Text size="small" leading="compact" className="truncate font-mono" title={postback} translate="no">
              {postback}
            </Text>
            <CopyButton content={postback} className="text-ui-fg-muted shrink-0" testId="postback-copy" />
          </div>
          <Text size="xsmall" className="text-ui-fg-muted">
            {t("cryptocloud.connection.postbackHint")}
          </Text>
        </div>
      </KeyValueRow>
      <LastPostback at={view.postback.last_received_at} />
      <RejectedPostbacks count={view.postback.rejected_last_hour ?? 0} />
      {!view.postback.provider_registered && (
        <div className="px-6 py-4">
          <Alert variant="warning">{t("cryptocloud.connection.providerMissing")}</Alert>
        </div>
      )}
      {(test.data || test.isError) && (
        <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="connection-result">
          {test.isError ? (
            <Alert variant="error">{t("cryptocloud.connection.testFailed", { message: errorMessage(test.error, t) })}</Alert>
          ) : (
            test.data && (
              <>
                <Alert variant={test.data.ok ? "success" : "error"}>
                  {test.data.ok ? t("cryptocloud.connection.accepted") : t("cryptocloud.connection.rejected")}
                </Alert>
                <ul className="flex flex-col gap-y-2">
                  {test.data.checks.map((check) => {
                    const known = CHECKS[check.name]
                    return (
                      <li key={check.name} className="flex items-start gap-x-2" data-testid="connection-check" data-ok={check.ok}>
                        {check.ok ? (
                          <CheckCircleSolid className="text-ui-tag-green-icon mt-0.5 shrink-0" />
                        ) : (
                          <XCircleSolid className="text-ui-tag-red-icon mt-0.5 shrink-0" />
                        )}
                        <Text size="small">
                          <span className="font-medium">{t("cryptocloud.connection.checkLabel", { label: known ? t(known.label) : check.name })}</span>{" "}
                          {/* A pass is said in the admin language; a failure keeps the server's explanation. */}
                          {check.ok && known ? t(known.ok) : check.message}
                        </Text>
                      </li>
                    )
                  })}
                </ul>
              </>
            )
          )}
        </div>
      )}
    </Container>
  )
}
