/** Boot the stack only and keep it up until Ctrl-C (for poking at it by hand). */
import { startStack } from "./stack"

async function main() {
  const started = Date.now()
  const stack = await startStack((line) => console.log(`[stack] ${line}`))
  console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${stack.appUrl}/app  sandbox ${stack.sandbox.url}`)
  console.log(JSON.stringify(stack.store))
  const shutdown = () =>
    void stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      }
    )
  process.on("SIGINT", shutdown)
  process.on("SIGTERM", shutdown)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
