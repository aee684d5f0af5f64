import { Form, Typography } from 'antd';
import { useState } from 'react';
import type { PhotoDate } from '../../api/photos';
import { fuzzyDateProblem } from '../../lib/fuzzyDate';
import { serverTextOr } from '../../lib/errors';
import { datePayload, emptyDateEntry, type DateEntryValue } from '../../lib/photoDate';
import { batch as copy } from '../../messages';
import { ActionDialog } from '../ActionDialog';
import { DateEntry } from '../DateEntry';

interface Props {
  count: number;
  onSubmit: (date: PhotoDate) => Promise<void>;
  onClose: () => void;
}

/** One exact or fuzzy date for every selected photo (a box of scans), read in the browser by the server's own parser. */
export function ChangeDateDialog({ count, onSubmit, onClose }: Props) {
  const [value, setValue] = useState<DateEntryValue>({ ...emptyDateEntry, mode: 'fuzzy' });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const date = datePayload(value);
    const found = value.mode === 'fuzzy' ? fuzzyDateProblem(value.fuzzy) : null;
    if (found || Object.keys(date).length === 0) {
      setProblem(found ?? copy.dateRequired);
      return;
    }
    await onSubmit(date);
  };

  return (
    <ActionDialog title={copy.dateTitle(count)} okText={copy.save} onSubmit={submit} errorText={(error) => serverTextOr(error, copy.dateFailed)} onClose={onClose}>
      <Typography.Paragraph type="secondary">{copy.dateHint}</Typography.Paragraph>
      <Form.Item validateStatus={problem ? 'error' : undefined} help={problem ?? undefined} style={{ marginBottom: 0 }}>
        <DateEntry
          value={value}
          onChange={(next) => {
            setValue(next);
            setProblem(null);
          }}
        />
      </Form.Item>
    </ActionDialog>
  );
}
