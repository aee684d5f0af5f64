import { App, Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { resendVerification } from '../../../api/auth';
import { ApiError } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { UserResponse } from '@heirloom/contracts';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { serverTextOr } from '../../../lib/errors';
import { verifyEmail as copy } from '../../../messages';

/** For an account whose address is not verified yet: what that means, and a new link on request. */
export function VerifyEmailNotice({ user }: { user: UserResponse }) {
  const { message } = App.useApp();
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);
  const phone = useIsPhone();
  if (user.email_verified) return null;

  const resend = async () => {
    setSending(true);
    try {
      await resendVerification();
      message.success(copy.resent(user.email));
    } catch (error) {
      // 409: verified meanwhile (another tab, an accepted invitation): the notice goes with the fresh user.
      if (error instanceof ApiError && error.status === 409) await mutate(keys.auth.me());
      else message.error(serverTextOr(error, copy.resendFailed));
    } finally {
      setSending(false);
    }
  };

  const button = (
    <Button onClick={resend} loading={sending}>
      {copy.resend}
    </Button>
  );
  // On phones the button goes under the text, which would otherwise be squeezed into a narrow column beside it.
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 24 }}
      title={copy.noticeTitle}
      description={
        phone ? (
          <Flex vertical gap={12} align="flex-start">
            <span style={{ wordBreak: 'break-word' }}>{copy.noticeText(user.email)}</span>
            {button}
          </Flex>
        ) : (
          copy.noticeText(user.email)
        )
      }
      action={phone ? undefined : button}
    />
  );
}
