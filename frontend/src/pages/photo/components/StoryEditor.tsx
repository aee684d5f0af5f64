import { Form, Input } from 'antd';
import { useState } from 'react';
import { createStory, updateStory } from '../../../api/stories';
import type { StoryResponse } from '@heirloom/contracts';
import { ActionDialog } from '../../../components/ActionDialog';
import { MentionInput, mentionedIn, type Mentionable } from '../../../components/activity/MentionInput';
import { stories as copy } from '../../../messages';

interface Props {
  photoId: number;
  /** The story to edit; absent for a new story. */
  story?: StoryResponse;
  onClose: () => void;
  onSaved: () => void;
}

/** New or edit mode; content must be non-empty after trimming; a blank date is sent as null. */
export function StoryEditor({ photoId, story, onClose, onSaved }: Props) {
  const [content, setContent] = useState(story?.content ?? '');
  const [storyDate, setStoryDate] = useState(story?.story_date?.slice(0, 10) ?? '');
  const [picked, setPicked] = useState<Mentionable[]>(story?.mentions ?? []);

  const save = async () => {
    const body = { content: content.trim(), story_date: storyDate || null, mentioned_user_ids: mentionedIn(content, picked) };
    if (story) await updateStory(story.id, body);
    else await createStory(photoId, body);
    onSaved();
  };

  return (
    <ActionDialog
      title={story ? copy.editTitle : copy.newTitle}
      okText={copy.save}
      onSubmit={save}
      errorText={() => copy.saveFailed}
      onClose={onClose}
      disabled={content.trim() === ''}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={copy.content} htmlFor="story-content" required>
          <MentionInput
            photoId={photoId}
            id="story-content"
            autoFocus
            rows={6}
            placeholder={copy.contentPlaceholder}
            value={content}
            onChange={setContent}
            onPick={(person) => setPicked((people) => [...people, person])}
          />
        </Form.Item>
        <Form.Item label={copy.storyDate} htmlFor="story-date" style={{ marginBottom: 0 }}>
          <Input id="story-date" type="date" value={storyDate} max="9999-12-31" onChange={(e) => setStoryDate(e.target.value)} />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
