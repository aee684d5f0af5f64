import type { AuditAction } from '@heirloom/contracts';
import { useState } from 'react';
import { useAdminUsers } from '../../api/hooks';
import { PageHeader } from '../../components/PageHeader';
import { audit as copy } from '../../messages';
import { AuditView } from '../audit/AuditView';

const ALL_ACTIONS = Object.keys(copy.actions) as AuditAction[];

/** Every event of the installation, for platform admins; people are looked up by name as one types. */
export default function AdminAuditPage() {
  const [search, setSearch] = useState('');
  const users = useAdminUsers(1, 20, search);
  const people = (users.data?.users ?? []).map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }));
  return (
    <>
      <PageHeader title={copy.title} />
      <AuditView familyId={null} intro={copy.intro} people={people} onSearchPeople={setSearch} actions={ALL_ACTIONS} />
    </>
  );
}
