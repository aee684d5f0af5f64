import { App, Button, Card, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { TwoFactorSetupResponse, TwoFactorStatusResponse } from '@heirloom/contracts';
import { disableTwoFactor, enableTwoFactor, isReauthRequired, setupTwoFactor } from '../../../api/account';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { serverTextOr } from '../../../lib/errors';
import { account as copy } from '../../../messages';
import { colors } from '../../../theme';
import { ReauthWithProvider } from './ReauthWithProvider';

interface Props {
  status: TwoFactorStatusResponse;
  /** False for an account made by single sign-on: turning it off asks for no password, but a recent provider sign-in. */
  hasPassword: boolean;
  onChanged(): Promise<unknown>;
}

/** The QR code the server drew, shown as an image (never put into the page as markup). */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function TwoFactorSection({ status, hasPassword, onChanged }: Props) {
  const { message } = App.useApp();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reauth, setReauth] = useState(false);
  const [busy, setBusy] = useState(false);

  const begin = async () => {
    setError(null);
    setBusy(true);
    try {
      setSetup(await setupTwoFactor());
    } catch (err) {
      setError(serverTextOr(err, copy.turnOnFailed));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async ({ code }: { code: string }) => {
    setError(null);
    setBusy(true);
    try {
      setCodes(await enableTwoFactor(code.trim()));
      setSetup(null);
      await onChanged();
    } catch (err) {
      setError(serverTextOr(err, copy.turnOnFailed));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async ({ password, code }: { password?: string; code: string }) => {
    setError(null);
    setBusy(true);
    try {
      await disableTwoFactor(hasPassword ? password : undefined, code.trim());
      setTurningOff(false);
      message.success(copy.turnedOff);
      await onChanged();
    } catch (err) {
      if (isReauthRequired(err)) setReauth(true);
      else setError(serverTextOr(err, copy.turnOffFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          {copy.twoFactorTitle}
          {status.enabled && <Tag color={colors.primary}>{copy.on}</Tag>}
        </Flex>
      }
    >
      <ErrorAlert message={error} onClose={() => setError(null)} />
      {codes && (
        <div role="region" aria-label={copy.recoveryTitle}>
          <Typography.Title level={4}>{copy.recoveryTitle}</Typography.Title>
          <Typography.Paragraph>{copy.recoveryHint}</Typography.Paragraph>
          <ul style={{ columns: 2, fontFamily: 'monospace', fontSize: 16, paddingLeft: 20 }}>
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button type="primary" onClick={() => setCodes(null)}>
            {copy.done}
          </Button>
        </div>
      )}
      {!codes && !status.enabled && !setup && (
        <>
          <Typography.Paragraph type="secondary">{copy.twoFactorOff}</Typography.Paragraph>
          <Button type="primary" onClick={begin} loading={busy}>
            {copy.setUp}
          </Button>
        </>
      )}
      {!codes && setup && (
        <Flex gap={24} wrap align="flex-start">
          <img src={qrSource(setup.qr_svg)} alt={copy.scan} width={180} height={180} style={{ background: 'white' }} />
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography.Paragraph>{copy.scan}</Typography.Paragraph>
            <Typography.Paragraph>
              {copy.secretKey}: <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>{setup.secret}</Typography.Text>
            </Typography.Paragraph>
            <Form<{ code: string }> layout="vertical" requiredMark={false} onFinish={confirm}>
              <Form.Item label={copy.code} name="code" rules={[{ required: true, whitespace: true, message: copy.codeRequired }]}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ maxWidth: 200 }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                {copy.turnOn}
              </Button>
            </Form>
          </div>
        </Flex>
      )}
      {!codes && status.enabled && (
        <>
          <Typography.Paragraph>{copy.twoFactorOn(status.recovery_codes_left)}</Typography.Paragraph>
          <Button danger onClick={() => setTurningOff(true)}>
            {copy.turnOff}
          </Button>
        </>
      )}
      <Modal title={copy.turnOffTitle} open={turningOff} onCancel={() => setTurningOff(false)} footer={null} destroyOnHidden>
        <Typography.Paragraph>{copy.turnOffHint}</Typography.Paragraph>
        {reauth && <ReauthWithProvider />}
        <Form<{ password?: string; code: string }> layout="vertical" requiredMark={false} onFinish={turnOff}>
          {hasPassword && (
            <Form.Item label={copy.currentPassword} name="password" rules={[{ required: true, message: copy.currentRequired }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          )}
          <Form.Item label={copy.codeOrRecovery} name="code" rules={[{ required: true, whitespace: true, message: copy.codeRequired }]}>
            <Input autoComplete="one-time-code" />
          </Form.Item>
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => setTurningOff(false)}>{copy.cancel}</Button>
            <Button danger type="primary" htmlType="submit" loading={busy}>
              {copy.turnOff}
            </Button>
          </Flex>
        </Form>
      </Modal>
    </Card>
  );
}
