/**
 * The postback log: every postback CryptoCloud (or anyone) sent to the store's hook in the
 * last 30 days, newest first, with what became of it — applied, a duplicate, rejected (the
 * token did not verify: a wrong secret key, or not CryptoCloud) or ignored (not for a payment
 * of this store) — and why. Narrowed to one outcome with the filter. Rejected and ignored
 * postbacks are counted per reason and minute on one line, shown with its count ("×120").
 */
import { Container, Select, StatusBadge, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { POSTBACK_OUTCOMES, postbackOutcomeColor, postbackOutcomeLabel, postbackReason } from "../../lib/postbacks"
import type { ShopId } from "../../lib/queries/keys"
import { usePostbacks } from "../../lib/queries/postbacks"
import type { PostbackOutcome, PostbackView } from "../../../contracts"
import { useFormat } from "../../lib/use-format"
import { PagedTable, SectionHeader, usePaging } from "../section-list"

const PAGE_SIZE = 10
const ALL = "all"

function PostbackReasonText({ postback }: { postback: PostbackView }) {
  const { t } = useTranslation()
  const said = postbackReason(postback, t)
  if (said.text === null) {
    // A line without a code (written before codes existed): the server's own (English) words.
    return (
      <span translate="no" lang="en" data-testid="postback-reason">
        {said.original}
      </span>
    )
  }
  return (
    <span data-testid="postback-reason" data-code={postback.reason_code}>
      {said.text}
    </span>
  )
}

function PostbackRow({ postback }: { postback: PostbackView }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <Table.Row data-testid="postback-row" data-id={postback.id} data-outcome={postback.outcome} data-invoice={postback.invoice_id ?? ""}>
      <Table.Cell className="whitespace-nowrap">{f.dateTime(postback.received_at)}</Table.Cell>
      <Table.Cell className="whitespace-nowrap font-mono" translate="no">
        {postback.invoice_id ?? "–"}
      </Table.Cell>
      <Table.Cell>
        <div className="flex items-center gap-x-2">
          <StatusBadge color={postbackOutcomeColor(postback.outcome)} className="whitespace-nowrap" data-testid="postback-outcome">
            {postbackOutcomeLabel(postback.outcome, t)}
          </StatusBadge>
          {postback.count > 1 && (
            <Text
              size="small"
              className="text-ui-fg-subtle whitespace-nowrap tabular-nums"
              title={t("cryptocloud.postbacks.countedTitle", { count: postback.count })}
              data-testid="postback-count"
              data-count={postback.count}
            >
              {t("cryptocloud.postbacks.countedTimes", { times: f.number(postback.count) })}
            </Text>
          )}
        </div>
      </Table.Cell>
      <Table.Cell className="whitespace-normal py-2">
        <PostbackReasonText postback={postback} />
      </Table.Cell>
    </Table.Row>
  )
}

/** `shopId`: the project whose hook received the postbacks. */
export function PostbacksSection({ shopId }: { shopId: ShopId }) {
  const { t } = useTranslation()
  const [outcome, setOutcome] = useState<PostbackOutcome | typeof ALL>(ALL)
  const paging = usePaging(PAGE_SIZE)
  const query = usePostbacks(
    {
      ...(outcome === ALL ? {} : { outcome }),
      offset: paging.offset,
      limit: paging.limit,
    },
    shopId
  )
  const postbacks = query.data?.postbacks ?? []
  const choose = (value: string) => {
    setOutcome(value === ALL ? ALL : (POSTBACK_OUTCOMES.find((o) => o === value) ?? ALL))
    paging.setPage(0)
  }

  return (
    <Container className="divide-y p-0" data-testid="postbacks-section">
      <SectionHeader title={t("cryptocloud.postbacks.title")} subtitle={t("cryptocloud.postbacks.subtitle")}>
        <div className="w-[200px]">
          <Select size="small" value={outcome} onValueChange={choose}>
            <Select.Trigger data-testid="postbacks-filter" aria-label={t("cryptocloud.postbacks.filter")}>
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value={ALL}>{t("cryptocloud.postbacks.allOutcomes")}</Select.Item>
              {POSTBACK_OUTCOMES.map((o) => (
                <Select.Item key={o} value={o}>
                  {postbackOutcomeLabel(o, t)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </div>
      </SectionHeader>
      <PagedTable
        query={query}
        paging={paging}
        empty={postbacks.length === 0}
        testId="postbacks"
        minWidth="min-w-[600px]"
        errorTitle={t("cryptocloud.postbacks.errorTitle")}
        emptyTitle={outcome === ALL ? t("cryptocloud.postbacks.emptyTitle") : t("cryptocloud.postbacks.emptyFilteredTitle")}
        emptyDescription={outcome === ALL ? t("cryptocloud.postbacks.emptyDescription") : undefined}
      >
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t("cryptocloud.postbacks.columns.received")}</Table.HeaderCell>
            <Table.HeaderCell>{t("cryptocloud.postbacks.columns.invoice")}</Table.HeaderCell>
            <Table.HeaderCell>{t("cryptocloud.postbacks.columns.outcome")}</Table.HeaderCell>
            <Table.HeaderCell>{t("cryptocloud.postbacks.columns.reason")}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {postbacks.map((postback) => (
            <PostbackRow key={postback.id} postback={postback} />
          ))}
        </Table.Body>
      </PagedTable>
    </Container>
  )
}
