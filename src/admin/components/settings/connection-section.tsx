/**
 * How the plugin talks to CryptoCloud: keys (configured or missing, never shown), shop id,
 * API address, the postback URL to paste into the project, and a connection test.
 */
import { CheckCircleSolid, XCircleSolid } from "@medusajs/icons"
import { Alert, Button, Container, Copy, Heading, StatusBadge, Text } from "@medusajs/ui"
import { useConnectionTest } from "../../lib/queries"
import { errorMessage } from "../../lib/sdk"
import type { SettingsResponse } from "../../lib/types"
import { KeyValueRow } from "../key-value"

const SECRETS: Array<{ key: keyof SettingsResponse["secrets"]; label: string; env: string; optional?: string }> = [
  { key: "apiKey", label: "API key", env: "CRYPTOCLOUD_API_KEY" },
  { key: "secretKey", label: "Secret key (postbacks)", env: "CRYPTOCLOUD_SECRET_KEY" },
  { key: "withdrawalApiKey", label: "Withdrawal key", env: "CRYPTOCLOUD_WITHDRAWAL_API_KEY", optional: "withdrawals disabled" },
]

const CHECK_LABELS: Record<string, string> = { api_key: "API key", shop_id: "Shop id", invoices: "Invoice access" }

export function ConnectionSection({ view }: { view: SettingsResponse }) {
  const test = useConnectionTest()
  const postback = view.postback.url ?? view.postback.path

  return (
    <Container className="divide-y p-0" data-testid="connection-section">
      <div className="flex items-center justify-between gap-x-4 px-6 py-4">
        <div>
          <Heading level="h2">Connection</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Keys are read from medusa-config.ts and never shown here.
          </Text>
        </div>
        <Button size="small" variant="secondary" onClick={() => test.mutate()} isLoading={test.isPending} data-testid="connection-test">
          Test connection
        </Button>
      </div>
      {SECRETS.map((s) => (
        <KeyValueRow key={s.key} label={s.label} testId={`secret-${s.key}`}>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge color={view.secrets[s.key] === "configured" ? "green" : s.optional ? "orange" : "red"}>
              {view.secrets[s.key] === "configured" ? "Configured" : s.optional ? `Missing: ${s.optional}` : "Missing"}
            </StatusBadge>
            <Text size="xsmall" className="text-ui-fg-muted font-mono">
              {s.env}
            </Text>
          </div>
        </KeyValueRow>
      ))}
      <KeyValueRow label="Shop id">{view.shop_id}</KeyValueRow>
      <KeyValueRow label="API address">{view.base_url}</KeyValueRow>
      <KeyValueRow label="Postback URL" testId="postback-url">
        <div className="flex flex-col gap-y-1">
          <div className="flex min-w-0 items-center gap-x-1">
            <Text size="small" leading="compact" className="truncate font-mono" title={postback}>
              {postback}
            </Text>
            <Copy content={postback} className="text-ui-fg-muted shrink-0" data-testid="postback-copy" />
          </div>
          <Text size="xsmall" className="text-ui-fg-muted">
            Paste it as the notification URL in your CryptoCloud project settings.
          </Text>
        </div>
      </KeyValueRow>
      {!view.postback.provider_registered && (
        <div className="px-6 py-4">
          <Alert variant="warning">
            The CryptoCloud payment provider is not registered in the payment module, so postbacks have nowhere to go.
            Add it to the providers of @medusajs/medusa/payment in medusa-config.ts (see the README).
          </Alert>
        </div>
      )}
      {(test.data || test.isError) && (
        <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="connection-result">
          {test.isError ? (
            <Alert variant="error">The test could not run: {errorMessage(test.error)}</Alert>
          ) : (
            test.data && (
              <>
                <Alert variant={test.data.ok ? "success" : "error"}>
                  {test.data.ok ? "CryptoCloud accepts the configuration." : "CryptoCloud does not accept the configuration."}
                </Alert>
                <ul className="flex flex-col gap-y-2">
                  {test.data.checks.map((check) => (
                    <li key={check.name} className="flex items-start gap-x-2" data-testid="connection-check" data-ok={check.ok}>
                      {check.ok ? (
                        <CheckCircleSolid className="text-ui-tag-green-icon mt-0.5 shrink-0" />
                      ) : (
                        <XCircleSolid className="text-ui-tag-red-icon mt-0.5 shrink-0" />
                      )}
                      <Text size="small">
                        <span className="font-medium">{CHECK_LABELS[check.name] ?? check.name}: </span>
                        {check.message}
                      </Text>
                    </li>
                  ))}
                </ul>
              </>
            )
          )}
        </div>
      )}
    </Container>
  )
}
