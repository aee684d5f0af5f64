import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import type { CreatePersonRequest, PersonResponse } from '@heirloom/contracts';
import { useMembers } from '../../../api/hooks';
import { createPerson, updatePerson } from '../../../api/people';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FuzzyDateHelp } from '../../../components/FuzzyDateField';
import { serverTextOr } from '../../../lib/errors';
import { people as copy } from '../../../messages';

interface Props {
  familyId: number;
  /** Given to edit them; absent to add someone. */
  person?: PersonResponse;
  /** A name typed elsewhere (the tag picker), to start from. */
  initialName?: string;
  onClose: () => void;
  onSaved: (person: PersonResponse) => void;
}

interface Values {
  name: string;
  birth_date: string;
  death_date: string;
  user_id: number | null;
  notes: string;
}

/** Add Person / Edit Person: a name, birth and death dates as fuzzy as they are known, a member's account, notes. */
export function PersonDialog({ familyId, person, initialName = '', onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const members = useMembers(familyId);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (values: Values) => {
    setSaving(true);
    setError(null);
    const body: CreatePersonRequest = {
      name: values.name,
      birth_date: values.birth_date?.trim() || null,
      death_date: values.death_date?.trim() || null,
      user_id: values.user_id ?? null,
      notes: values.notes?.trim() || null,
    };
    try {
      onSaved(person ? await updatePerson(person.id, body) : await createPerson(familyId, body));
    } catch (caught) {
      setError(serverTextOr(caught, copy.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={person ? copy.editTitle : copy.addTitle}
      okText={copy.save}
      cancelText={copy.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{
          name: person?.name ?? initialName,
          birth_date: person?.birth_date_text ?? '',
          death_date: person?.death_date_text ?? '',
          user_id: person?.user?.id ?? null,
          notes: person?.notes ?? '',
        }}
      >
        <Form.Item name="name" label={copy.name} rules={[{ required: true, whitespace: true, message: copy.nameRequired }]}>
          <Input maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item name="birth_date" label={copy.birthDate} extra={<FuzzyDateHelp />}>
          <Input placeholder={copy.datePlaceholder} maxLength={64} />
        </Form.Item>
        <Form.Item name="death_date" label={copy.deathDate}>
          <Input placeholder={copy.datePlaceholder} maxLength={64} />
        </Form.Item>
        <Form.Item name="user_id" label={copy.member}>
          <Select
            allowClear
            placeholder={copy.memberPlaceholder}
            loading={members.isLoading}
            options={(members.data ?? []).map((member) => ({ value: member.user.id, label: member.user.name }))}
          />
        </Form.Item>
        <Form.Item name="notes" label={copy.notes}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
