import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { app } from '../../messages';

/** The app name with its mark, linking home. */
export function Brand({ color = 'inherit', to = '/dashboard' }: { color?: string; to?: string }) {
  return (
    <Link to={to} style={{ color, textDecoration: 'none' }}>
      <Flex align="center" gap={8}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Typography.Text strong style={{ color, fontSize: 20 }}>
          {app.name}
        </Typography.Text>
      </Flex>
    </Link>
  );
}
