/**
 * The project switcher of the Crypto payments and settings pages: a select of the store's
 * CryptoCloud projects, shown only when there is more than one. The choice goes into the URL
 * (`?shop_id=`, lib/use-project.ts). A URL naming no project of the store (an old link, a
 * project since removed from the options) says so, with the way back to the default project.
 */
import { Button, Select, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { ProjectSelection } from "../lib/use-project"

export function ProjectSwitcher({ selection }: { selection: ProjectSelection }) {
  const { t } = useTranslation()
  if (!selection.several) return null
  const value = selection.current?.shop_id ?? ""
  return (
    <div className="flex items-center gap-x-2" data-testid="project-switcher" data-shop-id={value}>
      <Text size="small" leading="compact" weight="plus" className="text-ui-fg-subtle whitespace-nowrap">
        {t("cryptocloud.projects.label")}
      </Text>
      <div className="w-[240px]">
        <Select size="small" value={value} onValueChange={selection.choose}>
          <Select.Trigger data-testid="project-select" aria-label={t("cryptocloud.projects.label")}>
            <Select.Value placeholder={t("cryptocloud.projects.choose")} />
          </Select.Trigger>
          <Select.Content>
            {selection.projects.map((project) => (
              <Select.Item key={project.shop_id} value={project.shop_id} data-testid="project-option" data-shop-id={project.shop_id}>
                <span translate="no">{project.name}</span>
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </div>
    </div>
  )
}

/** The URL's shop id is not a project of this store: every per-project section would answer 404. */
export function UnknownProject({ selection }: { selection: ProjectSelection }) {
  const { t } = useTranslation()
  if (!selection.unknown) return null
  return (
    <div className="bg-ui-bg-subtle flex flex-wrap items-center justify-between gap-3 rounded-md px-4 py-3" data-testid="project-unknown">
      <Text size="small" className="text-ui-fg-base">
        {t("cryptocloud.projects.unknown", { shopId: selection.unknown })}
      </Text>
      <Button size="small" variant="secondary" onClick={selection.clear}>
        {t("cryptocloud.projects.showDefault")}
      </Button>
    </div>
  )
}
