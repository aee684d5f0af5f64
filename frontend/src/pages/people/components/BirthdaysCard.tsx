import { GiftOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { BirthdayResponse } from '@heirloom/contracts';
import { people as copy } from '../../../messages';
import { PersonFace } from './PersonFace';

/** On This Day: who was born on this day, with the age they turn (or would have turned). */
export function BirthdaysCard({ birthdays }: { birthdays: BirthdayResponse[] | undefined }) {
  if (!birthdays || birthdays.length === 0) return null;
  return (
    <Card title={<Flex gap={8} align="center"><GiftOutlined aria-hidden />{copy.birthdays}</Flex>} style={{ marginBottom: 24 }}>
      <Flex wrap gap={16} role="list" aria-label={copy.birthdays}>
        {birthdays.map(({ person, age }) => (
          <Link role="listitem" key={person.id} to={`/people/${person.id}`} aria-label={copy.openPerson(person.name)}>
            <Flex gap={12} align="center">
              <PersonFace person={person} size={48} />
              <Flex vertical>
                <Typography.Text strong>{person.name}</Typography.Text>
                <Typography.Text type="secondary">{person.death_date_text ? copy.wouldTurn(age) : copy.turns(age)}</Typography.Text>
              </Flex>
            </Flex>
          </Link>
        ))}
      </Flex>
    </Card>
  );
}
