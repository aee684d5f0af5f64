import { useFamily, useMembers } from '../../api/hooks';
import { PageHeader } from '../../components/PageHeader';
import { useIdParam } from '../../hooks/useIdParam';
import { audit as copy, FAMILY_AUDIT_ACTIONS } from '../../messages';
import { AuditView } from './AuditView';

/** A family's audit trail, for its admins (the server answers 403 to anyone else). */
export default function FamilyAuditPage() {
  const familyId = useIdParam('familyId');
  const family = useFamily(familyId);
  const members = useMembers(familyId);
  const people = (members.data ?? []).map((member) => ({ value: member.user.id, label: member.user.name }));
  return (
    <>
      <PageHeader title={copy.familyTitle} subtitle={family.data?.name} backTo={`/families/${familyId}`} backLabel={copy.backToFamily} />
      <AuditView familyId={familyId} intro={copy.familyIntro} people={people} actions={FAMILY_AUDIT_ACTIONS} />
    </>
  );
}
