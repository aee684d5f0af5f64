import { Form, Input } from 'antd';
import { useState } from 'react';
import { updatePhoto } from '../../../api/photos';
import type { PhotoResponse } from '@heirloom/contracts';
import { ActionDialog } from '../../../components/ActionDialog';
import { DateEntry } from '../../../components/DateEntry';
import { serverTextOr } from '../../../lib/errors';
import { fuzzyDateProblem } from '../../../lib/fuzzyDate';
import { datePayload, dateEntryFromPhoto } from '../../../lib/photoDate';
import { dateEntry, photo as copy, upload } from '../../../messages';

/** An approximate date the server would refuse, caught before anything is sent. */
class DateProblem extends Error {}

/** The server's reason (a date it cannot read comes with the accepted forms), without the field's prefix. */
const editErrorText = (error: unknown): string =>
  error instanceof DateProblem ? error.message : serverTextOr(error, copy.updateFailed).replace(/^fuzzy_date: /, '');

interface Props {
  photo: PhotoResponse;
  onClose: () => void;
  onSaved: (photo: PhotoResponse) => void;
}

/** Edit description, location and date; trimmed fuzzy text wins over an exact date. */
export function EditPhotoDialog({ photo, onClose, onSaved }: Props) {
  const [description, setDescription] = useState(photo.description ?? '');
  const [location, setLocation] = useState(photo.location ?? '');
  const [date, setDate] = useState(() => dateEntryFromPhoto(photo));

  const save = async () => {
    const problem = fuzzyDateProblem(datePayload(date).fuzzy_date ?? '');
    if (problem) throw new DateProblem(problem);
    onSaved(await updatePhoto(photo.id, { description: description.trim(), location: location.trim(), ...datePayload(date) }));
  };

  return (
    <ActionDialog title={copy.editTitle} okText={copy.saveChanges} onSubmit={save} errorText={editErrorText} onClose={onClose}>
      <Form layout="vertical" component="div">
        <Form.Item label={upload.description} htmlFor="edit-description">
          <Input.TextArea id="edit-description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Form.Item>
        <Form.Item label={upload.location} htmlFor="edit-location">
          <Input id="edit-location" value={location} onChange={(e) => setLocation(e.target.value)} />
        </Form.Item>
        <Form.Item label={dateEntry.label} style={{ marginBottom: 0 }}>
          <DateEntry value={date} onChange={setDate} />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
