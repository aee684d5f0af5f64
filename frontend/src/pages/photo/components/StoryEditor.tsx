import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { createStory, updateStory } from '../../../api/stories';
import type { Id, Story } from '../../../api/types';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { app, stories as copy } from '../../../messages';

interface Props {
  photoId: Id;
  /** The story to edit; absent for a new story. */
  story?: Story;
  onClose: () => void;
  onSaved: () => void;
}

/** New or edit mode; content must be non-empty after trimming; a blank date is sent as null. */
export function StoryEditor({ photoId, story, onClose, onSaved }: Props) {
  const [content, setContent] = useState(story?.content ?? '');
  const [storyDate, setStoryDate] = useState(story?.story_date?.slice(0, 10) ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const blank = content.trim() === '';

  const save = async () => {
    if (blank) return;
    setSaving(true);
    setError(null);
    const body = { content: content.trim(), story_date: storyDate || null };
    try {
      if (story) await updateStory(story.id, body);
      else await createStory(photoId, body);
      onSaved();
    } catch {
      setError(copy.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={story ? copy.editTitle : copy.newTitle}
      open
      onCancel={onClose}
      onOk={save}
      okText={copy.save}
      cancelText={app.cancel}
      okButtonProps={{ disabled: blank, loading: saving }}
    >
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Form layout="vertical" component="div">
        <Form.Item label={copy.content} htmlFor="story-content" required>
          <Input.TextArea
            id="story-content"
            autoFocus
            rows={6}
            placeholder={copy.contentPlaceholder}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={copy.storyDate} htmlFor="story-date" style={{ marginBottom: 0 }}>
          <Input id="story-date" type="date" value={storyDate} max="9999-12-31" onChange={(e) => setStoryDate(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
