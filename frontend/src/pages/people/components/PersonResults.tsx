import { TeamOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { PersonHitResponse } from '@heirloom/contracts';
import { people as copy } from '../../../messages';
import { PersonFace } from './PersonFace';

/** People a search found by name (the People tab): face, name, lifespan, family. */
export function PersonResults({ people }: { people: PersonHitResponse[] }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))', gap: 12 }}>
      {people.map((person) => {
        const lifespan = copy.lifespan(person.birth_date_text, person.death_date_text);
        return (
          <Link key={person.id} to={`/people/${person.id}`} aria-label={copy.openPerson(person.name)}>
            <Card hoverable styles={{ body: { padding: 12 } }}>
              <Flex gap={12} align="center">
                <PersonFace person={person} size={48} />
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis>
                    {person.name}
                  </Typography.Text>
                  {lifespan && <Typography.Text type="secondary">{lifespan}</Typography.Text>}
                  <span>
                    <Tag icon={<TeamOutlined aria-hidden />} color="geekblue">
                      {person.family.name}
                    </Tag>
                  </span>
                </Flex>
              </Flex>
            </Card>
          </Link>
        );
      })}
    </div>
  );
}
