import type { CSSProperties } from 'react';
import type { PhotoResponse } from '@heirloom/contracts';

interface Props {
  video: Pick<PhotoResponse, 'id' | 'playback_url' | 'preview_url'>;
  title: string;
  style?: CSSProperties;
}

/**
 * A video, played by the browser's own player from its playback copy (the server answers Range requests, so it
 * seeks). Only its metadata loads until Play; the poster is the preview the worker made from a frame.
 */
export function VideoPlayer({ video, title, style }: Props) {
  return (
    <video
      key={video.id}
      controls
      preload="metadata"
      playsInline
      poster={video.preview_url}
      src={video.playback_url ?? undefined}
      aria-label={title}
      style={style}
    />
  );
}
