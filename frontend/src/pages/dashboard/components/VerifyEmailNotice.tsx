import { App, Alert, Button } from 'antd';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { resendVerification } from '../../../api/auth';
import { ApiError } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { User } from '../../../api/types';
import { serverTextOr } from '../../../lib/errors';
import { verifyEmail as copy } from '../../../messages';

/** For an account whose address is not verified yet: what that means, and a new link on request. */
export function VerifyEmailNotice({ user }: { user: User }) {
  const { message } = App.useApp();
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);
  if (user.email_verified !== false) return null;

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

  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 24 }}
      title={copy.noticeTitle}
      description={copy.noticeText(user.email)}
      action={
        <Button onClick={resend} loading={sending}>
          {copy.resend}
        </Button>
      }
    />
  );
}
