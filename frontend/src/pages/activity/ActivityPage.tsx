import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActivityItemResponse } from '@heirloom/contracts';
import { getActivity } from '../../api/activity';
import { useActivity } from '../../api/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { PhotoThumb } from '../../components/PhotoThumb';
import { formatDateTime } from '../../lib/format';
import { activity as copy } from '../../messages';

/** One item: who did what, in which family, when; up to six thumbnails leading to their photos. */
export function ActivityItem({ item }: { item: ActivityItemResponse }) {
  return (
    <Card size="small" data-testid="activity-item">
      <Flex vertical gap={8}>
        <Flex wrap align="baseline" style={{ columnGap: 8 }}>
          <Typography.Text strong>{copy.line(item.type, item.actor.name, item.count)}</Typography.Text>
          <Link to={`/families/${item.family.id}`}>{item.family.name}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(item.created_at)}
          </Typography.Text>
        </Flex>
        {item.text && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            “{item.text}”
          </Typography.Paragraph>
        )}
        {item.photo_ids.length > 0 && (
          <Flex wrap gap={8}>
            {item.photo_ids.map((photoId, index) => (
              <Link key={photoId} to={`/photos/${photoId}`} style={{ width: 72, borderRadius: 8, overflow: 'hidden', display: 'block' }}>
                <PhotoThumb src={item.thumbnail_urls[index]} alt={copy.openPhoto(index + 1, item.photo_ids.length)} />
              </Link>
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

/** What happened lately across all of the caller's families, newest first, older pages by cursor. */
export default function ActivityPage() {
  const { data, error, isLoading, mutate } = useActivity(null);
  const [older, setOlder] = useState<ActivityItemResponse[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState(false);
  const next = cursor === undefined ? data?.next_before : cursor;

  const loadMore = async () => {
    if (!next) return;
    setLoadingMore(true);
    setMoreError(false);
    try {
      const page = await getActivity(null, { before: next, limit: 20 });
      setOlder((items) => [...items, ...page.activity]);
      setCursor(page.next_before);
    } catch {
      setMoreError(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const items = [...(data?.activity ?? []), ...older];
  return (
    <>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      {isLoading && !data && <Loading />}
      <ErrorAlert message={error && !data ? copy.loadFailed : null} onRetry={() => mutate()} />
      {data && items.length === 0 && <Empty description={copy.empty} />}
      <Flex vertical gap={12} style={{ maxWidth: 760 }}>
        {items.map((item) => (
          <ActivityItem key={item.id} item={item} />
        ))}
        <ErrorAlert message={moreError ? copy.loadFailed : null} onRetry={loadMore} />
        {next && (
          <Flex justify="center">
            <Button onClick={loadMore} loading={loadingMore}>
              {copy.loadMore}
            </Button>
          </Flex>
        )}
      </Flex>
    </>
  );
}
