import { CloudOutlined, DatabaseOutlined, FileImageOutlined, HistoryOutlined, TeamOutlined, UserOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Flex, Progress, Row, Tag, Typography } from 'antd';
import { PageHeader } from '../../components/PageHeader';
import { useAdminStats, useBackups } from '../../api/hooks';
import { formatDateTime } from '../../lib/format';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Loading } from '../../components/Loading';
import { StorageLevel, storageLevel, storagePercent } from '../../lib/storage';
import type { AdminStatsResponse, BackupResponse } from '@heirloom/contracts';
import { adminDashboard as copy } from '../../messages';
import { StatCard } from './components/StatCard';
import { colors } from '../../theme';

/** The newest backup (the list comes newest first): when it was made and how it ended. */
function lastBackupStatus(backups: BackupResponse[] | undefined): { value: string; ok: boolean | null } {
  const last = backups?.[0];
  if (!last) return { value: copy.noBackupYet, ok: false };
  if (last.status === 'queued' || last.status === 'running') return { value: copy.backupRunning, ok: null };
  const when = formatDateTime(last.completed_at ?? last.created_at);
  return last.status === 'completed' ? { value: copy.backupCompleted(when), ok: true } : { value: copy.backupFailed(when), ok: false };
}

function StatusRow({ icon, label, value, ok }: { icon: React.ReactNode; label: string; value: string; ok: boolean | null }) {
  return (
    <Flex justify="space-between" align="center">
      <Flex gap={8} align="center">
        {icon}
        <Typography.Text>{label}</Typography.Text>
      </Flex>
      <Tag color={ok === null ? 'default' : ok ? 'success' : 'warning'}>{value}</Tag>
    </Flex>
  );
}

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

/** The one storage banner the level calls for (the most severe), or none. */
function StorageAlert({ level, storage, percent }: { level: StorageLevel; storage: AdminStatsResponse['storage']; percent: number }) {
  const banner: Record<StorageLevel, { type: 'warning' | 'error'; title: string } | null> = {
    ok: null,
    warning: { type: 'warning', title: copy.storageWarning },
    nearlyFull: { type: 'error', title: copy.storageNearlyFull(percent) },
    refusingLimit: { type: 'error', title: copy.uploadsRefusedLimit },
    refusingDisk: { type: 'error', title: copy.uploadsRefusedDisk(gb(storage.disk_free_bytes), gb(storage.disk_reserve_bytes)) },
  };
  const shown = banner[level];
  return shown && <Alert type={shown.type} showIcon title={shown.title} style={{ marginBottom: 24 }} />;
}

export default function AdminDashboardPage() {
  const { data, error, isLoading, mutate } = useAdminStats();
  const backups = useBackups();
  if (isLoading) return <Loading />;
  if (error || !data) return <ErrorAlert message={copy.failed} onRetry={() => mutate()} />;

  // From the bytes: used_gb is rounded to 2 decimals, too coarse near a small limit.
  const percent = storagePercent(data.storage.used_bytes, data.storage.limit_bytes);
  const level = storageLevel(data.storage);
  const warning = level !== 'ok';

  return (
    <>
      <PageHeader title={copy.title} />
      <StorageAlert level={level} storage={data.storage} percent={percent} />
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <StatCard title={copy.totalUsers} value={data.users.total} subtitle={copy.admins(data.users.admins)} icon={<UserOutlined aria-hidden />} to="/admin/users" />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title={copy.totalFamilies}
            value={data.families.total}
            subtitle={copy.newThisMonth(data.families.created_30d)}
            icon={<TeamOutlined aria-hidden />}
            to="/admin/families"
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title={copy.totalPhotos}
            value={data.photos.total}
            subtitle={copy.uploadedThisMonth(data.photos.uploaded_30d)}
            icon={<FileImageOutlined aria-hidden />}
            to="/admin/content"
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title={copy.storageUsed}
            value={copy.storageGb(data.storage.used_gb)}
            suffix={copy.storageOf(data.storage.limit_gb)}
            subtitle={copy.storagePercent(percent)}
            icon={<CloudOutlined aria-hidden />}
          >
            <Progress
              percent={Math.min(100, Math.round(percent * 10) / 10)}
              showInfo={false}
              status={level === 'ok' || level === 'warning' ? 'normal' : 'exception'}
              strokeColor={level === 'warning' ? colors.meterWarning : undefined}
              aria-label={copy.storagePercent(percent)}
            />
          </StatCard>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={copy.recentActivity} style={{ height: '100%' }}>
            <Flex vertical gap={12} role="list">
              <Typography.Text role="listitem"><UserOutlined aria-hidden /> {copy.activeUsers(data.users.active_30d)}</Typography.Text>
              <Typography.Text role="listitem"><FileImageOutlined aria-hidden /> {copy.photosThisMonth(data.photos.uploaded_30d)}</Typography.Text>
              <Typography.Text role="listitem"><VideoCameraOutlined aria-hidden /> {copy.videosAmong(data.videos.total, data.videos.uploaded_30d)}</Typography.Text>
              <Typography.Text role="listitem"><TeamOutlined aria-hidden /> {copy.familiesThisMonth(data.families.created_30d)}</Typography.Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={copy.systemStatus} style={{ height: '100%' }}>
            <Flex vertical gap={12}>
              <StatusRow icon={<DatabaseOutlined aria-hidden />} label={copy.database} value={copy.healthy} ok />
              <StatusRow icon={<CloudOutlined aria-hidden />} label={copy.storage} value={warning ? copy.warning : copy.healthy} ok={!warning} />
              {!backups.isLoading && !backups.error && (
                <StatusRow icon={<HistoryOutlined aria-hidden />} label={copy.lastBackup} {...lastBackupStatus(backups.data)} />
              )}
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
