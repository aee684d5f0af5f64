import { AppstoreOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { Card, Flex, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useDecades, useFamilies, useTimeline } from '../../api/hooks';
import { WithDecadeJump } from '../../components/WithDecadeJump';
import { JustifiedPhotoGrid } from '../../components/JustifiedPhotoGrid';
import { useDecadeJump, useDecadeStart } from '../../hooks/useDecadeJump';
import { DecadeStartNotice } from '../../components/DecadeStartNotice';
import { family as familyCopy } from '../../messages';
import type { SortOrder } from '@heirloom/contracts';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { PagedFooter } from '../../components/PagedFooter';
import { timeline as copy } from '../../messages';
import { FamilyFilter } from './components/FamilyFilter';
import { TimelineView } from './components/TimelineView';
import { EmptyState } from '../../components/EmptyState';
import { useSearchParams } from 'react-router-dom';
import { PersonFilter } from '../people/components/PersonFilter';
import { PhotoListProvider } from '../../components/photoList/PhotoListContext';
import type { PhotoListSource } from '../../lib/photoList';
import { BatchActions } from '../../components/selection/BatchActions';
import { SelectModeButton } from '../../components/selection/SelectModeButton';
import type { PhotoTileView } from '../../components/PhotoTile';
import { usePhotoSelection } from '../family/usePhotoSelection';

/** '1,2' as ids; anything that is not one is left out. */
const idsIn = (text: string | null): number[] => (text ?? '').split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);

type View = 'timeline' | 'grid';

export default function TimelinePage() {
  const families = useFamilies();
  const [searchParams, setSearchParams] = useSearchParams();
  // The view and the order live in the address: back from a photo, the timeline is as it was left.
  const view: View = searchParams.get('view') === 'grid' ? 'grid' : 'timeline';
  const order: SortOrder = searchParams.get('order') === 'asc' ? 'asc' : 'desc';
  const setParam = (name: string, value: string, fallback: string) =>
    setSearchParams(
      (params) => {
        if (value === fallback) params.delete(name);
        else params.set(name, value);
        return params;
      },
      { replace: true },
    );
  const setView = (next: View) => setParam('view', next, 'timeline');
  const setOrder = (next: SortOrder) => setParam('order', next, 'desc');
  /** null until the user changes the filter: every family. */
  const [picked, setPicked] = useState<number[] | null>(null);

  const selected = useMemo(() => picked ?? (families.data ?? []).map((f) => f.id), [picked, families.data]);
  const ids = useMemo(() => [...selected].sort((a, b) => a - b), [selected]);
  const ready = !!families.data && ids.length > 0;

  // ?person_ids=1,2 (a person's page links here): photos with all of them.
  const [personIds, setPersonIds] = useState<number[]>(() => idsIn(searchParams.get('person_ids')));
  // ?decade=1980 (after a jump): the list starts at that decade.
  const start = useDecadeStart(order);
  const photos = useTimeline(ready ? ids : null, order, personIds, start.from);
  const decades = useDecades(ready ? ids : null);
  const decadeList = useMemo(() => [...(decades.data ?? [])].sort((a, b) => (order === 'desc' ? b.decade - a.decade : a.decade - b.decade)), [decades.data, order]);
  // The decades count every photo: with a person filter the total is not known from them.
  const total = decades.data && personIds.length === 0 ? decades.data.reduce((sum, decade) => sum + decade.count, 0) : null;
  const jump = useDecadeJump(photos, decadeList, start);
  // The family's name on each card says something only to someone in several families.
  const oneFamily = (families.data?.length ?? 0) <= 1;
  const withoutFamily = useMemo(() => photos.items.map((photo) => ({ ...photo, family: undefined })), [photos.items]);
  const selection = usePhotoSelection<PhotoTileView>(photos.items);

  const listSource: PhotoListSource = useMemo(
    () => ({ kind: 'timeline', familyIds: ids, order, personIds, ...(start.from ? { from: start.from } : {}) }),
    [ids, order, personIds, start.from],
  );

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
            {photos.items.length > 0 && <SelectModeButton selection={selection} />}
          </Flex>
        }
      />
      <ErrorAlert message={photos.error || families.error ? copy.failed : null} onRetry={photos.reload} />
      <DecadeStartNotice decade={start.decade} order={order} onToStart={() => start.startAt(null)} />
      {(families.isLoading || photos.isLoading) && <Loading />}
      {empty && (
        <Card>
          <EmptyState icon={<FieldTimeOutlined />} title={copy.empty} hint={copy.emptyHint} />
        </Card>
      )}
      {total !== null && total > 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
          {familyCopy.photoCount(Math.max(total, photos.items.length), false)}
        </Typography.Text>
      )}
      <WithDecadeJump decades={decadeList} onJump={jump}>
        <PhotoListProvider source={listSource}>
          {view === 'timeline' ? (
            <TimelineView photos={oneFamily ? withoutFamily : photos.items} selection={selection.tiles} />
          ) : (
            <JustifiedPhotoGrid photos={photos.items} selection={selection.tiles} />
          )}
        </PhotoListProvider>
      </WithDecadeJump>
      <PagedFooter hasMore={photos.hasMore} loadingMore={photos.loadingMore && !photos.isLoading} onLoadMore={photos.loadMore} />
      {selection.active && (
      <BatchActions
          photos={selection.selectedPhotos.map((photo) => ({ id: photo.id, familyId: photo.family_id, canDelete: photo.can_delete, canEdit: photo.can_edit }))}
          onCancel={selection.clear}
          onChanged={() => {
            selection.clear();
            void photos.reload();
            void decades.mutate();
          }}
        />
      )}
    </>
  );
}
