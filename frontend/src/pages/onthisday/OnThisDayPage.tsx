import { CalendarOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useOnThisDay } from '../../api/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { PhotoGrid } from '../../components/PhotoGrid';
import { localDay } from '../../lib/format';
import { onThisDay as copy } from '../../messages';
import { EmptyState } from '../../components/EmptyState';
import { BirthdaysCard } from '../people/components/BirthdaysCard';
import { PhotoListProvider } from '../../components/photoList/PhotoListContext';

export default function OnThisDayPage() {
  const day = localDay();
  const { data, error, isLoading, mutate } = useOnThisDay(day);
  const memories = (data?.memories ?? []).filter((memory) => memory.photos.length > 0);

  return (
    <>
      <PageHeader title={copy.title} subtitle={dayjs(day).format('MMMM D')} backTo="/dashboard" backLabel={copy.back} />
      <ErrorAlert message={error ? copy.failed : null} onRetry={() => mutate()} />
      {isLoading && <Loading />}
      <BirthdaysCard birthdays={data?.birthdays} />
      {data && memories.length === 0 && (
        <Card>
          <EmptyState icon={<CalendarOutlined />} title={copy.empty} hint={copy.emptyHint} />
        </Card>
      )}
      <PhotoListProvider source={{ kind: 'onThisDay', day }}>
      <Flex vertical gap={24}>
        {memories.map((memory) => (
          <Card
            key={memory.year}
            title={
              <Flex align="baseline" gap={12}>
                <Typography.Title level={3} style={{ margin: 0 }}>
                  {memory.year}
                </Typography.Title>
                <Typography.Text type="secondary">{copy.yearsAgo(memory.years_ago)}</Typography.Text>
              </Flex>
            }
          >
            <PhotoGrid photos={memory.photos} caption minTileWidth={180} />
          </Card>
        ))}
      </Flex>
      </PhotoListProvider>
    </>
  );
}
