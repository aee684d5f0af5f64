import { CaretRightFilled } from '@ant-design/icons';
import { formatDuration } from '../lib/format';
import { colors } from '../theme';

/**
 * The play mark and length drawn over a video's thumbnail. Hidden from screen readers: the tile's own label
 * already says "video, 1:05".
 */
export function VideoBadge({ durationSeconds }: { durationSeconds: number | null | undefined }) {
  const duration = formatDuration(durationSeconds);
  return (
    <span
      aria-hidden
      data-testid="video-badge"
      style={{
        position: 'absolute',
        right: 6,
        bottom: 6,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 2,
        padding: duration ? '2px 8px 2px 5px' : '3px 5px',
        borderRadius: 999,
        background: colors.scrim,
        color: colors.onDark,
        fontSize: 12,
        fontWeight: 500,
        lineHeight: '18px',
        fontVariantNumeric: 'tabular-nums',
        pointerEvents: 'none',
      }}
    >
      <CaretRightFilled style={{ fontSize: 14 }} />
      {duration}
    </span>
  );
}
