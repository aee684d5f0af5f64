import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import type { UserResponse } from '@heirloom/contracts';
import { secondStep } from '../../../api/account';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { serverTextOr } from '../../../lib/errors';
import { secondStep as copy } from '../../../messages';

interface Props {
  onSignedIn(user: UserResponse): void | Promise<void>;
  onStartOver(): void;
}

/** The second sign-in step: a code of the authenticator app, or (switched to) a recovery code. */
export function SecondStepForm({ onSignedIn, onStartOver }: Props) {
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ value }: { value: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      const user = await secondStep(recovery ? { recovery_code: value.trim() } : { code: value.trim() });
      await onSignedIn(user);
    } catch (err) {
      setError(serverTextOr(err, copy.failed));
      setSubmitting(false);
    }
  };

  return (
    <>
      <Typography.Paragraph>{recovery ? copy.recoveryIntro : copy.intro}</Typography.Paragraph>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Form<{ value: string }> key={recovery ? 'recovery' : 'code'} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          label={recovery ? copy.recoveryCode : copy.code}
          name="value"
          rules={[{ required: true, whitespace: true, message: recovery ? copy.recoveryRequired : copy.codeRequired }]}
        >
          {recovery ? (
            <Input autoComplete="off" autoFocus size="large" placeholder="abcde-fghij" />
          ) : (
            <Input inputMode="numeric" autoComplete="one-time-code" autoFocus size="large" maxLength={6} placeholder="123456" />
          )}
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {copy.verify}
        </Button>
      </Form>
      {/* Actions on this form, not places: buttons that look like links (an <a> without href is neither to a screen reader). */}
      <Flex vertical align="center" gap={0} style={{ marginTop: 16 }}>
        <Button type="link" onClick={() => setRecovery(!recovery)}>
          {recovery ? copy.useApp : copy.useRecovery}
        </Button>
        <Button type="link" onClick={onStartOver}>
          {copy.startOver}
        </Button>
      </Flex>
    </>
  );
}
