import { genericClaims, isAnnouncedList, isFramedList, isKeywordList, paddingShare, specificityOf } from './answer-form';

describe('answer form', () => {
  it('reads a list of acronyms ("IT", "W&I") as terms, not as sentences with pronouns in them', () => {
    expect(isKeywordList('Commercial DD, QoE, legal, tax, management, ops, IT, ESG, VDR, SPA, W&I.')).toBe(true);
    expect(isKeywordList('I checked it, then I told the manager, and it was fixed before the audit closed.')).toBe(false);
  });

  it('reads generic talk about the field and about oneself as padding, not a story', () => {
    const padded =
      "That's a great question. Venture capital is one of the most important parts of the economy today. It's a very competitive industry and it requires both analytical skills and people skills. Across my life I've been involved in a lot of different projects. I studied business.";
    expect(paddingShare(padded)).toBeGreaterThanOrEqual(0.6);
    expect(paddingShare('Doubling in five years is about 15% a year, a bit lower than 20% because of compounding over the years.')).toBe(0);
    const generalities =
      "Teamwork is absolutely fundamental to everything in audit. I've always believed that a team is more than the sum of its parts. There have been many times in my life where I've been part of a team. For example, in my part-time job we had a busy period and we all worked together. So overall I'd say teamwork is something I really value.";
    expect(paddingShare(generalities)).toBeGreaterThanOrEqual(0.6);
    expect(paddingShare("Thank you, that's a great place to start. I think a CV is really the story of a person. I've always tried to step outside my comfort zone, because that's where real learning happens.")).toBe(1);
    expect(paddingShare('We were four on the valuation project and one member missed two deadlines. I spoke to him privately and we moved his part to the appendix. We handed in on time and got 72.')).toBe(0);
  });

  it('reads shorthand that relates its terms (arrows, questions to check) as an answer, not a list', () => {
    expect(isKeywordList('Price: premium vs undisturbed, precedents, DCF → fairness range. Certainty: financing? antitrust? Alternatives: standalone, other bidders. Response: below range, reject; inside, negotiate.')).toBe(false);
    expect(isKeywordList('Price, premium, precedents, DCF, fairness range, certainty, financing, antitrust, alternatives, other bidders.')).toBe(true);
  });

  it('tells a list of keywords from sentences', () => {
    expect(isKeywordList('EBITDA margin, D&A, interest, tax 25%, net income, capex, working capital, free cash flow')).toBe(true);
    expect(isKeywordList('mutually exclusive, collectively exhaustive, issue tree, hypothesis-driven, no overlaps, no gaps')).toBe(true);
    expect(
      isKeywordList('EBITDA is 100, less D&A of 20 gives EBIT of 80, less interest of 40, tax of 10, so net income is 30, and FCF is 20.'),
    ).toBe(false);
    expect(isKeywordList('Cut-off error, so revenue is overstated.')).toBe(false);
    // Working in shorthand, a figure in nearly every item, is an answer; key points with a few figures among them are still a list.
    expect(isKeywordList('IS: EBIT −10, tax −4, NI −6. CFS: NI −6, D&A +10, cash +4. BS: cash +4, PP&E −10, assets −6; retained earnings −6. Balances.')).toBe(false);
    expect(isKeywordList('operating income falls by 10, net income falls by 6, add back depreciation, cash increases by 4, PP&E decreases by 10, balance sheet balances')).toBe(true);
    expect(isKeywordList('Comps. Precedents. DCF. LBO. Football field.')).toBe(true);
    expect(isKeywordList("Little's law. L = λW. 200 per hour. 15 minutes. Queue.")).toBe(true);
    expect(isKeywordList('Comps first. Then precedents. The DCF gives the intrinsic value of the business. An LBO sets the floor.')).toBe(false);
    // Terms grouped into sentences by commas and dashes are still terms.
    expect(isKeywordList('SaaS target, recurring revenue, high margins. EV/EBITDA, premium. Strategic buyer, synergies, cross-selling. PE alternative, LBO. Risks: integration, antitrust.')).toBe(true);
    expect(isKeywordList('MOIC — multiple, cash-on-cash. IRR — time value, annualised, NPV zero. Hold period. LPs, DPI, hurdle rate. Quick flip.')).toBe(true);
    expect(isKeywordList('Revenue is up, margins are down. Cash is tight, so they should cut costs. The bank wants its covenants met.')).toBe(false);
    // Numbered sections of short options, each section a sentence, are an answer laid out, not a list of terms.
    expect(
      isKeywordList(
        "1) Diagnose: where and when is it congested, and who's driving - through-traffic, commuters, deliveries, people searching for parking. 2) Options: a congestion charge or cordon pricing; parking - fewer spaces, higher prices, stricter enforcement; public transport capacity and park-and-ride; cycling and walking infrastructure; freight consolidation and off-peak deliveries. 3) Criteria: traffic reduction, cost, time to implement, revenue, fairness, and stakeholder acceptance - businesses, residents, commuters. 4) Recommendation: start with parking policy and bus priority, which are cheap and quick, and pilot a charge in a defined zone for six months.",
      ),
    ).toBe(false);
  });

  it('reads terms set out as short sentences with no verb as a list, but not short statements', () => {
    expect(isKeywordList('Risk of the wrong opinion. Inherent risk. Control risk. Detection risk. Risk of material misstatement. More substantive work.')).toBe(true);
    expect(isKeywordList('Mutually exclusive. Collectively exhaustive. No overlaps or gaps. Branches of an issue tree. Prioritise with a hypothesis.')).toBe(true);
    // Each short sentence says something happens: a compact answer, not a list.
    expect(isKeywordList('Operating income falls by 10. Net income falls by 6. Cash goes up by 4. Retained earnings fall by 6.')).toBe(false);
    expect(isKeywordList('Control risk is high. Inherent risk is high. So we do more substantive work. Detection risk must be low.')).toBe(false);
  });

  it('reads terms each set in the same frame as a list, at the start or the end of the sentence', () => {
    const terms = ['debt is cheaper', 'interest is tax-deductible', 'no dilution for shareholders', 'fixed repayment obligations', 'covenants restrict flexibility'];
    expect(isKeywordList(terms.map((t) => `It is important to consider ${t}.`).join(' '))).toBe(true);
    expect(isFramedList(terms.map((t) => `Another key factor is ${t}.`).join(' '))).toBe(true);
    expect(isFramedList('Inherent risk is very important here. Control risk is very important here. Detection risk is very important here.')).toBe(true);
    // Openings shared by real walk-throughs: each sentence still says something of its own.
    expect(isFramedList('You add back depreciation because it is not cash. You add back stock-based pay for the same reason. You subtract capex, which is cash out.')).toBe(false);
    expect(isFramedList('First, we project free cash flows for five years. Then we discount them at the WACC. Then we add a terminal value and discount it too.')).toBe(false);
    expect(isFramedList('The cost of equity comes from CAPM. The cost of debt is the yield on our bonds, after tax. The weights use market values.')).toBe(false);
  });

  it.each([
    ['I would mention debt is cheaper, interest is tax-deductible, no dilution for shareholders, fixed repayment obligations and covenants. These are all important.', true],
    ["I'd cover the income statement, the balance sheet, the cash flow statement and how they link.", true],
    ["I'd look at the costs, what competitors charge and what customers value, and then pick something in the middle. Maybe around $1,000 so it's attractive.", false],
    ['I would mention three things. First, the income statement shows profit over a period. Second, the balance sheet is a snapshot. Third, the cash flow statement reconciles cash.', false],
    ['I would mention entry multiple, EBITDA growth, leverage and exit multiple, because each one moves the equity value at exit and so the IRR; leverage works only while the business earns more than the debt costs.', false],
  ])('reads terms announced in one sentence ("I would mention A, B, C and D") as a list: %j → %s', (answer, list) => {
    expect(isAnnouncedList(answer)).toBe(list);
    if (list) expect(isKeywordList(answer)).toBe(true);
  });

  it('finds more specific detail in a story with figures, names and dated actions than in a generic one', () => {
    const specific = specificityOf(
      'Volunteering as treasurer for a sports club I noticed the bank balance was £240 lower than my cashbook. Went line by line and found a direct debit I had never recorded. Told the committee, and since then I reconcile monthly.',
      1,
    );
    const generic = specificityOf('I am very passionate about finance and I always learn a lot from every experience I have.', 0);
    expect(specific.detail).toBeGreaterThan(generic.detail);
    expect(specific).toMatchObject({ acted: true, lesson: true, outcome: true });
    expect(generic).toMatchObject({ acted: false, lesson: false });
  });

  it.each([
    ['What I took away from it was to check against the source first.', 'We checked the numbers again and sent them.'],
    ["These days I always reconcile to the bank statement before I send anything.", 'I sent the report to the committee.'],
    ["I've since made it a habit to test a cheap version first.", 'I tested the idea with the team.'],
  ])('hears a lesson in other words: %j, and none in %j', (withLesson, without) => {
    expect(specificityOf(withLesson, 0).lesson).toBe(true);
    expect(specificityOf(without, 0).lesson).toBe(false);
  });

  it('counts dated moments beyond "last year": the day before, during the placement, in March', () => {
    const dated = specificityOf('The day before the deadline I found the error. During the placement I had built the model. In March we presented it.', 0);
    const undated = specificityOf('I found the error before the deadline. I had built the model. We presented it.', 0);
    expect(dated.detail).toBeGreaterThan(undated.detail);
  });

  it('counts generic claims and padding sentences', () => {
    expect(genericClaims('I am passionate about audit and a hard-working team player.')).toBe(3);
    expect(genericClaims('I reconciled the fees to the broker statement.')).toBe(0);
    expect(paddingShare('This is a really classic question. Net income falls by 6.')).toBe(0.5);
    expect(paddingShare('Net income falls by 6. Cash rises by 4.')).toBe(0);
    expect(paddingShare('These are all important. Planning plays a key role in the audit. Detection risk is ours.')).toBeCloseTo(2 / 3);
  });
});
