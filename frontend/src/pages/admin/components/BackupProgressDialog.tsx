import { Modal, Progress, Typography } from 'antd';
import { adminBackups as copy } from '../../../messages';

interface Props {
  open: boolean;
  title: string;
  percent: number;
}

/** Shows the job's percent complete; it cannot be dismissed while the job runs. */
export function BackupProgressDialog({ open, title, percent }: Props) {
  return (
    <Modal title={title} open={open} footer={null} closable={false} mask={{ closable: false }} keyboard={false} centered>
      <Progress percent={percent} status={percent >= 100 ? 'success' : 'active'} aria-label={copy.percentComplete(percent)} />
      <Typography.Text type="secondary" role="status">
        {copy.percentComplete(percent)}
      </Typography.Text>
    </Modal>
  );
}
