import { Alert, Button } from 'antd';
import type { SortOrder } from '@heirloom/contracts';
import { decadeJump as copy } from '../messages';

interface Props {
  /** The decade the list starts at after a jump; null: at its first photo (nothing to say). */
  decade: number | null;
  order: SortOrder;
  onToStart: () => void;
}

/** Above a list started at a decade: where it starts, and the way back to its newest (or oldest) photo. */
export function DecadeStartNotice({ decade, order, onToStart }: Props) {
  if (decade === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      title={copy.startsAt(decade, order)}
      action={
        <Button size="small" onClick={onToStart}>
          {copy.toStart(order)}
        </Button>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
