import { CloseOutlined, DownloadOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import type { PublicPhotoResponse } from '@heirloom/contracts';
import { formatPhotoDate } from '../../../lib/format';
import { shared as copy } from '../../../messages';
import { colors } from '../../../theme';

interface Props {
  photos: PublicPhotoResponse[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** One photo or video of a share link, full screen: previous and next (arrow keys too), its caption, and Download when allowed. */
export function SharedViewer({ photos, index, onIndex, onClose }: Props) {
  const photo = photos[index];
  const previous = index > 0 ? () => onIndex(index - 1) : undefined;
  const next = index < photos.length - 1 ? () => onIndex(index + 1) : undefined;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') previous?.();
      if (event.key === 'ArrowRight') next?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!photo) return null;
  const date = formatPhotoDate(photo);
  const caption = [photo.description, date, photo.place].filter(Boolean).join(' · ');
  const nav = { color: colors.onDark, background: colors.scrim } as const;
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      closable={false}
      width="100vw"
      centered
      // The dialog is named by its title, which only screen readers see.
      title={<span className="visually-hidden">{copy.viewer}</span>}
      styles={{ container: { background: colors.viewerBackdrop, padding: 0, borderRadius: 0 }, body: { height: '100dvh' } }}
      style={{ maxWidth: '100vw', top: 0, margin: 0, padding: 0 }}
    >
      <Flex vertical style={{ height: '100dvh' }}>
        <Flex justify="flex-end" gap={8} style={{ padding: 8 }}>
          {photo.download_url && (
            <Button href={photo.download_url} download icon={<DownloadOutlined aria-hidden />}>
              {copy.download}
            </Button>
          )}
          <Button type="text" icon={<CloseOutlined aria-hidden />} aria-label={copy.close} onClick={onClose} style={{ color: colors.onDark }} />
        </Flex>
        <Flex flex={1} align="center" justify="center" style={{ position: 'relative', minHeight: 0 }}>
          {photo.media_type === 'video' && photo.playback_url ? (
            <video key={photo.id} src={photo.playback_url} poster={photo.preview_url} controls style={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : (
            <img key={photo.id} src={photo.preview_url} alt={photo.description ?? ''} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          )}
          {previous && <Button shape="circle" icon={<LeftOutlined />} aria-label={copy.previous} onClick={previous} style={{ ...nav, position: 'absolute', left: 8 }} />}
          {next && <Button shape="circle" icon={<RightOutlined />} aria-label={copy.next} onClick={next} style={{ ...nav, position: 'absolute', right: 8 }} />}
        </Flex>
        {caption && (
          <Typography.Paragraph style={{ color: colors.onDarkSecondary, textAlign: 'center', padding: '8px 16px', margin: 0 }}>{caption}</Typography.Paragraph>
        )}
      </Flex>
    </Modal>
  );
}
