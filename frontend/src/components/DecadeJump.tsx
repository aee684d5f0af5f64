import { Button, Flex } from 'antd';
import type { DecadeResponse } from '@heirloom/contracts';
import { decadeJump as copy } from '../messages';

interface Props {
  decades: DecadeResponse[];
  onJump: (decade: number) => void;
  /** Down the side of the grid (wide screens), or across its top (phones). */
  vertical: boolean;
}

/** One button a decade that holds photos ("1980s"), in the order the list runs. */
export function DecadeJump({ decades, onJump, vertical }: Props) {
  if (decades.length < 2) return null;
  return (
    <nav aria-label={copy.label}>
      <Flex vertical={vertical} gap={4} style={vertical ? undefined : { overflowX: 'auto', paddingBottom: 4 }}>
        {decades.map(({ decade, count }) => (
          <Button key={decade} size="small" type="text" aria-label={copy.jumpTo(decade, count)} title={copy.jumpTo(decade, count)} onClick={() => onJump(decade)}>
            {copy.decade(decade)}
          </Button>
        ))}
      </Flex>
    </nav>
  );
}
