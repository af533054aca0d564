// The plans and their prices (spec 01 §2.10, §9; spec 02 §2.16): written once, shown on /pricing.

export type BillingPeriod = 'monthly' | 'annual';
export type PlanId = 'pro' | 'bpro' | 'company';

export interface PlanFeature {
  text: string;
  included: boolean;
}

export interface Plan {
  id: PlanId;
  title: string;
  description: string;
  /** Price per month in EUR, by billing period; null for a plan priced on request. */
  price: Record<BillingPeriod, number> | null;
  /** Marks the plan most people choose. */
  badge?: 'Most Popular';
  features: PlanFeature[];
  action: { label: string; to: string };
}

export const PRICE_CURRENCY = 'EUR';
/** What a plan priced on request shows instead of a number. */
export const CUSTOM_PRICING = 'Custom pricing';
export const CUSTOM_PRICING_NOTE = 'Contact for details';
/** Early-access waitlist offer on platform features (spec 01 §1, §9). */
export const WAITLIST_DISCOUNT_PERCENT = 50;
/** Where premium redirects send a visitor: /pricing?access=required (spec 01 §2.10, §4.6). */
export const PREMIUM_REQUIRED_MESSAGE = 'Premium access required for this feature';

const feature = (text: string, included = true): PlanFeature => ({ text, included });

export const PLANS: readonly Plan[] = [
  {
    id: 'pro',
    title: 'Pro',
    description: 'For students preparing for their first finance interviews.',
    price: { monthly: 17, annual: 15 },
    features: [
      feature('Unlimited AI mock interviews'),
      feature('Feedback on every answer'),
      feature('XP points, streaks and badges'),
      feature('Leaderboard participation'),
      feature('Advanced performance analytics', false),
      feature('Personalized prep for a company and role', false),
      feature('Skill challenges and games', false),
    ],
    action: { label: 'Choose Pro', to: '/register' },
  },
  {
    id: 'bpro',
    title: 'Finance (B)Pro',
    description: 'For candidates in active recruiting who want every tool.',
    price: { monthly: 30, annual: 27 },
    badge: 'Most Popular',
    features: [
      feature('Unlimited AI mock interviews'),
      feature('Feedback on every answer'),
      feature('XP points, streaks and badges'),
      feature('Leaderboard participation'),
      feature('Advanced performance analytics'),
      feature('Personalized prep for a company and role'),
      feature('Skill challenges and games'),
    ],
    action: { label: 'Choose (B)Pro', to: '/register' },
  },
  {
    id: 'company',
    title: 'Company',
    description: 'For banks, funds and firms that hire finance talent.',
    price: null,
    features: [
      feature('Talent dashboard and leaderboards'),
      feature('AI candidate matching'),
      feature('Candidate chat and interview scheduling'),
      feature('Seats for your whole recruiting team'),
      feature('A dedicated account manager'),
    ],
    action: { label: 'Contact Sales', to: '/company/contact' },
  },
];

/** The monthly price of a plan for a billing period, or null when it is priced on request. */
export function monthlyPrice(plan: Plan, period: BillingPeriod): number | null {
  return plan.price ? plan.price[period] : null;
}

/** What a year costs when billed annually. */
export function annualTotal(plan: Plan): number | null {
  return plan.price ? plan.price.annual * 12 : null;
}

/** Whole percent saved by annual billing against twelve monthly payments. */
export function annualSavingPercent(plan: Plan): number {
  if (!plan.price) return 0;
  return Math.round((1 - plan.price.annual / plan.price.monthly) * 100);
}

/** "€17" — whole euros, as the plans are priced. */
export function formatPrice(amount: number): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: PRICE_CURRENCY, maximumFractionDigits: 0 }).format(amount);
}
