import { Select } from 'antd';
import { useState } from 'react';
import type { PersonResponse } from '@heirloom/contracts';
import { usePeople } from '../../api/hooks';
import { serverTextOr } from '../../lib/errors';
import { batch as copy } from '../../messages';
import { ActionDialog } from '../ActionDialog';

interface Props {
  familyId: number;
  count: number;
  onSubmit: (person: PersonResponse) => Promise<void>;
  onClose: () => void;
}

/** Tags one of the family's people in every selected photo (without a box: the photo's page draws one later). */
export function TagPersonDialog({ familyId, count, onSubmit, onClose }: Props) {
  const people = usePeople(familyId);
  const [personId, setPersonId] = useState<number | null>(null);
  const person = people.data?.find((candidate) => candidate.id === personId);
  return (
    <ActionDialog
      title={copy.tagTitle(count)}
      okText={copy.tag}
      disabled={!person}
      onSubmit={() => onSubmit(person!)}
      errorText={(error) => serverTextOr(error, copy.tagFailed)}
      onClose={onClose}
    >
      <Select
        aria-label={copy.person}
        placeholder={copy.personPlaceholder}
        showSearch
        optionFilterProp="label"
        loading={people.isLoading}
        value={personId ?? undefined}
        onChange={setPersonId}
        options={(people.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        style={{ width: '100%' }}
      />
    </ActionDialog>
  );
}
