import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useInvitationByToken } from '../../api/hooks';
import { acceptInvitation } from '../../api/invitations';
import { keys } from '../../api/keys';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { ApiError } from '../../api/http';
import { useAuth } from '../../auth/useAuth';
import { serverTextOr } from '../../lib/errors';
import { withRedirect } from '../../lib/redirect';
import { formatDate } from '../../lib/format';
import { invitation as text } from '../../messages';
import { colors } from '../../theme';

/**
 * /invitations/:token, the link of the invitation e-mail (or one a family admin copied). It sits in the
 * authenticated shell, so a signed-out visitor signs in first and comes back here. The invitation is shown
 * as the server describes the token's (to its addressee, verified or not: the pending list would not say
 * which one this is); Accept joins the family and opens it, and a refusal (403, 404, 410) shows the
 * server's reason.
 */
export default function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const described = useInvitationByToken(token);
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const invitation = described.data;
  const { logout } = useAuth();
  // Meant for another address than this account's: the way on is to sign in as the invited one, back to this link.
  const otherAccount = [described.error, error].some((failure) => failure instanceof ApiError && failure.status === 403 && /different email/i.test(failure.serverMessage ?? ''));
  const switchAccount = () => logout(withRedirect('/login', `/invitations/${token}`));

  const accept = async () => {
    setAccepting(true);
    setError(null);
    try {
      const familyId = await acceptInvitation(token);
      // Accepting through the mailed link also verified the address: the user is fetched afresh.
      await Promise.all([mutate(keys.families.list()), mutate(keys.invitations.pending()), mutate(keys.auth.me())]);
      navigate(`/families/${familyId}`, { replace: true });
    } catch (err) {
      setError(err);
      setAccepting(false);
    }
  };

  return (
    <>
      <PageHeader title={text.title} backTo="/dashboard" backLabel={text.back} />
      {described.isLoading ? (
        <Loading />
      ) : (
        <Card style={{ maxWidth: 560 }}>
          <Flex vertical gap={16}>
            <Flex align="flex-start" gap={16}>
              <MailOutlined style={{ fontSize: 32, color: colors.primary, marginTop: 4 }} aria-hidden />
              <div style={{ minWidth: 0 }}>
                <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 8 }}>
                  {invitation ? text.invitedTo(invitation.family.name) : text.invitedGeneric}
                </Typography.Title>
                {invitation && (
                  <Flex vertical gap={4}>
                    <Typography.Text>
                      {text.invitedBy(invitation.invited_by?.name ?? '', invitation.role)}
                    </Typography.Text>
                    <Typography.Text type="secondary">{text.expires(formatDate(invitation.expires_at))}</Typography.Text>
                  </Flex>
                )}
                <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                  {text.hint}
                </Typography.Paragraph>
              </div>
            </Flex>
            {otherAccount ? (
              <Alert type="warning" showIcon title={text.otherAccount} />
            ) : (
              <ErrorAlert message={error ? serverTextOr(error, text.failed) : null} onClose={() => setError(null)} />
            )}
            <Flex gap={8} wrap>
              {otherAccount ? (
                <Button type="primary" size="large" onClick={() => void switchAccount()}>
                  {text.switchAccount}
                </Button>
              ) : (
                <Button type="primary" size="large" loading={accepting} onClick={accept}>
                  {text.accept}
                </Button>
              )}
              <Button size="large" onClick={() => navigate('/dashboard')}>
                {text.back}
              </Button>
            </Flex>
          </Flex>
        </Card>
      )}
    </>
  );
}
