/** Where the plugin serves the customer's pay page for what an order owes (`GET|POST /cryptocloud/pay/:token`). */
export const PAY_PAGE_PATH = "/cryptocloud/pay"
