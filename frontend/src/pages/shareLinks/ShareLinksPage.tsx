import { CopyOutlined, LinkOutlined, StopOutlined } from '@ant-design/icons';
import { App, Card, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ShareLinkResponse } from '@heirloom/contracts';
import { useFamily, useShareLinks } from '../../api/hooks';
import { revokeShareLink } from '../../api/shareLinks';
import { isFamilyAdmin } from '../../access';
import { EmptyState } from '../../components/EmptyState';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ListTable } from '../../components/ListTable';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { PagedFooter } from '../../components/PagedFooter';
import { actionsColumn, IconAction, RowActions } from '../../components/RowActions';
import { useConfirm } from '../../hooks/useConfirm';
import { useIdParam } from '../../hooks/useIdParam';
import { copyText } from '../../lib/clipboard';
import { formatDate, formatDateTime } from '../../lib/format';
import { shareLinks as copy } from '../../messages';

const targetPath = (link: ShareLinkResponse) => (link.kind === 'album' ? `/albums/${link.target_id}` : `/photos/${link.target_id}`);

/** What a link shows, and how it is set: its expiry, password and downloads. */
function SharedCell({ link }: { link: ShareLinkResponse }) {
  return (
    <Flex vertical gap={4}>
      <Flex gap={6} align="center" wrap>
        <Tag>{link.kind === 'album' ? copy.album : copy.photo}</Tag>
        <Link to={targetPath(link)}>{link.target_title}</Link>
      </Flex>
      <Flex gap={4} wrap>
        {link.expired ? <Tag color="error">{copy.expired}</Tag> : <Typography.Text type="secondary">{link.expires_at ? `${copy.expires} ${formatDate(link.expires_at)}` : `${copy.expires}: ${copy.never}`}</Typography.Text>}
        {link.has_password && <Tag color="geekblue">{copy.withPassword}</Tag>}
        {link.allow_download && <Tag color="magenta">{copy.withDownloads}</Tag>}
      </Flex>
    </Flex>
  );
}

/**
 * A family's share links: every link for its admins, one's own for the other members. Each shows what it shares, its
 * expiry, views and last view; copy the link again, or revoke it.
 */
export default function ShareLinksPage() {
  const familyId = useIdParam('familyId');
  const { message } = App.useApp();
  const confirm = useConfirm();
  const family = useFamily(familyId);
  const links = useShareLinks(familyId);
  const [error, setError] = useState<string | null>(null);

  const copyLink = async (link: ShareLinkResponse) => {
    if (!link.url) return setError(copy.noUrl);
    if (await copyText(link.url)) message.success(copy.copied);
    else message.warning(copy.copyFailed);
  };

  const revoke = async (link: ShareLinkResponse) => {
    if (!(await confirm({ title: copy.revoke, content: copy.revokeConfirm, okText: copy.revoke }))) return;
    setError(null);
    try {
      await revokeShareLink(link.id);
      message.success(copy.revoked);
      await links.reload();
    } catch {
      setError(copy.revokeFailed);
    }
  };

  const columns: ColumnsType<ShareLinkResponse> = [
    { title: copy.shared, key: 'shared', render: (_, link) => <SharedCell link={link} /> },
    { title: copy.createdBy, key: 'by', responsive: ['md'], render: (_, link) => link.created_by?.name ?? '—' },
    {
      title: copy.views,
      key: 'views',
      render: (_, link) => (
        <Flex vertical>
          <span>{link.view_count}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {link.last_viewed_at ? copy.lastViewed(formatDateTime(link.last_viewed_at)) : copy.neverViewed}
          </Typography.Text>
        </Flex>
      ),
    },
    actionsColumn(copy.actions, (link) => (
      <RowActions>
        <IconAction icon={<CopyOutlined />} label={copy.copyOf(link.target_title)} tooltip={copy.copy} disabled={!link.url} onClick={() => void copyLink(link)} />
        {link.can_revoke && <IconAction icon={<StopOutlined />} danger label={copy.revokeOf(link.target_title)} tooltip={copy.revoke} onClick={() => void revoke(link)} />}
      </RowActions>
    )),
  ];

  return (
    <>
      <PageHeader title={copy.title} subtitle={family.data?.name} backTo={`/families/${familyId}`} backLabel={copy.backToFamily} />
      <Card>
        {family.data && <Typography.Paragraph type="secondary">{isFamilyAdmin(family.data) ? copy.adminHint : copy.memberHint}</Typography.Paragraph>}
        <ErrorAlert message={error} onClose={() => setError(null)} />
        <ErrorAlert message={links.error ? copy.failedToLoad : null} onRetry={links.reload} />
        {links.isLoading && <Loading />}
        {!links.isLoading && !links.error && links.items.length === 0 && <EmptyState icon={<LinkOutlined />} title={copy.empty} hint={copy.emptyHint} />}
        {links.items.length > 0 && <ListTable<ShareLinkResponse> columns={columns} dataSource={links.items} pagination={false} />}
        <PagedFooter hasMore={links.hasMore} loadingMore={links.loadingMore && !links.isLoading} onLoadMore={links.loadMore} buttonLabel={copy.loadMore} />
      </Card>
    </>
  );
}
