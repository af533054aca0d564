import { PLANS, annualSavingPercent, annualTotal, formatPrice, monthlyPrice } from './pricing';

const plan = (id: string) => PLANS.find((p) => p.id === id)!;

describe('plans', () => {
  it('prices Pro at EUR 17 a month, or 15 billed annually', () => {
    expect(monthlyPrice(plan('pro'), 'monthly')).toBe(17);
    expect(monthlyPrice(plan('pro'), 'annual')).toBe(15);
    expect(annualTotal(plan('pro'))).toBe(180);
  });

  it('prices Finance (B)Pro at EUR 30 a month, or 27 billed annually, and marks it Most Popular', () => {
    const bpro = plan('bpro');
    expect([bpro.title, bpro.badge]).toEqual(['Finance (B)Pro', 'Most Popular']);
    expect([monthlyPrice(bpro, 'monthly'), monthlyPrice(bpro, 'annual')]).toEqual([30, 27]);
    expect(annualSavingPercent(bpro)).toBe(10);
  });

  it('leaves the company plan without a price, to be discussed', () => {
    expect(monthlyPrice(plan('company'), 'annual')).toBeNull();
    expect(annualTotal(plan('company'))).toBeNull();
    expect(annualSavingPercent(plan('company'))).toBe(0);
  });

  it('sends Pro and (B)Pro to /register and the company plan to /company/contact', () => {
    expect(PLANS.map((p) => p.action.to)).toEqual(['/register', '/register', '/company/contact']);
  });

  it('formats whole euros', () => {
    expect(formatPrice(17)).toBe('€17');
  });
});
