import { CloseOutlined } from '@ant-design/icons';
import { Button, Descriptions, Typography } from 'antd';
import type { PhotoResponse } from '@heirloom/contracts';
import { useStories } from '../../../api/hooks';
import { useIsWide } from '../../../hooks/useIsWide';
import { formatPhotoDate } from '../../../lib/format';
import { viewer as copy } from '../../../messages';

/** The viewer's info panel: date, place, uploader, camera, people and the first lines of the story. */
export function ViewerInfo({ photo, onClose }: { photo: PhotoResponse; onClose: () => void }) {
  const wide = useIsWide();
  const { data: stories } = useStories(photo.id);
  const place = photo.display_location ?? photo.location;
  const camera = [photo.camera_info, photo.camera_settings].filter(Boolean).join(' · ');
  const story = stories?.[0]?.content;
  const items = [
    { key: 'date', label: copy.date, children: formatPhotoDate(photo) },
    place ? { key: 'place', label: copy.place, children: place } : null,
    photo.uploaded_by ? { key: 'uploader', label: copy.uploader, children: photo.uploaded_by.name } : null,
    camera ? { key: 'camera', label: copy.camera, children: camera } : null,
    photo.people.length > 0 ? { key: 'people', label: copy.people, children: photo.people.map((person) => person.name).join(', ') } : null,
    story
      ? {
          key: 'story',
          label: copy.story,
          children: (
            <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {story}
            </Typography.Paragraph>
          ),
        }
      : null,
  ].filter((item) => item !== null);

  return (
    <aside
      aria-label={copy.infoTitle}
      className="viewer-info"
      // Beside the photo on a wide screen, over its lower part on a phone.
      style={{
        position: 'absolute',
        zIndex: 3,
        background: '#fff',
        padding: 16,
        overflowY: 'auto',
        ...(wide ? { top: 64, right: 16, maxHeight: 'calc(100% - 80px)', width: 320, borderRadius: 12 } : { left: 0, right: 0, bottom: 0, maxHeight: '50%', borderRadius: '12px 12px 0 0' }),
      }}
    >
      <Typography.Title level={5} style={{ marginTop: 0, paddingRight: 32 }}>
        {photo.description?.trim() || copy.infoTitle}
      </Typography.Title>
      <Button type="text" size="small" icon={<CloseOutlined aria-hidden />} aria-label={copy.closeInfo} onClick={onClose} style={{ position: 'absolute', top: 12, right: 12 }} />
      <Descriptions column={1} size="small" items={items} />
    </aside>
  );
}
