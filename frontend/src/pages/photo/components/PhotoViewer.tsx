import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useIsWide } from '../../../hooks/useIsWide';
import type { PhotoResponse } from '@heirloom/contracts';
import { app, photo as copy } from '../../../messages';
import { ProgressiveImage } from './ProgressiveImage';
import { VideoPlayer } from './VideoPlayer';
import { colors } from '../../../theme';

interface Props {
  photo: PhotoResponse;
  open: boolean;
  previous?: PhotoResponse;
  next?: PhotoResponse;
  onStep: (photo: PhotoResponse) => void;
  onClose: () => void;
}

/** Full-screen viewer: ← and → (or a swipe) step to the previous and next photo of the family, Esc closes. */
export function PhotoViewer({ photo, open, previous, next, onStep, onClose }: Props) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && previous) onStep(previous);
      if (event.key === 'ArrowRight' && next) onStep(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, previous, next, onStep]);

  const wide = useIsWide();
  const touchX = useRef<number | null>(null);
  const title = photo.description?.trim() || app.untitled;

  /** A horizontal swipe of 50 px or more steps like the arrow keys. */
  const onTouchEnd = (x: number) => {
    const start = touchX.current;
    touchX.current = null;
    if (start === null || Math.abs(x - start) < 50) return;
    const to = x < start ? next : previous;
    if (to) onStep(to);
  };
  const arrow = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 2 } as const;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      width="100vw"
      centered
      // The dialog is named by its title, which only screen readers see.
      title={<span className="visually-hidden">{copy.viewer}</span>}
      styles={{
        header: { margin: 0, padding: 0, height: 0, minHeight: 0, overflow: 'hidden' },
        container: { padding: 0, background: colors.viewerBackdrop, height: '100vh', borderRadius: 0, display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, position: 'relative' },
        mask: { background: colors.viewerBackdrop },
      }}
      style={{ maxWidth: '100vw', top: 0, paddingBottom: 0, margin: 0 }}
    >
      <Flex justify="space-between" align="center" style={{ position: 'absolute', inset: '0 0 auto 0', padding: 16, zIndex: 2 }}>
        <Typography.Text style={{ color: colors.onDark }} ellipsis>
          {title}
        </Typography.Text>
        <Button type="text" icon={<CloseOutlined style={{ color: colors.onDark }} aria-hidden />} aria-label={copy.closeViewer} onClick={onClose} />
      </Flex>
      <Flex
        align="center"
        justify="center"
        style={{ position: 'absolute', inset: 0, padding: wide ? '56px 64px' : '56px 8px' }}
        onTouchStart={(event) => (touchX.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={(event) => onTouchEnd(event.changedTouches[0]?.clientX ?? 0)}
      >
        {photo.media_type === 'video' ? (
          <VideoPlayer video={photo} title={title} style={{ maxWidth: '100%', maxHeight: '100%', display: 'block' }} />
        ) : (
          <ProgressiveImage
            key={photo.id}
            photoId={photo.id}
            alt={title}
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
          />
        )}
      </Flex>
      <Button
        shape="circle"
        size="large"
        icon={<LeftOutlined aria-hidden />}
        aria-label={copy.previous}
        disabled={!previous}
        onClick={() => previous && onStep(previous)}
        style={{ ...arrow, left: 16 }}
      />
      <Button
        shape="circle"
        size="large"
        icon={<RightOutlined aria-hidden />}
        aria-label={copy.next}
        disabled={!next}
        onClick={() => next && onStep(next)}
        style={{ ...arrow, right: 16 }}
      />
    </Modal>
  );
}
