import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, Input, Modal, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ShareLinkKind, ShareLinkResponse } from '@heirloom/contracts';
import { createShareLink } from '../../api/shareLinks';
import { ActionDialog } from '../ActionDialog';
import { copyText } from '../../lib/clipboard';
import { serverTextOr } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { shareLinks as copy } from '../../messages';

/** The expiries offered; 30 days is chosen unless the person picks another (issue 15: a safe default). */
export const EXPIRY_CHOICES = [1, 7, 30, 90, 365] as const;
const DEFAULT_EXPIRY = 30;
const NEVER = 'never';
const MIN_PASSWORD = 8;

interface Props {
  kind: ShareLinkKind;
  targetId: number;
  /** The album's name or the photo's title, for the dialog's heading. */
  title: string;
  onClose: () => void;
}

/**
 * Share an album or a photo with someone without an account: an expiry (30 days preselected, "never" only when
 * chosen), an optional password, downloads off unless allowed. Once made, the link is shown with Copy Link.
 */
export function ShareDialog({ kind, targetId, title, onClose }: Props) {
  const { mutate } = useSWRConfig();
  const [expiry, setExpiry] = useState<number | typeof NEVER>(DEFAULT_EXPIRY);
  const [password, setPassword] = useState('');
  const [allowDownload, setAllowDownload] = useState(false);
  const [link, setLink] = useState<ShareLinkResponse | null>(null);
  const tooShort = password.length > 0 && password.length < MIN_PASSWORD;

  const create = async () => {
    const created = await createShareLink(kind, targetId, {
      expires_in_days: expiry === NEVER ? null : expiry,
      ...(password ? { password } : {}),
      allow_download: allowDownload,
    });
    setLink(created);
    // The family's list of links shows it from now on.
    void mutate((key) => Array.isArray(key) && key[0] === 'share-links');
  };

  if (link) return <CreatedLink link={link} title={title} onClose={onClose} />;
  return (
    <ActionDialog
      title={copy.dialogTitle(title)}
      okText={copy.create}
      onSubmit={create}
      errorText={(err) => serverTextOr(err, copy.createFailed)}
      onClose={onClose}
      disabled={tooShort}
    >
      <Typography.Paragraph type="secondary">{copy.intro}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={copy.expiry} htmlFor="share-expiry" help={expiry === NEVER ? copy.neverWarning : undefined}>
          <Select
            id="share-expiry"
            value={expiry}
            onChange={setExpiry}
            options={[...EXPIRY_CHOICES.map((days) => ({ value: days, label: copy.days(days) })), { value: NEVER, label: copy.never }]}
          />
        </Form.Item>
        <Form.Item
          label={copy.password}
          htmlFor="share-password"
          validateStatus={tooShort ? 'error' : undefined}
          help={tooShort ? copy.passwordTooShort : copy.passwordHint}
        >
          <Input.Password id="share-password" autoComplete="new-password" maxLength={72} value={password} onChange={(e) => setPassword(e.target.value)} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Space>
            <Switch id="share-download" checked={allowDownload} onChange={setAllowDownload} />
            <label htmlFor="share-download">{copy.allowDownload}</label>
          </Space>
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}

/** The link just made, ready to copy. */
function CreatedLink({ link, title, onClose }: { link: ShareLinkResponse; title: string; onClose: () => void }) {
  const { message } = App.useApp();
  const url = link.url ?? '';
  const copyLink = async () => {
    if (await copyText(url)) message.success(copy.copied);
    else message.warning(copy.copyFailed);
  };
  return (
    <Modal
      title={copy.dialogTitle(title)}
      open
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {copy.done}
        </Button>
      }
    >
      <Alert type="success" showIcon title={copy.created} style={{ marginBottom: 16 }} />
      <Form layout="vertical" component="div">
        <Form.Item label={copy.link} htmlFor="share-url" style={{ marginBottom: 8 }}>
          <Flex gap={8}>
            <Input id="share-url" readOnly value={url} onFocus={(e) => e.target.select()} />
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copyLink()}>
              {copy.copy}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">
        {link.expires_at ? copy.expiresOn(formatDate(link.expires_at)) : copy.neverWarning}
      </Typography.Text>
    </Modal>
  );
}
