import { Flex, Spin } from 'antd';
import { app } from '../messages';

/** A centred spinner; `fullPage` fills the viewport (session and lazy-route loading). */
export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: fullPage ? '100vh' : 240, width: '100%' }}
      role="status"
      aria-label={app.loading}
    >
      <Spin size="large" />
    </Flex>
  );
}
