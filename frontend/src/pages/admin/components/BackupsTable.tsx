import { CloudDownloadOutlined, DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { Flex, Progress, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { BackupResponse } from '@heirloom/contracts';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { formatBackupSize, formatDateTime } from '../../../lib/format';
import { adminBackups as copy } from '../../../messages';
import { ONE_LINE } from '../../../components/tableColumns';
import { ListTable } from '../../../components/ListTable';
import { actionsColumn, IconAction, RowActions } from '../../../components/RowActions';

interface Props {
  backups: BackupResponse[];
  loading: boolean;
  onDownload: (backup: BackupResponse) => void;
  onRestore: (backup: BackupResponse) => void;
  onDelete: (backup: BackupResponse) => void;
}

/** 'completed' is shown as success, every other status neutral (SPEC section 4). */
function StatusChip({ backup }: { backup: BackupResponse }) {
  const running = backup.status === 'running' || backup.status === 'queued';
  return (
    <Flex vertical gap={4}>
      <Tag color={backup.status === 'completed' ? 'success' : 'default'}>{backup.status}</Tag>
      {running && typeof backup.progress === 'number' && <Progress percent={backup.progress} size="small" style={{ width: 100 }} />}
    </Flex>
  );
}

const statistics = (stats: BackupResponse['stats']) => (stats ? copy.stats(stats.users, stats.families, stats.photos) : '-');

/** On phones one column says what a backup is (id, date, size, statistics, status) beside its actions. */
function BackupSummary({ backup }: { backup: BackupResponse }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>
        <code>{backup.id}</code> · {formatDateTime(backup.created_at)}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatBackupSize(backup.size_mb)} · {statistics(backup.stats)}
      </Typography.Text>
      <StatusChip backup={backup} />
    </Flex>
  );
}

export function BackupsTable({ backups, loading, onDownload, onRestore, onDelete }: Props) {
  const phone = useIsPhone();
  const columns: ColumnsType<BackupResponse> = [
    { title: copy.columns.id, key: 'summary', hidden: !phone, render: (_, backup) => <BackupSummary backup={backup} /> },
    { title: copy.columns.id, dataIndex: 'id', hidden: phone, render: (id: string) => <code>{id}</code> },
    { title: copy.columns.createdAt, dataIndex: 'created_at', hidden: phone, ...ONE_LINE, render: (value: string) => formatDateTime(value) },
    { title: copy.columns.createdBy, dataIndex: 'created_by', hidden: phone },
    { title: copy.columns.size, dataIndex: 'size_mb', hidden: phone, ...ONE_LINE, render: (value: number | null) => formatBackupSize(value) },
    { title: copy.columns.stats, dataIndex: 'stats', hidden: phone, render: statistics },
    { title: copy.columns.status, key: 'status', hidden: phone, render: (_, backup) => <StatusChip backup={backup} /> },
    actionsColumn(copy.columns.actions, (backup) => {
      const ready = backup.status === 'completed';
      return (
        <RowActions>
          <IconAction icon={<CloudDownloadOutlined aria-hidden />} label={copy.download(backup.id)} disabled={!ready} onClick={() => onDownload(backup)} />
          <IconAction icon={<HistoryOutlined aria-hidden />} label={copy.restore(backup.id)} disabled={!ready} onClick={() => onRestore(backup)} />
          <IconAction icon={<DeleteOutlined aria-hidden />} label={copy.delete(backup.id)} danger onClick={() => onDelete(backup)} />
        </RowActions>
      );
    }),
  ];
  return (
    <ListTable<BackupResponse>
      columns={columns}
      dataSource={backups}
      loading={loading}
      pagination={false}
      locale={{ emptyText: copy.empty }}
    />
  );
}
