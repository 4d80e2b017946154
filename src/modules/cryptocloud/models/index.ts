export { Setting } from "./setting"
export { StaticWalletDeposit } from "./static-wallet-deposit"
export { Withdrawal, WITHDRAWAL_STATUSES, type WithdrawalStatus } from "./withdrawal"
