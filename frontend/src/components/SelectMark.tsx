import { CheckCircleFilled } from '@ant-design/icons';
import { colors } from '../theme';

/**
 * The round mark in a tile's corner while photos are being selected: filled when selected, an empty ring
 * otherwise (so a phone user sees that a tap now selects). Hidden from screen readers: the tile's label says it.
 */
export function SelectMark({ selected }: { selected: boolean }) {
  const box = { position: 'absolute', top: 6, left: 6, width: 24, height: 24, borderRadius: '50%', pointerEvents: 'none' } as const;
  return selected ? (
    <span aria-hidden data-testid="select-mark" style={{ ...box, background: colors.onDark, display: 'grid', placeItems: 'center' }}>
      <CheckCircleFilled style={{ fontSize: 24, color: colors.primary }} />
    </span>
  ) : (
    <span aria-hidden data-testid="select-mark" style={{ ...box, border: `2px solid ${colors.onDark}`, background: colors.scrim }} />
  );
}
