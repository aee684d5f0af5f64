import { AppstoreOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { Card, Flex, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useFamilies, useTimeline } from '../../api/hooks';
import type { SortOrder } from '@heirloom/contracts';
import { ErrorAlert } from '../../components/ErrorAlert';
import { GroupedPhotoGrid } from '../../components/GroupedPhotoGrid';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { PagedFooter } from '../../components/PagedFooter';
import { timeline as copy } from '../../messages';
import { FamilyFilter } from './components/FamilyFilter';
import { TimelineView } from './components/TimelineView';
import { EmptyState } from '../../components/EmptyState';
import { useSearchParams } from 'react-router-dom';
import { PersonFilter } from '../people/components/PersonFilter';

/** '1,2' as ids; anything that is not one is left out. */
const idsIn = (text: string | null): number[] => (text ?? '').split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);

type View = 'timeline' | 'grid';

export default function TimelinePage() {
  const families = useFamilies();
  const [view, setView] = useState<View>('timeline');
  const [order, setOrder] = useState<SortOrder>('desc');
  /** null until the user changes the filter: every family. */
  const [picked, setPicked] = useState<number[] | null>(null);

  const selected = useMemo(() => picked ?? (families.data ?? []).map((f) => f.id), [picked, families.data]);
  const ids = useMemo(() => [...selected].sort((a, b) => a - b), [selected]);
  const ready = !!families.data && ids.length > 0;

  const [searchParams] = useSearchParams();
  // ?person_ids=1,2 (a person's page links here): photos with all of them.
  const [personIds, setPersonIds] = useState<number[]>(() => idsIn(searchParams.get('person_ids')));
  const photos = useTimeline(ready ? ids : null, order, personIds);

  const empty = (families.data && ids.length === 0) || (ready && !photos.isLoading && !photos.error && photos.items.length === 0);

  return (
    <>
      <PageHeader
        title={copy.title}
        extra={
          <Flex gap={8} wrap>
            <Segmented<View>
              aria-label={copy.viewMode}
              value={view}
              onChange={setView}
              options={[
                { value: 'timeline', label: copy.timelineView, icon: <FieldTimeOutlined aria-hidden /> },
                { value: 'grid', label: copy.gridView, icon: <AppstoreOutlined aria-hidden /> },
              ]}
            />
            <Segmented<SortOrder>
              aria-label={copy.order}
              value={order}
              onChange={setOrder}
              options={[
                { value: 'desc', label: copy.newest },
                { value: 'asc', label: copy.oldest },
              ]}
            />
            <FamilyFilter families={families.data ?? []} selected={selected} onChange={setPicked} />
            <PersonFilter familyIds={ids} value={personIds} onChange={setPersonIds} />
          </Flex>
        }
      />
      <ErrorAlert message={photos.error || families.error ? copy.failed : null} onRetry={photos.reload} />
      {(families.isLoading || photos.isLoading) && <Loading />}
      {empty && (
        <Card>
          <EmptyState icon={<FieldTimeOutlined />} title={copy.empty} hint={copy.emptyHint} />
        </Card>
      )}
      {view === 'timeline' ? <TimelineView photos={photos.items} /> : <GroupedPhotoGrid photos={photos.items} caption />}
      <PagedFooter hasMore={photos.hasMore} loadingMore={photos.loadingMore && !photos.isLoading} onLoadMore={photos.loadMore} />
    </>
  );
}
