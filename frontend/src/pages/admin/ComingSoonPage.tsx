import { ToolOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { admin } from '../../messages';

/** Families, Content and Settings show only 'Coming Soon'. */
export default function ComingSoonPage() {
  return (
    <Card>
      <Result icon={<ToolOutlined style={{ color: '#3f51b5' }} aria-hidden />} title={admin.comingSoon} subTitle={admin.comingSoonHint} />
    </Card>
  );
}
