import { CalendarOutlined, DeleteOutlined, DownloadOutlined, FolderAddOutlined, UserAddOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useState } from 'react';
import { addAlbumPhotos, createAlbum } from '../../api/albums';
import { createDownload } from '../../api/downloads';
import { ApiError } from '../../api/http';
import { tagPerson } from '../../api/people';
import { batchDeletePhotos, batchSetPhotoDate } from '../../api/photos';
import { useConfirm } from '../../hooks/useConfirm';
import { downloadByNavigating, downloadUrl } from '../../lib/download';
import { serverTextOr } from '../../lib/errors';
import { MAX_DOWNLOAD_PHOTOS } from '../../lib/limits';
import { markPhotoListsChanged } from '../../lib/listFreshness';
import { batch as copy, family as familyCopy } from '../../messages';
import { AddToAlbumDialog } from './AddToAlbumDialog';
import { ChangeDateDialog } from './ChangeDateDialog';
import { SelectionBar } from './SelectionBar';
import { TagPersonDialog } from './TagPersonDialog';

/** A selected photo as the actions need it; the flags are absent where the list does not carry them (search hits). */
export interface BatchPhoto {
  id: number;
  familyId: number;
  canDelete?: boolean;
  canEdit?: boolean;
}

interface Props {
  photos: BatchPhoto[];
  onCancel: () => void;
  /** After a change (deleted, dated, added, tagged): the page reloads its list and ends the selection. */
  onChanged: () => void;
}

type Dialog = 'date' | 'album' | 'tag' | null;

/** The selected ids of each family, in the order selected: the API's batch routes are a family's. */
function byFamily(photos: BatchPhoto[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const photo of photos) groups.set(photo.familyId, [...(groups.get(photo.familyId) ?? []), photo.id]);
  return groups;
}

/** Tags in a few photos at a time; one already tagged counts as done. */
async function tagAll(photoIds: number[], personId: number): Promise<void> {
  for (let start = 0; start < photoIds.length; start += 4) {
    await Promise.all(
      photoIds.slice(start, start + 4).map((photoId) =>
        tagPerson(photoId, personId, null).catch((error: unknown) => {
          if (!(error instanceof ApiError && error.status === 409)) throw error;
        }),
      ),
    );
  }
}

/**
 * The Select mode's bar and dialogs: Download (one zip a family), Delete (to the trash), Change date (one exact or
 * fuzzy date for all), Add to album and Tag person (photos of one family). Refusals the list already knows of (not
 * one's own to delete or re-date) disable the action with the reason; the server checks every photo again.
 */
export function BatchActions({ photos, onCancel, onChanged }: Props) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [downloading, setDownloading] = useState(false);
  const groups = byFamily(photos);
  const oneFamily = groups.size === 1 ? [...groups.keys()][0] : null;
  const ids = photos.map((photo) => photo.id);
  const notDeletable = photos.filter((photo) => photo.canDelete === false).length;
  const notEditable = photos.filter((photo) => photo.canEdit === false).length;
  const tooMany = photos.length > MAX_DOWNLOAD_PHOTOS;

  const changed = (text: string) => {
    setDialog(null);
    markPhotoListsChanged();
    message.success(text);
    onChanged();
  };

  const download = async () => {
    setDownloading(true);
    try {
      const prepared = await Promise.all([...groups].map(([familyId, photoIds]) => createDownload(familyId, photoIds)));
      // One zip: the browser goes to it; one a family: each saved by a link of its own, so none cancels another.
      if (prepared.length === 1) downloadByNavigating(prepared[0].url);
      else for (const zip of prepared) downloadUrl(zip.url, '');
      onCancel();
    } catch (error) {
      message.error(serverTextOr(error, copy.downloadFailed));
    } finally {
      setDownloading(false);
    }
  };

  const remove = async () => {
    if (!(await confirm({ title: copy.deleteTitle(ids.length), content: copy.deleteConfirm, okText: copy.delete }))) return;
    try {
      for (const [familyId, photoIds] of groups) await batchDeletePhotos(familyId, photoIds);
      changed(copy.deleted(ids.length));
    } catch (error) {
      // A family's photos before the refusal may be gone already: the list shows what is left.
      markPhotoListsChanged();
      onChanged();
      message.error(serverTextOr(error, copy.deleteFailed));
    }
  };

  const oneFamilyReason = oneFamily === null ? copy.oneFamilyOnly : undefined;
  return (
    <>
      {/* Room under the page's last row, so the bar floating over it never hides it. */}
      <div style={{ height: 72 }} />
      <SelectionBar
        count={photos.length}
        note={tooMany ? familyCopy.tooMany(MAX_DOWNLOAD_PHOTOS) : null}
        onCancel={onCancel}
        actions={[
          { key: 'download', label: copy.download, icon: <DownloadOutlined aria-hidden />, primary: true, loading: downloading, disabled: tooMany, onClick: () => void download() },
          {
            key: 'delete',
            label: copy.delete,
            icon: <DeleteOutlined aria-hidden />,
            danger: true,
            disabled: notDeletable > 0,
            reason: copy.notYoursToDelete(notDeletable),
            onClick: () => void remove(),
          },
          {
            key: 'date',
            label: copy.changeDate,
            icon: <CalendarOutlined aria-hidden />,
            disabled: notEditable > 0,
            reason: copy.notYoursToChange(notEditable),
            onClick: () => setDialog('date'),
          },
          { key: 'album', label: copy.addToAlbum, icon: <FolderAddOutlined aria-hidden />, disabled: !!oneFamilyReason, reason: oneFamilyReason, onClick: () => setDialog('album') },
          { key: 'tag', label: copy.tagPerson, icon: <UserAddOutlined aria-hidden />, disabled: !!oneFamilyReason, reason: oneFamilyReason, onClick: () => setDialog('tag') },
        ]}
      />
      {dialog === 'date' && (
        <ChangeDateDialog
          count={ids.length}
          onClose={() => setDialog(null)}
          onSubmit={async (date) => {
            for (const [familyId, photoIds] of groups) await batchSetPhotoDate(familyId, photoIds, date);
            changed(copy.dated(ids.length));
          }}
        />
      )}
      {dialog === 'album' && oneFamily !== null && (
        <AddToAlbumDialog
          familyId={oneFamily}
          count={ids.length}
          onClose={() => setDialog(null)}
          onSubmit={async (album) => {
            const target = 'id' in album ? album : await createAlbum(oneFamily, { name: album.name, description: null });
            await addAlbumPhotos(target.id, ids);
            changed(copy.added(ids.length, target.name));
          }}
        />
      )}
      {dialog === 'tag' && oneFamily !== null && (
        <TagPersonDialog
          familyId={oneFamily}
          count={ids.length}
          onClose={() => setDialog(null)}
          onSubmit={async (person) => {
            await tagAll(ids, person.id);
            changed(copy.tagged(person.name, ids.length));
          }}
        />
      )}
    </>
  );
}
