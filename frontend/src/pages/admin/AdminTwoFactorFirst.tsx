import { ArrowLeftOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { adminTwoFactorFirst as copy } from '../../messages';
import { colors } from '../../theme';

/** REQUIRE_ADMIN_2FA: the admin panel opens once the admin has turned two-factor sign-in on (on /account). */
export function AdminTwoFactorFirst() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        icon={<SafetyOutlined style={{ color: colors.primary }} aria-hidden />}
        title={
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {copy.title}
          </Typography.Title>
        }
        subTitle={copy.hint}
        style={{ maxWidth: 560 }}
        extra={
          <Flex wrap gap={8} justify="center">
            <Link to="/account">
              <Button type="primary">{copy.toAccount}</Button>
            </Link>
            <Link to="/dashboard">
              <Button icon={<ArrowLeftOutlined aria-hidden />}>{copy.back}</Button>
            </Link>
          </Flex>
        }
      />
    </Flex>
  );
}
