import { DeleteOutlined, PictureOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { TrashedPhotoResponse } from '@heirloom/contracts';
import { app, trash as copy } from '../../../messages';
import { colors } from '../../../theme';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the purge deletes it (0 on its last day). */
export const daysLeft = (photo: Pick<TrashedPhotoResponse, 'purge_at'>, now = Date.now()): number =>
  Math.max(0, Math.ceil((Date.parse(photo.purge_at) - now) / DAY_MS));

interface Props {
  photo: TrashedPhotoResponse;
  busy: boolean;
  onRestore: () => void;
  onDeleteForever: () => void;
}

/** One photo of the trash: its thumbnail, how many days it has left, who deleted it, Restore and Delete forever. */
export function TrashTile({ photo, busy, onRestore, onDeleteForever }: Props) {
  const [failed, setFailed] = useState(false);
  const title = photo.description?.trim() || app.untitled;
  const left = daysLeft(photo);
  const cover = failed ? (
    <Flex align="center" justify="center" style={{ width: '100%', aspectRatio: '1 / 1', background: colors.primary50, color: colors.primary300, fontSize: 32 }}>
      <PictureOutlined aria-label={title} />
    </Flex>
  ) : (
    <img
      src={photo.thumbnail_url}
      alt={title}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      style={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block', background: colors.primary50, opacity: 0.85 }}
    />
  );
  return (
    <Card size="small" cover={cover} styles={{ body: { padding: 8 } }} data-testid="trash-tile">
      <Flex vertical gap={6}>
        <Typography.Text strong ellipsis={{ tooltip: title }}>{title}</Typography.Text>
        <div>
          <Tag color={left <= 3 ? 'red' : 'default'} style={{ marginInlineEnd: 0 }}>{copy.daysLeft(left)}</Tag>
        </div>
        {photo.deleted_by && (
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {copy.deletedBy(photo.deleted_by.name)}
          </Typography.Text>
        )}
        <Button size="small" block icon={<UndoOutlined aria-hidden />} disabled={busy} onClick={onRestore} aria-label={copy.restoreLabel(title)}>
          {copy.restore}
        </Button>
        <Button size="small" block danger icon={<DeleteOutlined aria-hidden />} disabled={busy} onClick={onDeleteForever} aria-label={copy.deleteForeverLabel(title)}>
          {copy.deleteForever}
        </Button>
      </Flex>
    </Card>
  );
}
