import { TopicIndex } from './topic-index';

const words = (text: string) => text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2);

const index = new TopicIndex(
  [
    { id: 'leases', texts: ['How do leases change the balance sheet?', 'right-of-use asset and lease liability'] },
    { id: 'revenue', texts: ['When is revenue recognised?', 'control passes to the customer'] },
    { id: 'inventory', texts: ['How do you test inventory?', 'attend the count and test the valuation'] },
  ],
  words,
);

describe('TopicIndex', () => {
  it('finds the other question an answer is nearer to, and how near it is to the one asked', () => {
    const near = index.closeness(words('The lessee books a right-of-use asset and a lease liability.'), { id: 'revenue', texts: [] });
    expect(near.otherId).toBe('leases');
    expect(near.other).toBeGreaterThan(0.5);
    expect(near.own).toBeLessThan(0.1);
  });

  it('never offers the question asked as the other one', () => {
    const onIt = index.closeness(words('Revenue is recognised when control passes to the customer.'), { id: 'revenue', texts: [] });
    expect(onIt.own).toBeGreaterThan(0.5);
    expect(onIt.otherId).not.toBe('revenue');
    expect(onIt.other).toBeLessThan(onIt.own);
  });

  it('reads a question outside the index from its own texts', () => {
    const outside = index.closeness(words('Attend the count and test how inventory is valued.'), { texts: ['How would you audit stock?', 'attend the count'] });
    expect(outside.own).toBeGreaterThan(0);
    expect(outside.otherId).toBe('inventory');
  });

  it('ranks the two questions nearest a text, of those it may offer', () => {
    const text = words('When is revenue recognised on a lease? When control of the right-of-use asset passes to the customer.');
    const [first, second, ...rest] = index.nearestTwo(text, () => true);
    expect(first?.id).toBe('revenue');
    expect(second?.id).toBe('leases');
    expect(second?.closeness).toBeLessThan(first?.closeness ?? 0);
    expect(rest).toEqual([]);
    const kept = index.nearestTwo(text, (id) => id !== 'revenue').map((q) => q.id);
    expect(kept[0]).toBe('leases');
    expect(kept).not.toContain('revenue');
    expect(index.nearestTwo(words('Completely unrelated prose about football.'), () => true)).toEqual([]);
  });

  it('finds nothing near an answer that shares no word with any question', () => {
    expect(index.closeness(words('Completely unrelated prose about football.'), { id: 'leases', texts: [] })).toEqual({ own: 0, other: 0, otherId: null });
  });
});
