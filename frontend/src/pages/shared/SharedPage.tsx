import { DownloadOutlined, LockOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSharedPages } from '../../api/hooks';
import { ApiError } from '../../api/http';
import { unlockShare } from '../../api/shareLinks';
import { EmptyState } from '../../components/EmptyState';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PagedFooter } from '../../components/PagedFooter';
import { Brand } from '../../components/shell/Brand';
import { formatDate } from '../../lib/format';
import { shared as copy } from '../../messages';
import { colors, spacing } from '../../theme';
import { SharedGrid } from './components/SharedGrid';
import { SharedViewer } from './components/SharedViewer';

const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

/**
 * A share link's page, for someone without an account: no app chrome, only the album's or photo's heading, its
 * photos in justified rows and a viewer; a password prompt while the link asks for one; Download buttons when the
 * link allows them. A revoked or unknown link (404) and an expired one (410) say so.
 */
export default function SharedPage() {
  const token = useParams().token ?? '';
  const pages = useSharedPages(token);
  const [viewing, setViewing] = useState<number | null>(null);
  const status = statusOf(pages.error);
  const first = pages.firstPage;

  let body;
  if (pages.isLoading) body = <Loading />;
  else if (status === 401) body = <PasswordPrompt token={token} onUnlocked={pages.reload} />;
  else if (status === 404) body = <Result status="404" title={copy.notFound} subTitle={copy.notFoundHint} />;
  else if (status === 410) body = <Result status="warning" title={copy.expired} subTitle={copy.expiredHint} />;
  else if (pages.error || !first) body = <ErrorAlert message={copy.failedToLoad} onRetry={pages.reload} />;
  else {
    const { share } = first;
    body = (
      <>
        <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: spacing(2) }}>
          <div style={{ minWidth: 0 }}>
            <Typography.Text type="secondary">{copy.sharedWithYou}</Typography.Text>
            <Typography.Title level={1} style={{ fontSize: 28, margin: 0, overflowWrap: 'anywhere' }}>
              {share.title}
            </Typography.Title>
            {share.description && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{share.description}</Typography.Paragraph>}
            <Typography.Text type="secondary">
              {copy.photoCount(pages.items.length, pages.hasMore)}
              {share.expires_at && ` · ${copy.expiresOn(formatDate(share.expires_at))}`}
            </Typography.Text>
          </div>
          {first.download_url && (
            <Button type="primary" href={first.download_url} download icon={<DownloadOutlined aria-hidden />}>
              {copy.downloadAll}
            </Button>
          )}
        </Flex>
        {pages.items.length === 0 ? <EmptyState icon={<PictureOutlined />} title={copy.empty} /> : <SharedGrid photos={pages.items} onOpen={setViewing} />}
        <PagedFooter hasMore={pages.hasMore} loadingMore={pages.loadingMore && !pages.isLoading} onLoadMore={pages.loadMore} buttonLabel={copy.loadMore} />
        {viewing !== null && <SharedViewer photos={pages.items} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />}
      </>
    );
  }

  return (
    <Flex vertical style={{ minHeight: '100vh', background: colors.background }}>
      <header style={{ padding: `${spacing(1.5)}px ${spacing(2)}px`, background: colors.surface, borderBottom: `1px solid ${colors.divider}` }}>
        <Brand to={`/s/${token}`} />
      </header>
      <main style={{ width: '100%', maxWidth: 1400, margin: '0 auto', padding: spacing(2), boxSizing: 'border-box' }}>{body}</main>
    </Flex>
  );
}

/** The link's password; a right one sets the link's cookie, and the page loads again. */
function PasswordPrompt({ token, onUnlocked }: { token: string; onUnlocked: () => unknown }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!password || busy) return;
    setBusy(true);
    setError(null);
    try {
      await unlockShare(token, password);
      await onUnlocked();
    } catch (err) {
      setError(err instanceof ApiError && err.status !== 401 && err.serverMessage ? err.serverMessage : copy.wrongPassword);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex justify="center" style={{ paddingTop: spacing(4) }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: spacing(2) }}>
          <LockOutlined style={{ fontSize: 32, color: colors.primary }} aria-hidden />
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {copy.passwordTitle}
          </Typography.Title>
          <Typography.Text type="secondary">{copy.passwordPrompt}</Typography.Text>
        </Flex>
        <ErrorAlert message={error} onClose={() => setError(null)} />
        <Form layout="vertical" component="div">
          <Form.Item label={copy.password} htmlFor="shared-password">
            <Input.Password id="shared-password" autoFocus autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} onPressEnter={() => void submit()} />
          </Form.Item>
          <Button type="primary" block loading={busy} disabled={!password} onClick={() => void submit()}>
            {copy.open}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
