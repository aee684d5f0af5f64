import { Card, Typography } from 'antd';
import { useMemo } from 'react';
import type { PhotoHitResponse } from '@heirloom/contracts';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { BatchActions } from '../../components/selection/BatchActions';
import { SelectModeButton } from '../../components/selection/SelectModeButton';
import { search as copy } from '../../messages';
import { usePhotoSelection } from '../family/usePhotoSelection';
import { SearchBox } from './components/SearchBox';
import { SearchResults } from './components/SearchResults';
import { searchable, useSearch } from './useSearch';
import { PhotoListProvider } from '../../components/photoList/PhotoListContext';

const NO_PHOTOS: PhotoHitResponse[] = [];

export default function SearchPage() {
  const state = useSearch();
  const photos = state.results?.results?.photos ?? NO_PHOTOS;
  const selection = usePhotoSelection(photos);
  const listSource = useMemo(() => (state.query ? { kind: 'search' as const, q: state.query } : null), [state.query]);
  return (
    <>
      <PageHeader title={copy.title} extra={photos.length > 0 && <SelectModeButton selection={selection} />} />
      <Card style={{ marginBottom: 24 }}>
        <SearchBox text={state.text} suggestions={state.suggestions} onChange={state.setText} onClear={state.clear} />
        {state.text.trim() !== '' && !searchable(state.text) && (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            {copy.minLengthHint}
          </Typography.Text>
        )}
      </Card>
      <ErrorAlert message={state.error ? copy.failed : null} />
      {state.loading && <Loading />}
      {state.results && (
        <PhotoListProvider source={listSource}>
          <SearchResults response={state.results} selection={selection.tiles} />
        </PhotoListProvider>
      )}
      {selection.active && (
        <BatchActions
          photos={selection.selectedPhotos.map((photo) => ({ id: photo.id, familyId: photo.family.id }))}
          onCancel={selection.clear}
          onChanged={() => {
            selection.clear();
            void state.reload();
          }}
        />
      )}
    </>
  );
}
