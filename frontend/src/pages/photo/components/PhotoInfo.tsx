import { CalendarOutlined, EnvironmentOutlined, UserOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import type { PhotoResponse } from '@heirloom/contracts';
import { formatPhotoDate } from '../../../lib/format';
import { photo as copy } from '../../../messages';

/** Description (unless the page's heading is it already) with the date, location and uploader chips. */
export function PhotoInfo({ photo, showDescription = true }: { photo: PhotoResponse; showDescription?: boolean }) {
  const location = photo.location || photo.display_location;
  return (
    <Flex vertical gap={12}>
      {showDescription && photo.description && (
        <Typography.Paragraph style={{ fontSize: 16, margin: 0, whiteSpace: 'pre-wrap' }}>{photo.description}</Typography.Paragraph>
      )}
      <Flex gap={8} wrap>
        <Tag icon={<CalendarOutlined aria-hidden />} color="geekblue">
          {formatPhotoDate(photo)}
        </Tag>
        {location && (
          <Tag icon={<EnvironmentOutlined aria-hidden />} color="magenta">
            {location}
          </Tag>
        )}
        {photo.uploaded_by && <Tag icon={<UserOutlined aria-hidden />}>{copy.uploadedBy(photo.uploaded_by.name)}</Tag>}
      </Flex>
    </Flex>
  );
}
