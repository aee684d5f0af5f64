import { Flex } from 'antd';
import type { ReactNode } from 'react';
import type { DecadeResponse } from '@heirloom/contracts';
import { useIsWide } from '../hooks/useIsWide';
import { DecadeJump } from './DecadeJump';

interface Props {
  decades: DecadeResponse[];
  onJump: (decade: number) => void;
  children: ReactNode;
}

/**
 * A photo list with its decade buttons: across its top on a phone, down its side on a wide screen, where they stay
 * in sight under the top bar while the list scrolls.
 */
export function WithDecadeJump({ decades, onJump, children }: Props) {
  const wide = useIsWide();
  return (
    <>
      {!wide && <DecadeJump decades={decades} onJump={onJump} vertical={false} />}
      <Flex gap={16} align="flex-start">
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>{children}</div>
        {wide && decades.length > 1 && (
          <div style={{ position: 'sticky', top: 88, flex: 'none' }}>
            <DecadeJump decades={decades} onJump={onJump} vertical />
          </div>
        )}
      </Flex>
    </>
  );
}
