/** What a phone would read from a QR code on screen: the element's screenshot, decoded by jsQR. */
import jsQR from "jsqr"
import type { Locator } from "playwright-core"
import { PNG } from "pngjs"

export async function readQrCode(locator: Locator): Promise<string> {
  const png = PNG.sync.read(await locator.screenshot({ animations: "disabled" }))
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)
  if (!code) throw new Error("no QR code could be read from the screenshot")
  return code.data
}
