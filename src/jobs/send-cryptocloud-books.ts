import type { MedusaContainer } from "@medusajs/framework/types"
import { sendDueBooks } from "../workflows/cryptocloud/notifications/books-due"

/**
 * Every hour: the books by e-mail (docs/operations.md, "The books by e-mail") — for each project
 * with `books.every` and `books.to` set, the reports of every period that closed since the last
 * one sent, one e-mail per address, once whatever the number of instances (books-due.ts), and the
 * sends that failed tried again. At minute 7, away from the other hourly jobs.
 */
export default async function sendCryptoCloudBooksJob(container: MedusaContainer) {
  try {
    await sendDueBooks(container)
  } catch (error) {
    container.resolve("logger").error(`CryptoCloud: the books by e-mail did not run: ${(error as Error)?.message ?? error}`)
  }
}

export const config = {
  name: "cryptocloud-send-books",
  schedule: "7 * * * *",
}
