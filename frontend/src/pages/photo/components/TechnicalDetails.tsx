import { Card, Descriptions } from 'antd';
import type { PhotoResponse } from '@heirloom/contracts';
import { formatCoordinates, formatDateTime, formatDuration } from '../../../lib/format';
import { photo as copy } from '../../../messages';

function gpsText(photo: PhotoResponse): string | null {
  if (!photo.has_gps && (photo.gps_latitude == null || photo.gps_longitude == null)) return null;
  if (photo.gps_latitude == null || photo.gps_longitude == null) return null;
  const coordinates = formatCoordinates(photo.gps_latitude, photo.gps_longitude);
  return photo.gps_altitude != null ? `${coordinates} (${copy.altitude(Math.round(photo.gps_altitude))})` : coordinates;
}

/** Camera info, camera settings, GPS with altitude, the geocoded location, dimensions and a video's length. */
export function TechnicalDetails({ photo }: { photo: PhotoResponse }) {
  const na = copy.notAvailable;
  const items = [
    { key: 'camera', label: copy.camera, children: photo.camera_info || na },
    { key: 'settings', label: copy.cameraSettings, children: photo.camera_settings || na },
    { key: 'gps', label: copy.gps, children: gpsText(photo) ?? na },
    { key: 'location', label: copy.geocodedLocation, children: photo.display_location || na },
    ...(photo.width && photo.height
      ? [{ key: 'size', label: copy.dimensions, children: `${photo.width} × ${photo.height}` }]
      : []),
    ...(photo.media_type === 'video' ? [{ key: 'duration', label: copy.duration, children: formatDuration(photo.duration_seconds) ?? na }] : []),
    { key: 'uploaded', label: copy.uploaded, children: formatDateTime(photo.upload_date) || na },
  ];
  return (
    <Card title={copy.technicalDetails}>
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
