import { Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useAlbums } from '../../api/hooks';
import { serverTextOr } from '../../lib/errors';
import { batch as copy } from '../../messages';
import { ActionDialog } from '../ActionDialog';

interface Props {
  familyId: number;
  count: number;
  /** An album chosen by id, or a new one by name. */
  onSubmit: (album: { id: number; name: string } | { name: string }) => Promise<void>;
  onClose: () => void;
}

/** Adds the selected photos to one of the family's albums, or to a new one named here. */
export function AddToAlbumDialog({ familyId, count, onSubmit, onClose }: Props) {
  const albums = useAlbums(familyId);
  const [albumId, setAlbumId] = useState<number | null>(null);
  const [newName, setNewName] = useState('');
  const chosen = albums.items.find((album) => album.id === albumId);

  return (
    <ActionDialog
      title={copy.albumTitle(count)}
      okText={copy.add}
      disabled={!chosen && !newName.trim()}
      onSubmit={() => onSubmit(chosen ? { id: chosen.id, name: chosen.name } : { name: newName.trim() })}
      errorText={(error) => serverTextOr(error, copy.albumFailed)}
      onClose={onClose}
    >
      <Flex vertical gap={12}>
        <label>
          <Typography.Text>{copy.album}</Typography.Text>
          <Select
            aria-label={copy.album}
            placeholder={copy.albumPlaceholder}
            loading={albums.isLoading || albums.loadingMore}
            value={albumId ?? undefined}
            allowClear
            onChange={(id) => {
              setAlbumId(id ?? null);
              setNewName('');
            }}
            options={albums.items.map((album) => ({ value: album.id, label: album.name }))}
            // The family's albums come a page at a time: the next as the list nears its end.
            onPopupScroll={(event) => {
              const list = event.currentTarget as HTMLElement;
              if (list.scrollTop + list.clientHeight >= list.scrollHeight - 48) albums.loadMore();
            }}
            style={{ width: '100%' }}
          />
        </label>
        <label>
          <Typography.Text>{copy.newAlbum}</Typography.Text>
          <Input
            aria-label={copy.newAlbum}
            value={newName}
            maxLength={100}
            onChange={(event) => {
              setNewName(event.target.value);
              setAlbumId(null);
            }}
          />
        </label>
      </Flex>
    </ActionDialog>
  );
}
