import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { dashboard } from '../../../messages';
import { colors } from '../../../theme';

export function WelcomeBanner({ name, onCreate }: { name: string; onCreate: () => void }) {
  return (
    <Card
      variant="borderless"
      style={{ background: `linear-gradient(120deg, ${colors.primary}, ${colors.primary400})`, color: colors.onDark, marginBottom: 24 }}
    >
      <Flex justify="space-between" align="center" gap={16} wrap>
        <div>
          <Typography.Title level={2} style={{ color: colors.onDark, margin: 0, fontSize: 'clamp(22px, 5vw, 30px)' }}>
            {dashboard.welcome(name)}
          </Typography.Title>
          <Typography.Text style={{ color: colors.onDarkSecondary }}>{dashboard.welcomeSubtitle}</Typography.Text>
        </div>
        <Button size="large" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
          {dashboard.createNewFamily}
        </Button>
      </Flex>
    </Card>
  );
}
