import { DownloadOutlined, ExpandOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Result, Row } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePhoto } from '../../api/hooks';
import { deletePhoto } from '../../api/photos';
import type { PhotoResponse } from '@heirloom/contracts';
import { isUploader } from '../../access';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { useConfirm } from '../../hooks/useConfirm';
import { isNotFound } from '../../lib/errors';
import { app, photo as copy } from '../../messages';
import { CommentsPanel } from './components/CommentsPanel';
import { EditPhotoDialog } from './components/EditPhotoDialog';
import { PhotoActions } from './components/PhotoActions';
import { PhotoAlbums } from './components/PhotoAlbums';
import { PhotoInfo } from './components/PhotoInfo';
import { ReactionsBar } from './components/ReactionsBar';
import { PhotoViewer } from './components/PhotoViewer';
import { ProgressiveImage } from './components/ProgressiveImage';
import { StoriesPanel } from './components/StoriesPanel';
import { TechnicalDetails } from './components/TechnicalDetails';
import { VideoPlayer } from './components/VideoPlayer';
import { useNeighbours } from './useNeighbours';
import { colors } from '../../theme';
import { useIdParam } from '../../hooks/useIdParam';
import { PhotoPeoplePanel } from '../people/components/PhotoPeoplePanel';
import { PeopleBoxes } from '../people/components/PeopleBoxes';
import { photoHeading } from '../../lib/format';

export default function PhotoPage() {
  const photoId = useIdParam('photoId');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { data: photo, error, isLoading, mutate } = usePhoto(photoId);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [showBoxes, setShowBoxes] = useState(false);
  const neighbours = useNeighbours(photo?.family_id, photoId, viewerOpen);

  const step = useCallback((to: PhotoResponse) => navigate(`/photos/${to.id}`, { replace: true }), [navigate]);

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
      navigate(`/families/${photo.family_id}`, { replace: true });
    } catch {
      setActionError(copy.deleteFailed);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        backTo={`/families/${photo.family_id}`}
        backLabel={copy.backToFamily}
        extra={
          <>
            {/* A link the browser saves (Content-Disposition: attachment), styled as a button. */}
            <Button href={photo.download_url} download icon={<DownloadOutlined aria-hidden />} title={copy.downloadLabel(title)}>
              {copy.download}
            </Button>
            {isUploader(photo) && <PhotoActions onEdit={() => setEditing(true)} onDelete={remove} />}
          </>
        }
      />
      <ErrorAlert message={actionError} onClose={() => setActionError(null)} />
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
                    <ProgressiveImage key={photo.id} photoId={photo.id} alt={title} style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block' }} />
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
      <PhotoViewer
        photo={neighbours.current ?? photo}
        open={viewerOpen}
        previous={neighbours.previous}
        next={neighbours.next}
        onStep={step}
        onClose={() => setViewerOpen(false)}
      />
      {editing && (
        <EditPhotoDialog
          photo={photo}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            void mutate(saved ? { ...photo, ...saved } : undefined);
          }}
        />
      )}
    </>
  );
}
