/** A rule of the sandbox world was broken by a payer/control action (not an API validation). */
export class SandboxActionError extends Error {
  constructor(
    message: string,
    readonly code: "not_found" | "invalid_state" | "bad_request",
    /** Error key when the failure is reported through the API envelope. */
    readonly field = "validate_error"
  ) {
    super(message)
    this.name = "SandboxActionError"
  }
}
