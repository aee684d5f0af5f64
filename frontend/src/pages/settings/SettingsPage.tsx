import { App, Button, Card, Checkbox, Flex, Form, Radio, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { DigestFrequency, PreferencesResponse } from '@heirloom/contracts';
import { usePreferences } from '../../api/hooks';
import { updatePreferences } from '../../api/preferences';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { settings as copy } from '../../messages';

const DIGESTS: DigestFrequency[] = ['off', 'daily', 'weekly'];

/** The zones this browser knows, the current one included even where the list is missing. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'UTC', ...known])];
}

/** A person's own settings (issue 16): the digest, the e-mails, the time zone. */
export default function SettingsPage() {
  const { data, error, isLoading, mutate } = usePreferences();
  const [draft, setDraft] = useState<PreferencesResponse | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { message } = App.useApp();
  useEffect(() => {
    if (data) setDraft(data);
  }, [data]);
  const zones = useMemo(() => timeZones(draft?.time_zone ?? 'UTC'), [draft?.time_zone]);

  if (isLoading && !data) return <Loading />;
  if (error && !data) return <ErrorAlert message={copy.loadFailed} onRetry={() => mutate()} />;
  if (!draft) return null;

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      // Only what the person changed: the time zone the shell set meanwhile is not overwritten by an older copy.
      const changes = Object.fromEntries(Object.entries(draft).filter(([key, value]) => data?.[key as keyof PreferencesResponse] !== value));
      await mutate(await updatePreferences(changes), { revalidate: false });
      message.success(copy.saved);
    } catch {
      setSaveError(copy.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      <Card style={{ maxWidth: 640 }}>
        <ErrorAlert message={saveError} onClose={() => setSaveError(null)} />
        <Form layout="vertical" component="div">
          <Form.Item label={copy.digest} extra={copy.digestHelp}>
            <Radio.Group
              aria-label={copy.digest}
              value={draft.digest}
              onChange={(event) => setDraft({ ...draft, digest: event.target.value as DigestFrequency })}
              optionType="button"
              options={DIGESTS.map((value) => ({ value, label: copy.digestOptions[value] }))}
            />
          </Form.Item>
          <Form.Item>
            <Flex vertical gap={8}>
              <Checkbox checked={draft.email_mentions} onChange={(event) => setDraft({ ...draft, email_mentions: event.target.checked })}>
                {copy.emailMentions}
              </Checkbox>
              <Checkbox checked={draft.email_comments} onChange={(event) => setDraft({ ...draft, email_comments: event.target.checked })}>
                {copy.emailComments}
              </Checkbox>
            </Flex>
          </Form.Item>
          <Form.Item label={copy.timeZone} htmlFor="settings-time-zone" extra={copy.timeZoneHelp}>
            <Select
              id="settings-time-zone"
              showSearch
              value={draft.time_zone}
              onChange={(time_zone) => setDraft({ ...draft, time_zone })}
              options={zones.map((zone) => ({ value: zone, label: zone }))}
            />
          </Form.Item>
          <Button type="primary" onClick={save} loading={saving}>
            {copy.save}
          </Button>
        </Form>
      </Card>
    </>
  );
}
