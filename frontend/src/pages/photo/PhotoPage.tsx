import { DownloadOutlined, ExpandOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Result, Row } from 'antd';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePhoto } from '../../api/hooks';
import { deletePhoto } from '../../api/photos';
import { canDeletePhoto, isUploader } from '../../access';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { ShareDialog } from '../../components/share/ShareDialog';
import { useConfirm } from '../../hooks/useConfirm';
import { isNotFound } from '../../lib/errors';
import { markPhotoListsChanged } from '../../lib/listFreshness';
import { readPhotoLinkState, type PhotoListSource } from '../../lib/photoList';
import { app, backTo, photo as copy } from '../../messages';
import { CommentsPanel } from './components/CommentsPanel';
import { EditPhotoDialog } from './components/EditPhotoDialog';
import { PhotoActions } from './components/PhotoActions';
import { PhotoAlbums } from './components/PhotoAlbums';
import { PhotoInfo } from './components/PhotoInfo';
import { ReactionsBar } from './components/ReactionsBar';
import { PhotoViewer } from './components/PhotoViewer';
import { PreviewImage } from './components/PreviewImage';
import { StoriesPanel } from './components/StoriesPanel';
import { TechnicalDetails } from './components/TechnicalDetails';
import { VideoPlayer } from './components/VideoPlayer';
import { usePhotoList, type ViewerItem } from './usePhotoList';
import { colors } from '../../theme';
import { useIdParam } from '../../hooks/useIdParam';
import { PhotoPeoplePanel } from '../people/components/PhotoPeoplePanel';
import { PeopleBoxes } from '../people/components/PeopleBoxes';
import { photoHeading } from '../../lib/format';

export default function PhotoPage() {
  const photoId = useIdParam('photoId');
  const navigate = useNavigate();
  const location = useLocation();
  // The list it was opened from (router state); a deep link walks the photo's family.
  const link = readPhotoLinkState(location.state);
  const confirm = useConfirm();
  const { data: photo, error, isLoading, mutate } = usePhoto(photoId);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const source: PhotoListSource = link?.list ?? { kind: 'family', familyId: photo?.family_id ?? 0 };
  const list = usePhotoList(source, photoId, viewerOpen && (!!link || !!photo));
  const [showBoxes, setShowBoxes] = useState(false);

  // Each step replaces the address (one history entry for the whole walk) and keeps the list it walks.
  const step = useCallback((to: ViewerItem) => navigate(`/photos/${to.id}`, { replace: true, state: location.state }), [navigate, location.state]);
  /** Back where the person came from (at the same scroll, useScrollMemory), else to the photo's family. */
  const goBack = useCallback(
    (familyId: number) => (link ? navigate(-1) : navigate(`/families/${familyId}`, { replace: true })),
    [link, navigate],
  );

  if (isLoading && !photo) return <Loading />;
  if (error && !photo) {
    return isNotFound(error) ? (
      <Result status="404" title={copy.notFound} extra={<Button onClick={() => navigate('/dashboard')}>{app.back}</Button>} />
    ) : (
      <ErrorAlert message={copy.failedToLoad} onRetry={() => mutate()} />
    );
  }
  if (!photo) return null;

  // The description is said once: as the heading when it is short, else in full under the photo.
  const { title, describedBelow } = photoHeading(photo);
  const remove = async () => {
    if (!(await confirm({ title: copy.delete, content: copy.deleteConfirm }))) return;
    try {
      await deletePhoto(photo.id);
      markPhotoListsChanged();
      goBack(photo.family_id);
    } catch {
      setActionError(copy.deleteFailed);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        backTo={link ? link.from : `/families/${photo.family_id}`}
        onBack={link ? () => navigate(-1) : undefined}
        backLabel={backTo[link?.list.kind ?? 'family']}
        extra={
          <>
            {/* A link the browser saves (Content-Disposition: attachment), styled as a button. */}
            <Button href={photo.download_url} download icon={<DownloadOutlined aria-hidden />} title={copy.downloadLabel(title)}>
              {copy.download}
            </Button>
            <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => setSharing(true)}>
              {copy.share}
            </Button>
            {(isUploader(photo) || canDeletePhoto(photo)) && (
              <PhotoActions onEdit={isUploader(photo) ? () => setEditing(true) : undefined} onDelete={canDeletePhoto(photo) ? remove : undefined} />
            )}
          </>
        }
      />
      <ErrorAlert message={actionError} onClose={() => setActionError(null)} />
      {sharing && <ShareDialog kind="photo" targetId={photo.id} title={title} onClose={() => setSharing(false)} />}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <Flex vertical gap={24}>
            <Card styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden' }}>
              {photo.media_type === 'video' ? (
                <VideoPlayer
                  video={photo}
                  title={title}
                  style={{ width: '100%', maxHeight: '70vh', display: 'block', background: colors.photoBackdrop }}
                />
              ) : (
                <button
                  type="button"
                  onClick={() => setViewerOpen(true)}
                  aria-label={copy.openViewer}
                  // The people's boxes and names show while the pointer (or the focus) is on the photo.
                  onMouseEnter={() => setShowBoxes(true)}
                  onMouseLeave={() => setShowBoxes(false)}
                  onFocus={() => setShowBoxes(true)}
                  onBlur={() => setShowBoxes(false)}
                  style={{
                    all: 'unset',
                    cursor: 'zoom-in',
                    display: 'block',
                    width: '100%',
                    background: colors.photoBackdrop,
                    position: 'relative',
                    textAlign: 'center',
                    lineHeight: 0,
                  }}
                >
                  {/* As large as the image, so the boxes (fractions of it) lie where they were drawn. */}
                  <span style={{ position: 'relative', display: 'inline-block', maxWidth: '100%' }} data-testid="photo-frame">
                    <PreviewImage key={photo.id} photo={photo} alt={title} style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block' }} />
                    {showBoxes && <PeopleBoxes people={photo.people} />}
                  </span>
                  <ExpandOutlined style={{ position: 'absolute', right: 12, bottom: 12, color: colors.onDark, fontSize: 20 }} aria-hidden />
                </button>
              )}
              <div style={{ padding: 16 }}>
                <PhotoInfo photo={photo} showDescription={describedBelow} />
                <ReactionsBar photo={photo} onChange={(reactions) => void mutate({ ...photo, reactions }, { revalidate: false })} />
                <PhotoAlbums photoId={photo.id} />
              </div>
            </Card>
            <PhotoPeoplePanel photo={photo} onChanged={() => void mutate()} />
            <TechnicalDetails photo={photo} />
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={24}>
            <StoriesPanel photoId={photo.id} />
            <CommentsPanel photoId={photo.id} />
          </Flex>
        </Col>
      </Row>
      {photo.media_type !== 'video' && <PhotoViewer photo={photo} list={list} open={viewerOpen} onStep={step} onClose={() => setViewerOpen(false)} />}
      {editing && (
        <EditPhotoDialog
          photo={photo}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            markPhotoListsChanged();
            void mutate(saved ? { ...photo, ...saved } : undefined);
          }}
        />
      )}
    </>
  );
}
