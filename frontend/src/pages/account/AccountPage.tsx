import { Flex } from 'antd';
import { useProfile } from '../../api/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { serverTextOr } from '../../lib/errors';
import { account as copy } from '../../messages';
import { DeleteAccountSection } from './components/DeleteAccountSection';
import { DevicesSection } from './components/DevicesSection';
import { EmailSection } from './components/EmailSection';
import { PasswordSection } from './components/PasswordSection';
import { ProfileSection } from './components/ProfileSection';
import { TwoFactorSection } from './components/TwoFactorSection';

/** /account: one's own profile, password, e-mail address, devices, two-step sign-in, and deleting the account. */
export default function AccountPage() {
  const { data, error, isLoading, mutate } = useProfile();

  return (
    <div style={{ maxWidth: 820 }}>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      {error && <ErrorAlert message={serverTextOr(error, copy.loadFailed)} onRetry={() => mutate()} />}
      {isLoading && <Loading />}
      {data && (
        <Flex vertical gap={24}>
          <ProfileSection user={data.user} />
          <PasswordSection user={data.user} hasPassword={data.has_password} />
          <EmailSection user={data.user} hasPassword={data.has_password} />
          <DevicesSection />
          <TwoFactorSection status={data.two_factor} hasPassword={data.has_password} onChanged={() => mutate()} />
          <DeleteAccountSection hasPassword={data.has_password} />
        </Flex>
      )}
    </div>
  );
}
