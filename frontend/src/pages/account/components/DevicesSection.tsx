import { DesktopOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import type { DeviceSessionResponse } from '@heirloom/contracts';
import { endOtherSessions, endSession } from '../../../api/account';
import { useDeviceSessions } from '../../../api/hooks';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Loading } from '../../../components/Loading';
import { serverTextOr } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { account as copy } from '../../../messages';
import { colors } from '../../../theme';

const describe = (device: DeviceSessionResponse): string => `${device.browser ?? copy.unknownBrowser} · ${device.os ?? copy.unknownSystem}`;

export function DevicesSection() {
  const { data: devices, error, isLoading, mutate } = useDeviceSessions();
  const { message } = App.useApp();

  const onEnd = async (device: DeviceSessionResponse) => {
    try {
      await endSession(device.id);
      message.success(copy.sessionEnded);
      await mutate();
    } catch (err) {
      message.error(serverTextOr(err, copy.endFailed));
    }
  };

  const onEndOthers = async () => {
    try {
      await endOtherSessions();
      message.success(copy.othersEnded);
      await mutate();
    } catch (err) {
      message.error(serverTextOr(err, copy.endFailed));
    }
  };

  const others = (devices ?? []).filter((device) => !device.current).length;

  return (
    <Card title={copy.devicesTitle}>
      <Typography.Paragraph type="secondary">{copy.devicesIntro}</Typography.Paragraph>
      {error && <ErrorAlert message={serverTextOr(error, copy.sessionsFailed)} />}
      {isLoading && <Loading />}
      {devices && (
        <ul aria-label={copy.devicesTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {devices.map((device) => (
            <li key={device.id} style={{ padding: '12px 0', borderTop: `1px solid ${colors.divider}` }}>
              <Flex gap={12} align="center" wrap>
                <DesktopOutlined aria-hidden style={{ fontSize: 22, color: colors.textSecondary }} />
                <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Flex gap={8} wrap align="center">
                    <Typography.Text strong>{describe(device)}</Typography.Text>
                    {device.current && <Tag color={colors.primary}>{copy.thisDevice}</Tag>}
                  </Flex>
                  <Typography.Text type="secondary">
                    {[device.ip, copy.lastSeen(formatDateTime(device.last_seen_at)), copy.signedInAt(formatDateTime(device.created_at))].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </div>
                {!device.current && (
                  <Button size="small" onClick={() => onEnd(device)} aria-label={copy.endSessionLabel(describe(device))}>
                    {copy.endSession}
                  </Button>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {others > 0 && (
        <Button danger onClick={onEndOthers} style={{ marginTop: 12 }}>
          {copy.endOthers}
        </Button>
      )}
    </Card>
  );
}
