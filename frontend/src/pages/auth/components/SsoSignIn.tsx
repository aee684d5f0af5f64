import type { SsoErrorCode } from '@heirloom/contracts';
import { LoginOutlined } from '@ant-design/icons';
import { Button, Divider, Typography } from 'antd';
import { ssoLoginUrl } from '../../../api/auth';
import { useSsoConfig } from '../../../api/hooks';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { sso } from '../../../messages';

/**
 * The server's single sign-on settings, for the sign-in and registration pages. The password form shows until the
 * server says otherwise (OIDC_ONLY), so the usual page appears at once; a failed read keeps it.
 */
export function useSignInOptions() {
  const { data: config } = useSsoConfig();
  return { config, passwordForm: config?.password_sign_in ?? true };
}

type SignInOptions = ReturnType<typeof useSignInOptions>;

/**
 * The single sign-on button (a full page load of the API's redirect to the provider), then the divider before the
 * password form, or `passwordOffText` where there is none (OIDC_ONLY). Nothing when single sign-on is off.
 */
export function SsoSignIn({ options, target, passwordOffText }: { options: SignInOptions; target: string | null; passwordOffText: string }) {
  const { config } = options;
  if (!config?.enabled) return null;
  return (
    <>
      <Button type={config.password_sign_in ? 'default' : 'primary'} block size="large" icon={<LoginOutlined />} href={ssoLoginUrl(target)}>
        {config.button_text}
      </Button>
      {config.password_sign_in ? (
        <Divider plain>{sso.or}</Divider>
      ) : (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          {passwordOffText}
        </Typography.Paragraph>
      )}
    </>
  );
}

/** The ?sso_error= codes the server sends the browser back with; an unknown one reads as a plain failure. */
export const ssoErrorText = (code: string | null): string | null =>
  code === null ? null : code in sso.errors ? sso.errors[code as SsoErrorCode] : sso.errors.failed;

/** Why the last single sign-on came back without signing in. */
export function SsoError({ code }: { code: string | null }) {
  const text = ssoErrorText(code);
  return <ErrorAlert message={text ? sso.failedTitle : null} description={text} />;
}
