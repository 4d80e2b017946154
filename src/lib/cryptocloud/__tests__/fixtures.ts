/** Response bodies modelled on the spec's examples and the quirks seen in real answers. */

export const createResponseInvoice = () => ({
  uuid: "INV-XS6D3L3K",
  created: "2026-11-22 08:07:40.123456",
  address: "TXYZabc123",
  expiry_date: "2026-11-23 08:07:40",
  side_commission: "client",
  side_commission_service: "merchant",
  type_payments: "crypto",
  amount: 1.499999996212864e-6,
  amount_usd: 2.68,
  amount_in_fiat: "250",
  fee: 1,
  fee_usd: "1.0",
  service_fee: 0.049,
  service_fee_usd: 0.05,
  fiat_currency: "RUB",
  status: "created",
  is_email_required: false,
  link: "https://pay.example/INV-XS6D3L3K",
  invoice_id: null,
  currency: {
    id: 4,
    code: "USDT",
    fullcode: "USDT_TRC20",
    network: { code: "TRC20", id: 4, icon: "https://x/trc20.svg", fullname: "Tron" },
    name: "Tether",
    is_email_required: false,
    stablecoin: true,
    icon_base: "https://x/usdt.svg",
    icon_network: "None",
    icon_qr: "https://x/qr.svg",
    order: 1,
  },
  project: { id: 1, name: "Shop", fail: "https://shop/fail", success: "https://shop/ok", logo: "None" },
  test_mode: true,
  amount_: 3,
  links_invoice: ["x"],
})

export const infoInvoice = () => ({
  ...createResponseInvoice(),
  side_commission_service: undefined,
  side_commission_cc: "client",
  date_finished: "None",
  invoice_status: "start",
  tx_list: ["0xabc", "0xdef"],
  type: "up",
  user_email: "c***@example.com",
  pay_url: "None",
  phone: "None",
  order_id: "None",
  amount_in_crypto: null,
  amount_to_pay: "1.5",
  amount_to_pay_usd: 2.68,
  amount_paid: 0,
  amount_paid_usd: 0,
  received: 0,
  received_usd: 0,
  to_surcharge: "1.5e-06",
  to_surcharge_usd: 0,
})

export const balanceEntry = () => ({
  currency: {
    id: 4,
    code: "USDT_TRC20",
    short_code: "USDT",
    name: "Tether",
    is_email_required: false,
    stablecoin: true,
    icon_base: "x",
    icon_network: "None",
    icon_qr: "x",
    order: 1,
    obj_network: { code: "TRC20", id: 4, icon: "x", fullname: "Tron" },
    enable: true,
  },
  balance_crypto: "1500.5",
  balance_usd: 1500.5,
  available_balance: 1.2e-7,
  available_balance_usd: 0,
})

export const staticWallet = () => ({
  currency: balanceEntry().currency,
  address: "TXYZstatic",
  uuid: "0123456789abcdef0123456789abcdef",
  created: "2026-11-22 08:07:40.123456",
  identify: "customer-1",
  active: true,
  status: "success",
})

export const fullWithdrawal = () => ({
  ...createResponseInvoice(),
  uuid: "INV-WD123456",
  type: "dw",
  status: "created",
  invoice_status: "start",
  expiry_date: null,
  date_finished: null,
  amount: "10.5",
  to_surcharge: "10.5",
  step: 1,
  total_rub: 900,
  currency_list: [{ code: "USDT", fullcode: "USDT_TRC20", network: [{ code: "TRC20", id: 4, icon: "", fullname: "Tron" }] }],
  aml_enabled: false,
  aml_side: "merchant",
  aml_cost: 0,
  aml_cost_usd: 0,
  aml_checks: [],
  links: [],
  quiz_result: false,
  quiz_detail: { invoice: null, rating: null, comment: null, created: null },
  memo: "",
})

/**
 * The service's own documented answer of `POST /v2/invoice/merchant/info` (docs page "Invoice
 * information", first item of its example), as text, exactly as documented: it has no
 * `created` and no fiat fields, `address` is empty and `logo` null.
 */
export const docsInfoAnswerText = `{
    "status": "success",
    "result": [
        {
            "uuid": "INV-XXXXXXXX",
            "address": "",
            "expiry_date": "2023-01-01 12:00:00.000000",
            "side_commission": "client",
            "side_commission_cc": "client",
            "amount": 100.2,
            "amount_usd": 100.2,
            "received": 100.2,
            "received_usd": 100.2,
            "fee": 1.4,
            "fee_usd": 1.4,
            "service_fee": 0,
            "service_fee_usd": 1.9,
            "status": "overpaid",
            "order_id": "1111",
            "currency": {
                "id": 4,
                "code": "USDT",
                "fullcode": "USDT_TRC20",
                "network": {
                    "code": "TRC20",
                    "id": 4,
                    "icon": "https://cdn.cryptocloud.plus/currency/crypto/TRX.svg",
                    "fullname": "Tron"
                },
                "name": "Tether",
                "is_email_required": false,
                "stablecoin": true,
                "icon_base": "https://cdn.cryptocloud.plus/currency/icons/main/usdt.svg",
                "icon_network": "https://cdn.cryptocloud.plus/icons-currency/USDT-TRC20.svg",
                "icon_qr": "https://cdn.cryptocloud.plus/currency/icons/stroke/usdt.svg",
                "order": 1
            },
            "project": {
                "id": 1,
                "name": "MyStore",
                "fail": "https://test.com?order_id=1111&invoice_uuid=INV-XXXXXXXX",
                "success": "https://test.com?order_id=1111&invoice_uuid=INV-XXXXXXXX",
                "logo": null
            },
            "test_mode": false
        }
    ]
}`
