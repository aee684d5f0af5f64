import { DeleteOutlined, EditOutlined, FieldTimeOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PhotoResponse } from '@heirloom/contracts';
import { usePerson, usePersonPhotos } from '../../api/hooks';
import { deletePerson } from '../../api/people';
import { EmptyState } from '../../components/EmptyState';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { PagedFooter } from '../../components/PagedFooter';
import { PagedPhotoGrid } from '../../components/PagedPhotoGrid';
import { gridColumns } from '../../components/PhotoGrid';
import { PhotoTile } from '../../components/PhotoTile';
import { useConfirm } from '../../hooks/useConfirm';
import { useIdParam } from '../../hooks/useIdParam';
import { isNotFound } from '../../lib/errors';
import { app, people as copy } from '../../messages';
import { PersonDialog } from './components/PersonDialog';
import { PersonFace } from './components/PersonFace';
import { PhotoListProvider } from '../../components/photoList/PhotoListContext';

const columnsFor = (width: number) => gridColumns(width, 160, true);
const photoId = (photo: PhotoResponse) => photo.id;
/** A tile's caption and the age line below it: a first guess for rows not yet measured. */
const CAPTION_HEIGHT = 80;

/** One person: their face, dates and lifespan, notes, and their photos oldest first with their age in each. */
export default function PersonPage() {
  const personId = useIdParam('personId');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const person = usePerson(personId);
  const photos = usePersonPhotos(personId);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const renderTile = useCallback(
    (photo: PhotoResponse) => (
      <>
        <PhotoTile photo={photo} caption />
        <AgeCaption photo={photo} personId={personId} />
      </>
    ),
    [personId],
  );

  if (person.isLoading) return <Loading />;
  if (person.error || !person.data) {
    return isNotFound(person.error) ? (
      <Result status="404" title={copy.notFound} extra={<Button onClick={() => navigate('/dashboard')}>{app.back}</Button>} />
    ) : (
      <ErrorAlert message={copy.failedToLoad} onRetry={() => person.mutate()} />
    );
  }
  const data = person.data;
  const lifespan = copy.lifespan(data.birth_date_text, data.death_date_text);

  const remove = async () => {
    if (!(await confirm({ title: copy.delete, content: copy.deleteConfirm(data.name), okText: copy.delete }))) return;
    try {
      await deletePerson(data.id);
      navigate(`/families/${data.family_id}/people`, { replace: true });
    } catch {
      setError(copy.deleteFailed);
    }
  };

  return (
    <>
      <PageHeader
        title={
          <Flex align="center" gap={16}>
            <PersonFace person={data} size={72} />
            <span>{data.name}</span>
          </Flex>
        }
        subtitle={
          <Flex vertical gap={4}>
            {lifespan && <Typography.Text type="secondary">{lifespan}</Typography.Text>}
            {data.user && <Typography.Text type="secondary">{copy.linkedTo(data.user.name)}</Typography.Text>}
            <Typography.Text type="secondary">{copy.photoCount(data.photo_count)}</Typography.Text>
          </Flex>
        }
        backTo={`/families/${data.family_id}/people`}
        backLabel={copy.backToPeople}
        extra={
          <Flex gap={8} wrap>
            <Link to={`/timeline?person_ids=${data.id}`}>
              <Button icon={<FieldTimeOutlined aria-hidden />}>{copy.onTimeline}</Button>
            </Link>
            {data.can_edit && (
              <>
                <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
                  {copy.edit}
                </Button>
                <Button danger icon={<DeleteOutlined aria-hidden />} onClick={remove}>
                  {copy.delete}
                </Button>
              </>
            )}
          </Flex>
        }
      />
      <ErrorAlert message={error} onClose={() => setError(null)} />
      {data.notes && (
        <Card style={{ marginBottom: 16 }}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{data.notes}</Typography.Paragraph>
        </Card>
      )}
      <Card title={copy.photosTitle}>
        <ErrorAlert message={photos.error ? copy.failedToLoad : null} onRetry={photos.reload} />
        {photos.isLoading && <Loading />}
        {!photos.isLoading && !photos.error && photos.items.length === 0 && (
          <EmptyState icon={<PictureOutlined />} title={copy.noPhotos} hint={copy.noPhotosHint} />
        )}
        <PhotoListProvider source={{ kind: 'person', personId: data.id }}>
          <PagedPhotoGrid items={photos.items} getKey={photoId} columnsFor={columnsFor} renderTile={renderTile} belowThumbnail={CAPTION_HEIGHT} />
        </PhotoListProvider>
        <PagedFooter hasMore={photos.hasMore} loadingMore={photos.loadingMore && !photos.isLoading} onLoadMore={photos.loadMore} />
      </Card>
      {editing && (
        <PersonDialog
          familyId={data.family_id}
          person={data}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            void person.mutate(saved);
            void photos.reload();
          }}
        />
      )}
    </>
  );
}

/** Their age in the photo ('age 24', 'age about 24', 'age 22–25'), when both dates are known. */
function AgeCaption({ photo, personId }: { photo: PhotoResponse; personId: number }) {
  const age = photo.people.find((tagged) => tagged.id === personId)?.age_at_photo;
  if (!age) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {copy.age(age.text)}
    </Typography.Text>
  );
}
