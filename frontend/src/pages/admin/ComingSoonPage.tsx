import { ToolOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { admin } from '../../messages';
import { colors } from '../../theme';

/** Families, Content and Settings show only 'Coming Soon'. */
export default function ComingSoonPage() {
  return (
    <Card>
      <Result icon={<ToolOutlined style={{ color: colors.primary }} aria-hidden />} title={admin.comingSoon} subTitle={admin.comingSoonHint} />
    </Card>
  );
}
