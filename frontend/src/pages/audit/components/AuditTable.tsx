import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AuditEventResponse } from '@heirloom/contracts';
import { ListTable } from '../../../components/ListTable';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { formatDateTime } from '../../../lib/format';
import { audit as copy } from '../../../messages';

/** The facts of an event that have words, e.g. "role: admin", "with a recovery code". */
function detailTexts(event: AuditEventResponse): string[] {
  return Object.entries(event.details ?? {})
    .map(([key, value]) => copy.details[key]?.(value) ?? '')
    .filter((text) => text !== '');
}

function who(event: AuditEventResponse): string {
  if (event.actor) return event.actor.name;
  return event.action === 'sign_in.failed' ? copy.unknown : copy.system;
}

function about(event: AuditEventResponse) {
  const details = detailTexts(event);
  return (
    <Flex vertical gap={2}>
      {event.target && (
        <Typography.Text style={{ wordBreak: 'break-word' }}>
          <Typography.Text type="secondary">{copy.targets[event.target.type] ?? event.target.type}: </Typography.Text>
          {event.target.label ?? `#${event.target.id}`}
        </Typography.Text>
      )}
      {details.length > 0 && <Typography.Text type="secondary">{details.join(' · ')}</Typography.Text>}
    </Flex>
  );
}

/** Events, newest first: when, who, what, about what (and in the admin panel, which family and from where). */
export function AuditTable({ events, loading, showFamily }: { events: AuditEventResponse[]; loading: boolean; showFamily: boolean }) {
  const phone = useIsPhone();
  const columns: ColumnsType<AuditEventResponse> = [
    { key: 'when', title: copy.when, render: (_, event) => formatDateTime(event.created_at), width: phone ? 110 : 190 },
    {
      key: 'what',
      title: copy.what,
      render: (_, event) => (
        <Flex vertical gap={2}>
          <Tag color={event.action === 'sign_in.failed' ? 'red' : undefined} style={{ marginInlineEnd: 0, width: 'fit-content', whiteSpace: 'normal' }}>
            {copy.actions[event.action] ?? event.action}
          </Tag>
          <Typography.Text>{who(event)}</Typography.Text>
          {phone && about(event)}
        </Flex>
      ),
    },
    ...(phone ? [] : [{ key: 'about', title: copy.about, render: (_: unknown, event: AuditEventResponse) => about(event) }]),
    ...(showFamily && !phone ? [{ key: 'family', title: copy.family, render: (_: unknown, event: AuditEventResponse) => event.family?.name ?? '—' }] : []),
    ...(phone ? [] : [{ key: 'ip', title: copy.address, render: (_: unknown, event: AuditEventResponse) => event.ip ?? '—', width: 150 }]),
  ];
  return <ListTable<AuditEventResponse> columns={columns} dataSource={events} loading={loading} pagination={false} />;
}
