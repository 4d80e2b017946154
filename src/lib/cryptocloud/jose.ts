/**
 * jose@6 is ESM-only while `medusa plugin:build` emits CommonJS. With `module: Node16`,
 * TypeScript keeps `import()` as a real dynamic import in CommonJS output, and Node (and jest
 * with --experimental-vm-modules) loads the ESM build through it. The promise is cached.
 */
export type Jose = typeof import("jose", { with: { "resolution-mode": "import" } })

let jose: Promise<Jose> | undefined

export function loadJose(): Promise<Jose> {
  jose ??= import("jose")
  return jose
}
