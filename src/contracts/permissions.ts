/**
 * The plugin's RBAC permissions (Medusa's `rbac` feature): the resource `cryptocloud` and its
 * operations, one source for the route policies (src/api/middlewares.ts), the checks routes make
 * themselves (src/api/admin/cryptocloud/permissions.ts) and the policies Medusa registers at every
 * start (src/policies/cryptocloud.ts). Each description is what a merchant reads in Medusa's role
 * editor (Settings › Roles), so it says what the permission lets a user do. Framework-free.
 */
export const CRYPTOCLOUD_RESOURCE = "cryptocloud"

export const CRYPTOCLOUD_OPERATIONS = ["read", "withdraw", "refund", "settings", "export"] as const
export type CryptoCloudOperation = (typeof CRYPTOCLOUD_OPERATIONS)[number]

export interface CryptoCloudPermission {
  /** Medusa's policy name (unique in the store; PascalCase as Medusa's own, e.g. `ReadProduct`). */
  name: string
  operation: CryptoCloudOperation
  description: string
}

export const CRYPTOCLOUD_PERMISSIONS: readonly CryptoCloudPermission[] = [
  {
    name: "ReadCryptoCloud",
    operation: "read",
    description:
      "CryptoCloud: see balances, invoices, refunds, withdrawals, the attention queue, settings and the reports (customers' and admins' e-mails masked without Export)",
  },
  {
    name: "WithdrawCryptoCloud",
    operation: "withdraw",
    description: "CryptoCloud: send money out of the balance (withdrawals) and settle withdrawals and other money items of the attention queue",
  },
  {
    name: "RefundCryptoCloud",
    operation: "refund",
    description: "CryptoCloud: pay refunds in crypto, ask customers for a refund address and send payment requests for what an order owes",
  },
  {
    name: "SettingsCryptoCloud",
    operation: "settings",
    description: "CryptoCloud: change the plugin's settings, cancel invoices and create customers' static wallets",
  },
  {
    name: "ExportCryptoCloud",
    operation: "export",
    description: "CryptoCloud: see customers' and admins' e-mails in the reports and their CSV downloads (personal data)",
  },
]
