import { describe, expect, it } from 'vitest';
import { emptySelection, extendSelection, toggleSelected } from './selection';

const order = ['1', '2', '3', '4', '5', '6'];
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort();

describe('toggleSelected', () => {
  it('adds, then removes, and moves the anchor each time', () => {
    const once = toggleSelected(emptySelection, '3');
    expect(ids(once)).toEqual(['3']);
    expect(once.anchor).toBe('3');
    const twice = toggleSelected(once, '3');
    expect(ids(twice)).toEqual([]);
    expect(emptySelection.ids.size).toBe(0);
  });
});

describe('extendSelection', () => {
  it('adds the run from the anchor to the clicked id, forwards and backwards', () => {
    const start = toggleSelected(emptySelection, '2');
    expect(ids(extendSelection(start, '5', order))).toEqual(['2', '3', '4', '5']);
    const back = toggleSelected(emptySelection, '5');
    expect(ids(extendSelection(back, '3', order))).toEqual(['3', '4', '5']);
  });
  it('keeps what was selected before and the anchor', () => {
    const picked = toggleSelected(toggleSelected(emptySelection, '6'), '1');
    const extended = extendSelection(picked, '2', order);
    expect(ids(extended)).toEqual(['1', '2', '6']);
    expect(extended.anchor).toBe('1');
  });
  it('toggles when there is no anchor in the list', () => {
    expect(ids(extendSelection(emptySelection, '4', order))).toEqual(['4']);
    const gone = { ids: new Set(['9']), anchor: '9' };
    expect(ids(extendSelection(gone, '4', order))).toEqual(['4', '9']);
  });
});
