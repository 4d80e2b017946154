#!/usr/bin/env node
/**
 * The storefront package exports, after `medusa plugin:build` (which compiles src/storefront to
 * CommonJS like the rest of the plugin):
 *  - ES modules for `import` (index.mjs, react/index.mjs) with esbuild. The React entry imports
 *    the framework-free entry by the package's own name, so a store that uses both gets one copy
 *    of it (one CryptoPaymentError class), and only the React entry keeps its "use client";
 *  - type declarations (tsconfig.storefront.json);
 *  - the default stylesheet.
 * React, the js-sdk and the QR library stay imports: the store's own copies are used.
 */
const { execFileSync } = require("node:child_process")
const fs = require("node:fs")
const path = require("node:path")
const esbuild = require("esbuild")

const root = path.resolve(__dirname, "..")
const source = path.join(root, "src/storefront")
const out = path.join(root, ".medusa/server/src/storefront")
const PACKAGE = require(path.join(root, "package.json")).name
const EXTERNAL = ["react", "react/jsx-runtime", "react-dom", "@medusajs/js-sdk", "@medusajs/types", "qrcode-generator"]

/** Imports from the React files into the framework-free part go through the package's export. */
const coreByPackageName = {
  name: "core-by-package-name",
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = path.resolve(args.resolveDir, args.path)
      const fromReact = args.importer.startsWith(path.join(source, "react") + path.sep)
      const intoCore = target.startsWith(source + path.sep) && !target.startsWith(path.join(source, "react") + path.sep)
      return fromReact && intoCore ? { path: `${PACKAGE}/storefront`, external: true } : undefined
    })
  },
}

async function main() {
  const common = {
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2020",
    jsx: "automatic",
    external: EXTERNAL,
    logLevel: "warning",
    legalComments: "none",
  }
  await esbuild.build({ ...common, entryPoints: [path.join(source, "index.ts")], outfile: path.join(out, "index.mjs") })
  await esbuild.build({
    ...common,
    entryPoints: [path.join(source, "react/index.ts")],
    outfile: path.join(out, "react/index.mjs"),
    plugins: [coreByPackageName],
  })
  fs.copyFileSync(path.join(source, "styles.css"), path.join(out, "styles.css"))
  // --esm-only: the browser tests bundle a page from the `import` export and need nothing else.
  if (process.argv.includes("--esm-only")) return console.log("storefront ES modules built")
  execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", path.join(root, "tsconfig.storefront.json")], { stdio: "inherit", cwd: root })
  for (const file of ["index.js", "react/index.js"]) {
    if (!fs.existsSync(path.join(out, file))) throw new Error(`${file} is missing: run medusa plugin:build first`)
  }
  console.log("storefront exports built: index.{js,mjs,d.ts}, react/index.{js,mjs,d.ts}, styles.css")
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
