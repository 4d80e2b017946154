/** Where the plugin serves the customer's refund page (`GET|POST /cryptocloud/refund/:token`). */
export const REFUND_PAGE_PATH = "/cryptocloud/refund"
