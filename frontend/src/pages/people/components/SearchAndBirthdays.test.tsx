import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '@heirloom/contracts';
import { renderWithApp } from '../../../test/render';
import { SearchResults } from '../../search/components/SearchResults';
import { makePerson } from '../people.test-support';
import { BirthdaysCard } from './BirthdaysCard';

const rose = { id: 1, name: 'Rose Quade', birth_date_text: '1931', death_date_text: null, thumbnail_url: null, family: { id: 4, name: 'The Smiths' } };

describe('people in search results', () => {
  it('shows the people found under All and in a People tab', async () => {
    const response: SearchResponse = {
      total: 1,
      counts: { photos: 0, stories: 0, comments: 0, people: 1 },
      capped: { photos: false, stories: false, comments: false },
      results: { photos: [], stories: [], comments: [], people: [rose] },
    };
    renderWithApp(<SearchResults response={response} />);
    const section = await screen.findByRole('region', { name: 'People' });
    expect(within(section).getByRole('link', { name: 'Open Rose Quade' })).toHaveAttribute('href', '/people/1');
    expect(within(section).getByText('Born 1931')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'People (1)' }));
    expect(await screen.findAllByRole('link', { name: 'Open Rose Quade' })).not.toHaveLength(0);
  });
});

describe('BirthdaysCard', () => {
  it('says the age each turns, or would have turned', () => {
    renderWithApp(
      <BirthdaysCard
        birthdays={[
          { person: makePerson(1, { name: 'Grandpa', death_date_text: '2001' }), age: 95 },
          { person: makePerson(2, { name: 'Baby' }), age: 1 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Birthdays today' });
    expect(within(list).getByRole('listitem', { name: 'Open Grandpa' })).toHaveTextContent('would have turned 95');
    expect(within(list).getByRole('listitem', { name: 'Open Baby' })).toHaveTextContent('turns 1');
  });

  it('shows nothing without birthdays', () => {
    renderWithApp(<BirthdaysCard birthdays={[]} />);
    expect(screen.queryByText('Birthdays today')).not.toBeInTheDocument();
  });
});
