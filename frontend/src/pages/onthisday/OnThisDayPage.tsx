import { CalendarOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { MemoryGroupResponse } from '@heirloom/contracts';
import { useOnThisDay } from '../../api/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { PagedFooter } from '../../components/PagedFooter';
import { PhotoGrid } from '../../components/PhotoGrid';
import { localDay } from '../../lib/format';
import { mergeMemoryYears } from '../../lib/memoryYears';
import { onThisDay as copy } from '../../messages';
import { EmptyState } from '../../components/EmptyState';
import { BirthdaysCard } from '../people/components/BirthdaysCard';
import { PhotoListProvider } from '../../components/photoList/PhotoListContext';

/** One earlier year of the day: its photos loaded so far, under how many it holds in all. */
function YearCard({ memory }: { memory: MemoryGroupResponse }) {
  return (
    <Card
      title={
        <Flex align="baseline" gap={12} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {memory.year}
          </Typography.Title>
          <Typography.Text type="secondary">{copy.yearsAgo(memory.years_ago)}</Typography.Text>
          <Typography.Text type="secondary">{copy.photoCount(memory.photo_count)}</Typography.Text>
        </Flex>
      }
    >
      <PhotoGrid photos={memory.photos} caption minTileWidth={180} />
    </Card>
  );
}

export default function OnThisDayPage() {
  const day = localDay();
  const memories = useOnThisDay(day);
  const years = useMemo(() => mergeMemoryYears(memories.pages), [memories.pages]);
  const firstPage = memories.firstPage;

  return (
    <>
      <PageHeader title={copy.title} subtitle={dayjs(day).format('MMMM D')} backTo="/dashboard" backLabel={copy.back} />
      <ErrorAlert message={memories.error ? copy.failed : null} onRetry={memories.reload} />
      {memories.isLoading && <Loading />}
      <BirthdaysCard birthdays={firstPage?.birthdays} />
      {firstPage && firstPage.items.length === 0 && (
        <Card>
          <EmptyState icon={<CalendarOutlined />} title={copy.empty} hint={copy.emptyHint} />
        </Card>
      )}
      <PhotoListProvider source={{ kind: 'onThisDay', day }}>
        <Flex vertical gap={24}>
          {years.map((memory) => (
            <YearCard key={memory.year} memory={memory} />
          ))}
        </Flex>
      </PhotoListProvider>
      <PagedFooter hasMore={memories.hasMore} loadingMore={memories.loadingMore && !memories.isLoading} onLoadMore={memories.loadMore} buttonLabel={copy.loadMore} />
    </>
  );
}
