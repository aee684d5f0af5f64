import { CloudUploadOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, FloatButton, Result, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import type { FamilyResponse } from '@heirloom/contracts';
import { useDecades, useFamily, useFamilyPhotos, useUploadLimits } from '../../api/hooks';
import { WithDecadeJump } from '../../components/WithDecadeJump';
import { JustifiedPhotoGrid } from '../../components/JustifiedPhotoGrid';
import { useDecadeJump, useDecadeStart } from '../../hooks/useDecadeJump';
import { DecadeStartNotice } from '../../components/DecadeStartNotice';
import { isFamilyAdmin } from '../../access';
import { useIsWide } from '../../hooks/useIsWide';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PagedFooter } from '../../components/PagedFooter';
import { isNotFound } from '../../lib/errors';
import { albums as albumsCopy, family as copy } from '../../messages';
import { BulkUploadDialog } from './components/BulkUploadDialog';
import { FamilyHeader } from './components/FamilyHeader';
import { LeaveDeleteFamily, type LeaveOrDelete } from './components/LeaveDeleteFamily';
import { useSWRConfig } from 'swr';
import { keys } from '../../api/keys';
import { useAuth } from '../../auth/useAuth';
import { familyLeave as leaveCopy, upload } from '../../messages';
import { FamilySettingsDialog } from './components/FamilySettingsDialog';
import { BatchActions } from '../../components/selection/BatchActions';
import { SelectModeButton } from '../../components/selection/SelectModeButton';
import { UploadPhotoDialog } from './components/UploadPhotoDialog';
import { EmptyState } from '../../components/EmptyState';
import { useIdParam } from '../../hooks/useIdParam';
import { usePhotoSelection } from './usePhotoSelection';
import { PersonFilter } from '../people/components/PersonFilter';
import { PhotoListProvider } from '../../components/photoList/PhotoListContext';
import type { PhotoListSource } from '../../lib/photoList';
import { FamilyAlbums } from '../albums/components/FamilyAlbums';

type Dialog = 'upload' | 'bulk' | 'settings' | null;
type Tab = 'photos' | 'albums';

/** A family: its header, and its photos or its albums in two tabs (the Albums tab at /families/{id}/albums). */
export default function FamilyPage() {
  const familyId = useIdParam('familyId');
  const navigate = useNavigate();
  const tab: Tab = useMatch('/families/:familyId/albums') ? 'albums' : 'photos';
  const family = useFamily(familyId);
  const [personIds, setPersonIds] = useState<number[]>([]);
  const { data: uploadLimits } = useUploadLimits();
  // ?decade=1980 (after a jump): the list starts at that decade.
  const start = useDecadeStart('desc');
  const photos = useFamilyPhotos(family.data ? familyId : null, personIds, start.from);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [leaving, setLeaving] = useState<LeaveOrDelete>(null);
  /** The photo a single upload just added: ringed in the grid. */
  const [justUploaded, setJustUploaded] = useState<number | null>(null);
  const { user } = useAuth();
  const { message } = App.useApp();
  const { mutate } = useSWRConfig();
  const wide = useIsWide();
  const selection = usePhotoSelection(photos.items);
  const familyIds = useMemo(() => (family.data ? [familyId] : null), [family.data, familyId]);
  const decades = useDecades(familyIds);
  // Newest first, as the photos are listed.
  const decadeList = useMemo(() => [...(decades.data ?? [])].sort((a, b) => b.decade - a.decade), [decades.data]);
  /** Every photo of the family, known from the first page on (the decades count them all; not with a person filter). */
  const total = decades.data && personIds.length === 0 ? decades.data.reduce((sum, decade) => sum + decade.count, 0) : null;
  const jump = useDecadeJump(photos, decadeList, start);
  const listSource: PhotoListSource = useMemo(
    () => ({ kind: 'family', familyId, personIds, ...(start.from ? { from: start.from } : {}) }),
    [familyId, personIds, start.from],
  );

  if (family.isLoading) return <Loading />;
  if (family.error) {
    return isNotFound(family.error) ? (
      <Result status="404" title={copy.notFound} extra={<Button onClick={() => navigate('/dashboard')}>{copy.back}</Button>} />
    ) : (
      <ErrorAlert message={copy.failedToLoadDetails} onRetry={() => family.mutate()} />
    );
  }
  if (!family.data) return null;

  const onUploaded = () => {
    void photos.reload();
    void decades.mutate();
  };

  const photosPane = (
    <>
      {/* The count takes the free width: on a phone Select stays beside it and the upload buttons wrap below. */}
      <Flex align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary" style={{ fontSize: 16, flex: '1 1 auto' }}>
          {total !== null ? copy.photoCount(Math.max(total, photos.items.length), false) : copy.photoCount(photos.items.length, photos.hasMore)}
        </Typography.Text>
        <PersonFilter familyIds={[familyId]} value={personIds} onChange={setPersonIds} />
        {photos.items.length > 0 && <SelectModeButton selection={selection} />}
        <Flex gap={8} wrap>
          <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => setDialog('upload')}>
            {copy.uploadPhoto}
          </Button>
          <Button icon={<CloudUploadOutlined aria-hidden />} onClick={() => setDialog('bulk')}>
            {copy.bulkUpload}
          </Button>
        </Flex>
      </Flex>

      <ErrorAlert message={photos.error ? copy.failedToLoadPhotos : null} onRetry={photos.reload} />
      <DecadeStartNotice decade={start.decade} order="desc" onToStart={() => start.startAt(null)} />
      {photos.isLoading && <Loading />}
      {!photos.isLoading && !photos.error && photos.items.length === 0 && (
        <EmptyState icon={<PictureOutlined />} title={copy.noPhotos} hint={copy.noPhotosHint} />
      )}
      <WithDecadeJump decades={decadeList} onJump={jump}>
        <PhotoListProvider source={listSource}>
          <JustifiedPhotoGrid photos={photos.items} selection={selection.tiles} highlightId={justUploaded} />
        </PhotoListProvider>
      </WithDecadeJump>
      <PagedFooter
        hasMore={photos.hasMore}
        loadingMore={photos.loadingMore && !photos.isLoading}
        onLoadMore={photos.loadMore}
        buttonLabel={copy.loadMore}
      />
    </>
  );

  return (
    <>
      <FamilyHeader
        family={family.data}
        isAdmin={isFamilyAdmin(family.data)}
        onSettings={() => setDialog('settings')}
        onLeave={() => setLeaving('leave')}
        onDelete={() => setLeaving('delete')}
      />
      <LeaveDeleteFamily
        family={family.data}
        memberId={family.data.members.find((member) => ('user' in member ? member.user.id : member.user_id) === user?.id)?.id ?? null}
        open={leaving}
        onClose={() => setLeaving(null)}
        onDone={async (what) => {
          const name = family.data!.name;
          setLeaving(null);
          // Out of the cached list at once: the dashboard may not be mounted, so a revalidation alone would show it
          // the family until its own fetch came back.
          await mutate<FamilyResponse[]>(keys.families.list(), (families) => families?.filter((f) => f.id !== familyId), { revalidate: true });
          message.success(what === 'left' ? leaveCopy.left(name) : leaveCopy.deleted(name));
          navigate('/dashboard', { replace: true });
        }}
      />

      <Card styles={{ body: { padding: wide ? '8px 24px 24px' : '4px 12px 12px' } }}>
        {/* Only tabs in the tab bar (axe: a tablist holds tabs alone): each tab's buttons sit in its own pane. */}
        <Tabs
          activeKey={tab}
          onChange={(key) => navigate(key === 'albums' ? `/families/${familyId}/albums` : `/families/${familyId}`)}
          items={[
            { key: 'photos', label: copy.photosTitle, children: photosPane },
            { key: 'albums', label: albumsCopy.title, children: <FamilyAlbums familyId={familyId} /> },
          ]}
        />
      </Card>

      {tab === 'albums' ? null : selection.active ? (
        <BatchActions
          photos={selection.selectedPhotos.map((photo) => ({ id: photo.id, familyId, canDelete: photo.can_delete, canEdit: photo.can_edit }))}
          onCancel={selection.clear}
          onChanged={() => {
            selection.clear();
            onUploaded();
          }}
        />
      ) : (
        <FloatButton
          type="primary"
          icon={<UploadOutlined aria-hidden />}
          tooltip={copy.uploadPhoto}
          aria-label={copy.uploadPhoto}
          onClick={() => setDialog('upload')}
        />
      )}

      <UploadPhotoDialog
        familyId={familyId}
        limits={uploadLimits}
        open={dialog === 'upload'}
        onClose={() => setDialog(null)}
        onUploaded={(photo) => {
          setDialog(null);
          onUploaded();
          message.success(upload.uploadedOne);
          setJustUploaded(photo.id);
        }}
      />
      <BulkUploadDialog familyId={familyId} limits={uploadLimits} open={dialog === 'bulk'} onClose={() => setDialog(null)} onUploaded={onUploaded} />
      {dialog === 'settings' && (
        <FamilySettingsDialog
          family={family.data}
          open
          onClose={() => setDialog(null)}
          onSaved={(updated) => {
            setDialog(null);
            void family.mutate({ ...family.data!, ...updated }, { revalidate: true });
          }}
        />
      )}
    </>
  );
}
