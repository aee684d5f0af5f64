import { LoginOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { ssoLoginUrl } from '../../../api/auth';
import { useSsoConfig } from '../../../api/hooks';
import { account as copy } from '../../../messages';

/**
 * What an account without a password is shown when the server asks for a fresh sign-in with the provider (403
 * `reauth_required`): a button through the provider and back to this page, after which the action is allowed.
 */
export function ReauthWithProvider() {
  const { data: config } = useSsoConfig();
  // "Sign in with Family ID" reads "Confirm with Family ID".
  const provider = config?.button_text?.replace(/^sign in with\s+/i, '') || copy.reauthProviderFallback;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={copy.reauthTitle}
      description={
        // Below the text rather than beside it: the alert also sits in the narrow confirmation dialog.
        <Flex vertical align="flex-start" gap={12}>
          {copy.reauthText}
          <Button icon={<LoginOutlined />} href={ssoLoginUrl('/account')}>
            {copy.reauthButton(provider)}
          </Button>
        </Flex>
      }
    />
  );
}
