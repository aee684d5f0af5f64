import { Avatar, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { colors } from '../theme';

interface Props {
  name: string;
  /** Shown under the name: on phones, where the table has no Email column. */
  email?: string;
  /** After the name, e.g. "(you)". */
  note?: ReactNode;
  avatar?: boolean;
}

/** A person in a table: initial avatar (unless told not to), name, and on phones the e-mail under it. */
export function PersonCell({ name, email, note, avatar = true }: Props) {
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      {avatar && <Avatar style={{ background: colors.primary, flex: 'none' }}>{name.charAt(0).toUpperCase()}</Avatar>}
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text>
          {name} {note}
        </Typography.Text>
        {email && (
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {email}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
