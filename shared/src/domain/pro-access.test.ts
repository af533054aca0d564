import { proStatusOf } from './pro-access';

const request = (status: 'pending' | 'granted' | 'declined') => ({
  id: 'r1',
  status,
  requestedAt: '2026-11-25T10:00:00.000Z',
  decidedAt: status === 'pending' ? null : '2026-11-26T09:00:00.000Z',
});

describe('the student’s way to Pro, in words', () => {
  it('says nothing to a free student who never asked', () => {
    expect(proStatusOf({ premium: false, request: null })).toBeNull();
  });

  it('tells a student whose request waits when they asked', () => {
    expect(proStatusOf({ premium: false, request: request('pending') })).toEqual({
      tone: 'info',
      title: 'Pro access requested',
      description: 'You asked on 25 Nov 2026. An admin will review your request soon.',
    });
  });

  it('tells a declined student they may ask again', () => {
    expect(proStatusOf({ premium: false, request: request('declined') })).toMatchObject({ tone: 'warning', title: 'Pro request declined' });
  });

  it('tells a premium student they have Pro, whatever the request says', () => {
    expect(proStatusOf({ premium: true, request: request('granted') })).toMatchObject({ tone: 'success', title: 'You have Pro' });
    expect(proStatusOf({ premium: true, request: null })).toMatchObject({ tone: 'success' });
  });
});
