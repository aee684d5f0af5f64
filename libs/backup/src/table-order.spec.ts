import { orderParentsFirst } from './table-order';

describe(orderParentsFirst.name, () => {
  const tables = ['invitations', 'family_members', 'families', 'users', 'photos'];
  const references = [
    { from: 'invitations', to: 'families' },
    { from: 'invitations', to: 'users' },
    { from: 'family_members', to: 'families' },
    { from: 'family_members', to: 'users' },
    { from: 'families', to: 'users' },
    { from: 'photos', to: 'families' },
    { from: 'photos', to: 'users' },
  ];

  it('puts every table after the tables it references', () => {
    const order = orderParentsFirst(tables, references);
    expect(order).toHaveLength(tables.length);
    for (const { from, to } of references) expect(order.indexOf(to)).toBeLessThan(order.indexOf(from));
    expect(order).toEqual(['users', 'families', 'invitations', 'family_members', 'photos']);
  });

  it('keeps the given order between independent tables', () => {
    expect(orderParentsFirst(['c', 'a', 'b'], [])).toEqual(['c', 'a', 'b']);
  });

  it('ignores self-references and references to tables outside the list', () => {
    expect(
      orderParentsFirst(['comments', 'users'], [
        { from: 'comments', to: 'comments' },
        { from: 'comments', to: 'users' },
        { from: 'users', to: 'sessions' },
      ]),
    ).toEqual(['users', 'comments']);
  });

  it('places tables caught in a cycle last instead of looping or dropping them', () => {
    const order = orderParentsFirst(['photos', 'stories', 'users'], [
      { from: 'photos', to: 'stories' },
      { from: 'stories', to: 'photos' },
      { from: 'photos', to: 'users' },
    ]);
    expect(order).toEqual(['users', 'photos', 'stories']);
  });

  it('handles a diamond', () => {
    const order = orderParentsFirst(['d', 'b', 'c', 'a'], [
      { from: 'd', to: 'b' },
      { from: 'd', to: 'c' },
      { from: 'b', to: 'a' },
      { from: 'c', to: 'a' },
    ]);
    expect(order).toEqual(['a', 'b', 'c', 'd']);
  });
});
