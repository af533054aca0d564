import { QUESTION_BANK } from '../content/question-bank.data';
import { evaluateAnswer } from './evaluator';
import { compileMisconceptions, detectMisconceptions, MISCONCEPTIONS, parseMisconceptions } from './misconceptions';

const context = (answer: string, topic = 'how would you value a company with a dcf?', questionId?: string) => ({
  topicText: topic,
  questionId,
  sentences: answer.split(/[.!?]\s+/),
  text: answer,
});

/** One stored entry, compiled on its own. */
function entryList(id: string) {
  const entry = MISCONCEPTIONS.find((m) => m.id === id);
  expect(entry).toBeDefined();
  return compileMisconceptions(entry ? [entry] : []);
}

describe('misconceptions', () => {
  it('are valid data with unique ids, each naming the claim, the concept it contradicts and the correction', () => {
    const ids = MISCONCEPTIONS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(() => parseMisconceptions([{ id: 'x', patterns: ['a'], claim: 'c', contradicts: 'd', correction: 'e', central: true }])).toThrow(
      /needs a topic or questions/,
    );
  });

  it('finds a wrong discount rate stated in one sentence, with its correction', () => {
    const found = detectMisconceptions(context('we discount the fcf to equity at the wacc to get the value'));
    expect(found).toEqual([
      expect.objectContaining({
        claim: 'WACC discounts free cash flow to equity',
        correction: expect.stringMatching(/equity cash flows are discounted at the cost of equity/),
        central: true,
      }),
    ]);
    expect(detectMisconceptions(context('we discount unlevered fcf at the wacc, and fcf to equity at the cost of equity'))).toEqual([]);
  });

  it('reads unlevered free cash flow built before interest as right, and called the cash left after interest as the error', () => {
    const claims = (answer: string) => detectMisconceptions(context(answer)).map((m) => m.claim);
    expect(claims('first, you project unlevered fcf, so ebit less taxes, plus depreciation, less capex and the increase in nwc. interest is paid out of what the dcf values')).toEqual([]);
    expect(claims('you project unlevered fcf, which is the cash left after the company has paid its interest and repaid its debt').length).toBeGreaterThan(0);
  });

  it('leaves a correct statement alone where it names the error only to reject it or sets it in time', () => {
    const cuts = context("i'd argue against a blanket freeze: cut the channels whose returns are below our hurdle", 'marketing cost over budget, freeze spend? cost');
    expect(detectMisconceptions(cuts)).toEqual([]);
    const later = context('when the customer pays the 20 later, ar falls 20 and cash rises 20, so over the whole cycle cash is up 12', 'revenue on credit, three statements', 'ib-tech-019');
    expect(detectMisconceptions(later)).toEqual([]);
    const now = context('ar goes up 20 and cash is up 12 as well', 'revenue on credit, three statements', 'ib-tech-019');
    expect(detectMisconceptions(now).length).toBeGreaterThan(0);
    const liabilities = context('for liabilities and expenses the risk is understatement, so i test completeness by tracing from source documents', 'what assertions does an auditor test? revenue');
    expect(detectMisconceptions(liabilities)).toEqual([]);
    const participation = context('you want 1x nonparticipating, because with participation the investor gets their money back and then a share of everything else too', 'term sheet terms: liquidation preference');
    expect(detectMisconceptions(participation)).toEqual([]);
  });

  it('looks only at answers to questions on its topic, or to the bank questions it lists', () => {
    const [entry] = compileMisconceptions([
      { id: 'cash-falls', questions: ['ib-tech-003'], patterns: ['cash (falls|goes down)'], claim: 'cash falls', contradicts: 'cash rises', correction: 'Cash rises.', central: true },
    ]);
    const list = entry ? [entry] : [];
    expect(detectMisconceptions(context('so cash falls by 4', 'depreciation', 'ib-tech-003'), list)).toHaveLength(1);
    expect(detectMisconceptions(context('so cash falls by 4', 'depreciation', 'ib-tech-004'), list)).toHaveLength(0);
  });

  it('looks at an answer on its topic to a question on another, so questions outside the bank are checked too', () => {
    const found = detectMisconceptions(context('the irr is 600/2,000 = 30%, well above the hurdle', 'should we buy the machine? our hurdle rate is 10%.'));
    expect(found).toEqual([expect.objectContaining({ claim: 'the IRR is the annual cash flow divided by the investment' })]);
    expect(detectMisconceptions(context('the saving is 600/2,000 = 30% of the cost each year', 'should we buy the machine? our hurdle rate is 10%.'))).toEqual([]);
  });

  it('reads a wrong statement the question is not about as a secondary error, and as central where the question is on it', () => {
    const [entry] = compileMisconceptions([
      { id: 'goodwill-amortised', topic: 'goodwill', patterns: ['goodwill is amortised'], claim: 'goodwill is amortised', contradicts: 'goodwill is tested for impairment', correction: 'It is not.', central: true },
    ]);
    const list = entry ? [entry] : [];
    const aside = detectMisconceptions(context('deals fail on overpaying, and the goodwill is amortised over ten years', 'why do acquisitions fail to create value?'), list);
    expect(aside).toEqual([expect.objectContaining({ claim: 'goodwill is amortised', central: false })]);
    const onIt = detectMisconceptions(context('the goodwill is amortised over ten years', 'how is goodwill accounted for after a deal?'), list);
    expect(onIt).toEqual([expect.objectContaining({ central: true })]);
  });

  it('does not count a claim in a sentence that also states the right concept', () => {
    expect(detectMisconceptions(context('mece stands for mutually exclusive, collectively exhaustive', 'what does mece mean?'))).toEqual([]);
    expect(detectMisconceptions(context('mece stands for most efficient, cost-effective', 'what does mece mean?'))).toHaveLength(1);
  });
});

describe('misconceptions: exceptions that name the right figure', () => {
  const extraTax = compileMisconceptions([
    { id: 't', questions: ['q'], patterns: ['\\bextra tax\\b[^.;]{0,25}\\b10\\b'], unless: '\\b2\\.5\\b', claim: 'the extra tax is 10', contradicts: 'it is 2.5', correction: 'It is 2.5.', central: true },
  ]);
  const inQuestion = (answer: string) => detectMisconceptions({ ...context(answer), questionId: 'q' }, extraTax);

  it('finds the right figure written with its unit ("2.5m") as well as bare', () => {
    expect(inQuestion('extra tax = 10 x 25% = 2.5m')).toEqual([]);
    expect(inQuestion('extra tax = 10 x 25% = 2.5')).toEqual([]);
    expect(inQuestion('the extra tax is 10 a year')).toEqual([expect.objectContaining({ claim: 'the extra tax is 10' })]);
  });
});

describe('misconceptions: the three statements', () => {
  const topic = 'walk me through the three financial statements';
  it('names receivables going up added to cash, and the income statement called a snapshot', () => {
    expect(detectMisconceptions(context('if receivables go up, that is more money owed to us, so you add it to cash from operations', topic))).toEqual([
      expect.objectContaining({ claim: 'an increase in receivables or inventory adds to cash' }),
    ]);
    expect(detectMisconceptions(context('the income statement is a snapshot at the year-end date of what the company earned', topic))).toEqual([
      expect.objectContaining({ claim: 'the income statement is a snapshot at one date' }),
    ]);
  });

  it('leaves the right way round alone', () => {
    expect(detectMisconceptions(context('if receivables go up you subtract the increase from cash from operations', topic))).toEqual([]);
    // A topic is a word, not a part of one: "releases" is not about leases.
    expect(detectMisconceptions(context('ebitda falls when volumes drop, and working capital releases cash in a downturn', 'how would you approach a cyclical buyout?'))).toEqual([]);
    expect(detectMisconceptions(context('unlike the income statement, the balance sheet is a snapshot at one date', topic))).toEqual([]);
  });
});

describe('the stored misconceptions', () => {
  // Answers are matched in the evaluator's normalised form: lowercase, finance terms shortened (fcf, nwc, ev, ccc, dpo).
  it.each([
    ['ccc-adds-payables', 'what drives the cash conversion cycle?', 'the ccc is dso + dio + dpo', 'the ccc is dso + dio - dpo'],
    ['cash-added-to-ev', 'walk me from equity value to enterprise value', 'ev is equityvalue plus debt plus cash', 'ev is equityvalue plus debt minus cash'],
    ['leases-off-balance-sheet', 'how does ifrs 16 treat leases?', 'operating leases stay off the balance sheet', 'leases are no longer kept off balance sheet'],
    ['forward-keeps-upside', 'how would you hedge the fx exposure?', 'a forward keeps the upside if the rate moves our way', 'an option keeps the upside, a forward gives it up'],
    ['sampling-larger-for-low-risk', 'how do you decide a sample size?', 'lower risk means a larger sample', 'higher risk means a larger sample'],
    ['going-concern-means-profitable', 'what is going concern?', 'going concern means the company is profitable', 'going concern means it can keep operating for twelve months'],
    ['sunk-costs-included', 'should we invest in the project? npv', 'the sunk costs should be included in the npv', 'sunk costs should not be included'],
    ['revenue-on-cash-receipt', 'when is revenue recognised under ifrs 15?', 'revenue is recognised when the cash is received', 'revenue is recognised when control passes, not when cash is received'],
    ['audit-absolute-assurance', 'what does an audit opinion tell you?', 'the audit gives absolute assurance that the accounts are right', 'the audit gives reasonable assurance, not absolute assurance'],
    ['fraud-prevention-is-auditors-job', 'who is responsible for fraud?', "preventing fraud is the auditor's job", "preventing fraud is management's responsibility"],
    ['scepticism-assumes-dishonesty', 'what is professional scepticism?', 'scepticism means you assume management is dishonest', 'scepticism means a questioning mind, without assuming management is dishonest'],
    ['completeness-existence-direction-swapped', 'how do you test completeness of revenue?', 'for completeness we select from the ledger and vouch to the invoices', 'for completeness we select delivery notes and trace them to the ledger'],
    ['inherent-risk-is-detection', 'explain audit risk', 'inherent risk is the risk that the auditor fails to detect a misstatement', 'inherent risk is the susceptibility of an assertion to misstatement before controls'],
    ['wacc-pre-tax-cost-of-debt', 'how do you calculate wacc?', 'we put the pre-tax cost of debt into the wacc', 'we put the after-tax cost of debt into the wacc'],
    ['wacc-book-value-weights', 'how do you calculate wacc?', 'the wacc weights come from the book values on the balance sheet', 'the wacc uses market values of debt and equity'],
    ['higher-beta-lower-cost-of-equity', 'how does capm work?', 'a higher beta lowers the cost of equity', 'a higher beta raises the cost of equity'],
    ['higher-discount-rate-higher-value', 'what happens to a dcf if wacc rises?', 'a higher wacc increases the value', 'a higher wacc lowers the value'],
    ['ebitda-after-depreciation-or-interest', 'what is ebitda?', 'ebitda is net of depreciation and interest', 'ebitda is before interest, tax and depreciation'],
    ['fcf-adds-capex', 'how do you get to free cash flow?', 'fcf is cash from operations plus capex', 'fcf is cash from operations minus capex'],
    ['capex-expensed', 'walk me through capex in the three statements', 'capex goes through the income statement straight away', 'capex is capitalised and only hits the income statement through depreciation'],
    ['deferred-revenue-is-asset', 'what is deferred revenue?', 'deferred revenue is an asset on the balance sheet', 'deferred revenue is a liability'],
    ['dividends-are-an-expense', 'how do dividends hit the three statements?', 'dividends are an expense that reduces net income', 'dividends are not an expense, they come out of retained earnings'],
    ['ev-multiple-with-equity-metric', 'which valuation multiples would you use?', 'i would use ev / net income', 'i would use ev / ebitda and equityvalue / net income'],
    ['longer-hold-raises-irr', 'what drives lbo returns?', 'a longer hold increases the irr', 'a longer hold lowers the irr for the same moic'],
    ['more-debt-lowers-equity-returns', 'why use leverage in an lbo?', 'more debt reduces the equity returns', 'more debt raises returns if the business earns above the cost of debt'],
    ['covenants-protect-borrower', 'what are covenants?', 'covenants protect the borrower', 'covenants protect lenders'],
    ['full-ratchet-founder-friendly', 'explain antidilution in a term sheet', 'a full ratchet is better for founders', 'a full ratchet is not better for founders'],
    ['participating-preferred-founder-friendly', 'explain liquidation preference terms', 'participating preferred is better for founders', 'participating preferred is not better for founders'],
    ['ltv-cac-below-one-healthy', 'what is a good ltv to cac?', 'an ltv/cac below 1 is healthy', 'an ltv/cac of 3 is healthy'],
    ['contribution-margin-less-fixed-costs', 'how do you find break-even?', 'contribution is price minus fixed costs', 'contribution is price minus variable costs'],
    ['favourable-variance-reversed', 'explain a budget variance', 'costs came in above budget, which is a favourable variance', 'costs came in above budget, which is an adverse variance'],
    ['payback-counts-all-cash-flows', 'what are the limits of payback?', 'payback considers all the cash flows of the project', 'payback ignore cash flows after the payback point'],
    ['higher-irr-wins-exclusive', 'npv or irr for projects?', 'for mutually exclusive projects pick the higher irr', 'for mutually exclusive projects the higher npv wins'],
    ['ev-from-equity-less-debt', 'walk me from equity value to enterprise value', 'ev is equityvalue minus debt', 'ev is equityvalue plus debt minus cash'],
    ['net-income-rises-with-depreciation', 'walk me through the statements if depreciation increases by 10', 'so net income increases by 6', 'so net income falls by 6 and cash increases by 4'],
    ['positive-npv-destroys-value', 'should we accept the project? npv', 'a positive npv destroys value', 'a positive npv creates value'],
    ['irr-below-hurdle-accept', 'how do you use irr against a hurdle rate?', 'we accept the project when the irr is below the hurdle', 'we accept the project when the irr is above the hurdle'],
    ['inventory-higher-of-cost-nrv', 'how is inventory valued?', 'inventory is valued at the higher of cost and nrv', 'inventory is valued at the lower of cost and nrv'],
    ['lease-liability-undiscounted', 'how does ifrs 16 measure a lease?', 'the lease liability is the total lease payments', 'the lease liability is the present value of the lease payments'],
    ['revenue-on-contract-signing', 'when is revenue recognised under ifrs 15?', 'revenue is recognised when the contract is signed', 'revenue is recognised as each obligation is met, not when the contract is signed'],
    ['performance-materiality-above-overall', 'how do you set materiality?', 'performance materiality is higher than overall materiality', 'performance materiality is lower than overall materiality'],
    ['unlevered-beta-above-levered', 'how do you relever a beta?', 'the unlevered beta is higher than the levered beta', 'the levered beta is higher than the unlevered beta'],
    ['working-capital-adds-liabilities', 'what is working capital?', 'nwc is current assets plus current liabilities', 'nwc is current assets minus current liabilities'],
    ['debt-paydown-lowers-equity-value', 'what drives lbo returns?', 'paying down debt reduces the equityvalue', 'paying down debt raises the equityvalue'],
    ['two-x-five-years-irr', 'what irr is a 2x moic?', 'a 2x over 5 years is about a 25% irr', 'a 2x over 5 years is about a 15% irr'],
    ['option-pool-dilutes-new-investor', 'explain the option pool in a term sheet', 'an option pool in the premoney dilutes the new investor', 'an option pool in the premoney dilutes the founders'],
    ['most-startups-return-the-fund', 'explain portfolio construction in vc', 'most startups in the portfolio return the fund', 'only a few startups return the fund'],
    ['ev-changes-with-financing', 'what happens to ev when a company raises debt?', 'raising new debt increases the ev', 'raising new debt does not change the ev: the cash offsets the debt'],
    ['beta-one-means-no-risk', 'what does beta measure?', 'a beta of 1 means the stock has no risk', 'a beta of 1 means the stock moves with the market'],
    ['lifo-under-ifrs', 'how is inventory valued?', 'lifo is allowed under ifrs', 'lifo is prohibited under ifrs, only us gaap allows it'],
    ['receivables-payables-sides-swapped', 'what is working capital?', 'accounts receivable are a current liability', 'accounts receivable are a current asset'],
    ['cac-payback-on-revenue', 'what is the cac payback?', 'payback is cac divided by monthly revenue per customer', 'payback is cac divided by monthly gross profit per customer'],
    ['runway-over-revenue', 'how long is the startup runway?', 'runway is the cash divided by monthly revenue', 'runway is the cash divided by the monthly net burn'],
    ['gross-margin-after-operating-costs', 'what is gross margin?', 'gross margin is revenue minus operating expenses', 'gross margin is revenue minus cogs'],
    ['auditor-prepares-accounts', 'what does an auditor do?', 'the auditor prepares the financial statements each year', 'management prepares the financial statements and the auditor gives an opinion'],
    ['qualified-opinion-is-clean', 'what types of audit opinion are there?', 'a qualified opinion means the accounts are clean', 'an unqualified opinion means the accounts are clean'],
    ['debits-and-credits-swapped', 'explain double entry', 'a debit increases a liability', 'a debit increases an asset and a credit increases a liability'],
    ['depreciation-is-a-cash-cost', 'walk me through the cash flow statement', 'depreciation is a cash expense for the business', 'depreciation is a noncash expense, so we add it back'],
    ['gordon-growth-added-to-rate', 'how do you calculate terminal value?', 'tv is next year fcf divided by wacc plus g', 'tv is next year fcf divided by wacc minus g'],
    ['bond-price-moves-with-yield', 'what happens to a bond when rates rise?', 'when yields rise the bond price rises too', 'when yields rise the bond price falls, they move inversely'],
    ['profit-is-revenue-plus-costs', 'how would you structure a profitability case?', 'profit is revenue plus costs, so look at both', 'profit is revenue minus costs, so look at both'],
    ['elastic-demand-price-rise-revenue', 'should the client raise prices?', 'demand is elastic, so raising prices increases revenue', 'demand is inelastic, so raising prices increases revenue'],
    ['equity-risk-premium-is-market-return', 'how do you get the cost of equity?', 'the equity risk premium is the expected market return', 'the equity risk premium is the market return minus the risk-free rate'],
    ['capm-without-risk-free', 'how do you get the cost of equity?', 'the cost of equity is beta times the market return', 'the cost of equity is the risk-free rate plus beta times the premium'],
    ['roe-over-assets', 'what is roe?', 'roe is net income divided by total assets', 'roe is net income divided by shareholders equity'],
    ['current-ratio-inverted', 'how do you assess liquidity?', 'the current ratio is current liabilities divided by current assets', 'the current ratio is current assets divided by current liabilities'],
    ['weaker-currency-hurts-exporters', 'how does fx affect the business?', 'a weaker home currency hurts exporters', 'a weaker home currency helps exporters'],
    ['audit-risk-is-a-sum', 'what is audit risk?', 'audit risk is the sum of inherent, control and detection risk', 'audit risk is inherent risk x control risk x detection risk'],
    ['higher-risk-more-detection-risk', 'what is audit risk?', 'with higher inherent risk the detection risk can be higher', 'with higher inherent risk the detection risk must be lower'],
    ['stock-based-pay-is-cash', 'how is stock-based compensation treated?', 'stock-based compensation is a cash expense', 'stock-based compensation is a noncash expense'],
    ['prepaid-and-accrued-sides-swapped', 'walk me through accruals', 'prepaid expenses are a liability', 'prepaid expenses are an asset and accrued expenses a liability'],
    ['bottom-up-and-top-down-swapped', 'how would you size the market?', 'bottom-up starts with the total population', 'bottom-up starts with the customers and what each pays'],
    ['out-of-the-money-options-dilute', 'how do you get the diluted share count?', 'out-of-the-money options are included in the diluted count', 'out-of-the-money options are not included in the diluted count'],
    ['equity-paid-before-debt', 'explain the capital structure in a bankruptcy', 'shareholders get paid before lenders', 'lenders get paid before shareholders'],
    ['net-income-equals-cash-flow', 'walk me through the three statements', 'net income is the same as cash flow', 'net income is not the same as cash flow'],
    ['terminal-value-small-share', 'walk me through a dcf', 'the terminal value is only a small part of the value', 'the terminal value is usually most of the value'],
    ['lbo-funded-mostly-with-equity', 'walk me through an lbo', 'the buyout is mostly funded with equity from the sponsor', 'the buyout is mostly funded with debt'],
    ['irr-is-moic-over-years', 'what are the returns in this lbo?', 'the irr is the moic divided by the number of years', 'the irr is the moic to the power of one over the years, minus one'],
    ['write-down-raises-profit', 'walk me through an inventory write-down', 'the write-down increases net income', 'the write-down reduces net income'],
    ['impairment-is-cash', 'walk me through a goodwill impairment', 'the impairment is a cash expense', 'the impairment is a noncash expense'],
    ['auditor-provides-bookkeeping-to-client', 'what threatens auditor independence?', 'the auditor can also prepare the accounts of a listed company we audit', 'the auditor cannot prepare the accounts of a listed company we audit'],
    ['swot-internal-external-swapped', 'how would you use a swot?', 'opportunities are internal to the company', 'opportunities and threats are external to the company'],
    ['ltv-on-revenue', 'what is ltv to cac?', 'ltv is the monthly revenue times the customer lifetime in months', 'ltv is the monthly gross margin times the customer lifetime in months'],
    ['buyback-raises-ev', 'what does a share buyback do?', 'the buyback increases the ev', 'the buyback does not change the ev'],
    ['forward-costs-premium', 'how would you hedge the fx exposure?', 'the forward contract costs an upfront premium', 'the option costs an upfront premium, the forward is free'],
    ['long-put-gains-when-price-rises', 'how do options work?', 'buying a put makes money when the price rises', 'buying a put makes money when the price falls'],
    ['longer-duration-less-sensitive', 'what is bond duration?', 'a longer duration means less sensitivity to rates', 'a longer duration means more sensitivity to rates'],
    ['better-rating-higher-yield', 'what drives the cost of debt?', 'a better credit rating means a higher yield', 'a better credit rating means a lower yield'],
    ['g7-ebitda-is-revenue', 'what is an ebitda multiple?', 'ebitda is basically the total sales of the business', 'ebitda is not sales, it is profit before interest, tax, depreciation and amortisation'],
    ['g7-basket-size-is-customers', 'what drives revenue for a retail store?', 'basket size is the number of customers who buy in a day', 'basket size is the average amount each paying customer spends'],
    ['g7-deferred-revenue-owed-cash', 'how is deferred revenue treated under ifrs 15?', 'deferred revenue is cash the company is owed by its customers', 'deferred revenue is cash received before the service is delivered, a liability'],
    ['g7-carried-interest-is-interest', 'how does a pe fund make money? carried interest', "carried interest is basically the interest paid on the fund's borrowings", "carried interest is the gp's share of the fund's profits, usually 20%"],
    ['t12-forward-is-an-option', 'how would you hedge the usd receivable?', 'a forward gives us the right, but not the obligation, to sell the dollars', 'a forward is binding, whereas an option gives the right but not the obligation'],
    ['t12-mm-cost-of-equity-holds', 'what does modigliani-miller say about capital structure?', 'cheap debt lowers the wacc, provided the cost of equity holds steady', 'the cost of equity rises with leverage, so the wacc does not move'],
    ['t12-equity-is-free-capital', 'why can a strategic buyer pay more?', 'it pays in shares, and shares are essentially free capital', 'shares are not free capital: equity is the most expensive funding'],
    ['t12-payback-on-revenue', 'what is the cac payback?', 'cac payback is defined as cac over the monthly revenue per customer', 'cac payback is cac over the monthly gross margin per customer'],
    ['t12-margin-only-in-ltv', 'what is the cac payback?', 'gross margin belongs in the ltv calculation, not in payback', 'payback divides cac by the monthly gross profit, revenue times the margin'],
    ['t12-anti-dilution-keeps-stake', 'explain anti-dilution under a full ratchet', 'anti-dilution is about keeping the series a ownership percentage whole', 'anti-dilution lowers the conversion price after a down round'],
    ['t12-depreciation-deducted-again', 'walk me through the three statements', 'depreciation is an expense, so i take it off again on the cash flow statement', 'depreciation is non-cash, so we add it back on the cash flow statement'],
    ['t12-ppe-up-with-depreciation', 'depreciation goes up by 10', 'accumulated depreciation goes up by 10, so pp&e goes up by 10', 'accumulated depreciation goes up by 10, so net pp&e falls by 10'],
    ['t12-payment-transfers-control', 'would you allow the bill-and-hold revenue under ifrs 15?', 'payment is the evidence that control has transferred to the customer', 'payment alone does not show that control has passed'],
    ['t12-compounding-for-present-value', 'is the price justified in present value terms?', "to bring it into today's terms at 10% over three years i multiply by 1.331", "to bring it into today's terms i divide by 1.331"],
    ['t12-pay-to-play-founders', 'what is a pay-to-play provision?', 'pay-to-play is when the founders are required to put their own money in', 'pay-to-play means existing investors must take up their pro rata or convert to common'],
    ['t14-retention-read-as-churn', 'would you invest? 8% of users are still active after 30 days', '30-day retention of 8% means only 8% of users dropped off in the first month', '30-day retention of 8% means 92% of users dropped off in the first month'],
    ['t14-flat-retention-curve-bad', 'how do you read the retention cohorts?', 'the warning sign is when the curve flattens out, because growth has stalled', 'a curve that flattens out is the good sign: a core of users stays'],
    ['t14-natural-hedge-mean-reversion', 'how would you hedge the usd receivable?', 'a natural hedge means letting currencies mean-revert so gains and losses even out', 'a natural hedge means paying our dollar suppliers with the dollars we receive'],
    ['t14-contribution-with-fixed-cost', 'should we raise the price? variable costs are £4 and fixed costs £180,000', 'contribution margin is price less the full unit cost, fixed included', 'contribution margin is price less the variable cost, £6 a wash'],
    ['t14-provision-as-claims-paid', 'how would you audit the warranty provision?', 'a warranty provision is recognised only as claims are paid', 'the provision is the best estimate of claims still to come on goods sold'],
    ['t14-lower-provision-prudent', 'how would you audit the warranty provision?', 'a lower liability is more prudent, and ias 37 asks for the lowest estimate', 'a lower provision is not prudent: ias 37 asks for the best estimate'],
    ['t14-pool-dilution-shared', 'what is the effective premoney with a 15% option pool?', 'the pool is shared dilution, so the effective premoney stays $20m', 'the pool comes out of the premoney, so the effective premoney is $16.25m'],
    ['t14-npv-undiscounted', 'what is net present value?', 'npv is the total cash a project brings in minus what it costs', 'npv is the sum of discounted cash flows minus the outlay'],
    ['t14-value-is-price-plus-synergies', 'should it buy the target? synergies are worth $150m', 'the value to the acquirer is what it pays plus the synergies it captures, so 450m of value', 'the value created is the standalone value plus the synergies minus the price'],
    ['t14-terminal-value-book', 'walk me through a dcf', "terminal value: that's the book value of the net assets if you wound the business up", 'terminal value is the value of the cash flows beyond the forecast, by perpetuity growth'],
    ['t14-ebitda-after-capex-interest', 'why do two companies with the same ebitda trade at 8x and 12x?', 'ebitda is earnings after capex and interest, so capex cannot explain the gap', 'ebitda is before capex, so capex intensity can explain the gap'],
    ['t14-mece-overlap-fine', 'what does mece mean?', "mutually exclusive means each branch stands alone, so it's fine for branches to overlap", 'mutually exclusive means the branches do not overlap at all'],
    ['t14-cap-is-floor', 'how does the convertible note convert?', 'the valuation cap is a floor that guarantees the investor a valuation of at least $6m', 'the valuation cap is a ceiling on the conversion valuation'],
    ['t14-project-finance-is-vc-equity', 'does a battery plant fit a venture fund?', 'project finance is essentially the follow-on equity a vc fund reserves for the plant', 'project finance is debt raised against the plant, so it does not dilute the vc fund'],
    ['t14-working-capital-is-cash', 'why is the company short of cash?', 'nwc is the cash a company holds on hand to run day to day', 'nwc is receivables plus inventory less payables'],
    ['t14-multiple-expansion-is-margin', 'what drives returns in an lbo?', 'multiple expansion means the ebitda margin expands', 'multiple expansion means exiting at a higher ev/ebitda multiple than at entry'],
    ['t14-deferred-revenue-asset', 'which revenue recognition risks matter at a subscription client?', 'deferred revenue is an asset, revenue earned but not yet invoiced', 'deferred revenue is a liability: cash billed before the service is delivered'],
    ['t14-subscription-at-signing', 'which revenue recognition risks matter at a subscription client?', 'the full contract value is recognised at signing, as control passes then', 'subscription revenue is recognised over the term as the service is delivered'],
    ['t14-npv-at-cost-of-debt', 'what is net present value?', "the rate you discount at is the company's cost of debt, since that is what it pays", 'the rate you discount at is the wacc, weighted by the cost of debt and equity'],
    ['t14-ufcf-at-cost-of-equity', 'walk me through a dcf', 'you project unlevered fcf and discount it at the cost of equity', 'you project unlevered fcf and discount it at the wacc'],
    ['t14-ev-to-equity-add-debt', 'walk me through a dcf', 'to get from ev to equityvalue you add the debt and subtract the cash', 'to get from ev to equityvalue you subtract the debt and add the cash'],
    ['t14-debt-paydown-lowers-equity', 'what drives returns in an lbo?', 'as cash repays lenders, paying down debt makes the equity value fall', 'paying down debt makes the equity value rise'],
    ['t14-more-debt-lowers-irr', 'which sensitivity tables would you show an lbo committee?', 'adding debt lowers the equity irr, so the lower-debt structure wins', 'adding debt raises the equity irr, with more risk'],
    ['t14-irr-falls-with-early-cash', 'what does the dividend recap do to the irr?', 'the irr falls, because the dividend in year 2 stops compounding', 'the irr rises, because half the cheque comes back in year 2'],
    ['t15-ev-is-what-seller-gets', 'what would you ask a private target for first?', 'ev is what the seller gets paid, so the loans do not change the price', 'the seller gets the ev less net debt, so the loans change the price'],
    ['t15-higher-valuation-dilutes-more', 'how do you advise the founder on the two term sheets?', 'on the higher valuation the founder is diluted more', 'on the higher valuation the same money buys fewer shares, so the founder is diluted less'],
    ['t15-writedown-booked-up', 'what do you do about the damaged inventory?', 'the adjustment is debit inventory, credit cogs', 'the adjustment is debit cogs, credit inventory'],
    ['t15-pe-rule-backwards', 'is the all-stock deal accretive or dilutive to eps?', "when the acquirer's peratio is higher than the target's, the deal is dilutive", "when the acquirer's peratio is higher than the target's, the deal is accretive"],
    ['t15-independence-from-predecessor', 'the previous auditor resigned: what do you do before accepting the engagement?', 'independence means we form our view apart from the previous auditor, so we do not contact them', 'we ask the client for permission and contact the previous auditor'],
    ['t15-commercial-dd-is-contracts', 'what are the main due diligence workstreams?', 'commercial diligence means going through the customer contracts', 'commercial diligence tests the market, competitors and the plan'],
    ['t15-qoe-is-audit-or-cash-match', 'what are the main due diligence workstreams?', 'the quality of earnings is essentially a re-audit of the statutory accounts', 'the quality of earnings restates ebitda to a sustainable run-rate'],
    ['t15-buyback-lowers-cost-of-equity', 'does a buyback create value?', 'fewer shares outstanding make equity cheaper, so the cost of equity falls', 'a buyback raises leverage, so the cost of equity rises'],
    ['t15-profit-is-fixed-less-contribution', 'how many bottles to break even?', 'profit is fixed costs less contribution, 3.0 - 5.0', 'profit is contribution less fixed costs, 5.0 - 3.0'],
    ['t15-mm-no-tax-value-rises', 'what does modigliani-miller say about capital structure?', 'without taxes a firm value goes up as it adds leverage', 'without taxes a firm value is the same whatever its leverage'],
    ['t15-pm-is-ignore-threshold', 'why is performance materiality lower than overall materiality?', 'performance materiality is the level below which a misstatement is treated as not worth pursuing', 'performance materiality leaves room for undetected and uncorrected misstatements'],
    ['t15-value-pricing-is-cost-plus', 'how would you price the software tool?', 'value-based pricing means we start from our cost and add a margin', 'value-based pricing starts from the $5,000 of value to the customer'],
    ['t15-hurdle-rate-as-markup', 'should we buy the machine at a 10% hurdle rate?', 'the hurdle rate of 10% means the project has to return its cost plus 10% over its life', 'the hurdle rate of 10% is the annual return we discount each saving at'],
    ['t15-elasticity-in-units', 'how would you estimate price sensitivity?', 'elasticity is the change in units sold divided by the change in price', 'elasticity is the % change in units sold divided by the % change in price'],
    ['t15-elastic-inelastic-reversed', 'how would you estimate price sensitivity?', 'demand is inelastic when the elasticity is above 1', 'demand is elastic when the elasticity is above 1'],
    ['t16-lbo-debt-fixed-rate', 'how did higher interest rates affect lbos?', 'most buyout debt is fixed-rate bonds locked in at closing', 'most buyout debt is floating-rate, so interest bills rose'],
    ['t16-full-ratchet-is-preference', 'full ratchet or weighted average anti-dilution?', 'full ratchet means the series a gets its full original investment back before anyone else', 'full ratchet resets the series a conversion price to the new round price'],
    ['t16-special-dividend-in-shares', 'special dividend or buyback?', 'a special dividend is a one-off distribution paid in new shares', 'a special dividend is a one-off cash payment to all shareholders'],
    ['t16-ex-dividend-no-drop', 'special dividend or buyback?', 'the share price does not adjust on the ex-dividend date', 'the share price falls by the dividend on the ex-dividend date'],
    ['t16-payables-use-cash', 'how much cash does the working capital programme release?', 'a bigger payables balance is a bigger liability, so that ties up $12m of cash', 'stretching payables by 10 days keeps $12m of cash in the business'],
    ['t16-higher-pe-more-earnings', 'pitch an undervalued listed company', "for every pound you invest you're getting more earnings than with the peers", 'at 24x against peers at 14x it is more expensive than the peers'],
    ['t16-dynamic-pricing-reversed', 'how would you set dynamic pricing for the theme park?', "on the quiet days i'd push prices up and on the busy days bring them down", "on the busy days i'd push prices up and on the quiet days bring them down"],
    ['t16-merger-one-share-per-target-share', 'walk me through a merger model', 'the acquirer issues one new share for each target share it buys', 'the acquirer issues the stock consideration divided by its own share price'],
    ['t16-forgone-interest-added', 'walk me through a merger model', 'plus the interest income on the cash you use', 'minus the forgone interest on the cash you use'],
    ['t16-exit-equity-adds-net-debt', 'what are the moic and irr of the buyout?', 'then we add the 150 of net debt to get to equity, 825', 'then we subtract the 150 of net debt to get to equity, 525'],
    ['t16-revenue-on-cash-collection', 'a company sells $20 on credit: walk me through the three statements', 'under accrual accounting revenue is only recognised when the cash is collected', 'under accrual accounting revenue is recognised when it is earned'],
    ['t16-npv-is-pv-of-inflows', 'what is the npv of the project?', 'npv is the present value of the future profits, so the npv is $100m', 'npv is the present value of the future profits minus the investment, so $50m'],
    ['t16-cost-cut-as-price-rise', 'how would you cut costs by 10%?', 'raise prices 10% and cost as a share of revenue falls by 10%', 'cut procurement and overhead spend by 10%'],
    ['t16-isa240-presumption-scope', 'when can the isa 240 presumption be rebutted?', 'the presumption applies only to listed and public interest entities', 'the presumption applies to every audit'],
    ['t16-debt-repaid-from-unlevered-fcf', 'how much debt can the lbo repay each year?', 'the cash available to repay debt is unlevered fcf', 'the cash available to repay debt is fcf after interest and tax'],
    ['t16-integration-investment-added', 'what are the synergies worth after integration costs?', 'value to us is 250 + 93.75 plus the 20 of integration investment', 'value to us is 250 + 93.75 minus the 20 of integration investment'],
    ['t16-deal-npv-excludes-synergies', 'what is the npv of the acquisition with synergies?', "synergies belong to the combined business, so they shouldn't be in the valuation", 'the synergies captured belong in the valuation'],
    ['t16-wi-covers-known-issues', 'when would you walk away from a deal after diligence?', "w&i insurance covers the issues you've identified in diligence", 'w&i insurance excludes known issues'],
    ['t16-cash-conversion-is-margin', 'when would you walk away from a deal after diligence?', 'cash conversion is ebitda divided by revenue', 'cash conversion is operating cash flow divided by ebitda'],
    ['t16-confirmation-proves-valuation', 'how would you test trade receivables?', 'the confirmation covers valuation too', 'the confirmation gives evidence of existence, not of recoverability'],
    ['t16-non-participating-no-preference', 'how is a $30m exit split with a 1x liquidation preference?', "nonparticipating means the investor doesn't get the preference and simply converts", 'nonparticipating means the investor takes the greater of its preference or its share'],
    ['t16-insider-bridge-positive-signal', 'should insiders bridge the company?', "insider-led signalling works in the company's favour", 'insiders bridging alone can signal that outsiders would not invest'],
    ['t16-direct-method-from-pnl', 'how would you build a 13-week cash flow forecast?', 'the direct method means you start directly from the p&l', 'the direct method forecasts receipts and payments week by week'],
    ['t16-headroom-minus-undrawn', 'what is the headroom on the revolver in the forecast?', 'take the closing cash of £1.3m and deduct the £1.5m still undrawn, which leaves headroom of minus £0.2m', 'take the closing cash of £1.3m and add the £1.5m still undrawn, which gives headroom of £2.8m'],
    ['t16-fpa-keeps-books', 'what does an fp&a analyst do day to day?', "an fp&a analyst is responsible for the company's books", 'an fp&a analyst builds budgets and forecasts and explains variances'],
    ['t16-debt-effectively-free', 'why does private equity use debt in an lbo?', 'the tax saving covers the interest, so debt is effectively free', 'debt is cheaper than equity, and the tax shield lowers its cost further'],
    ['t16-rolling-forecast-wrong', 'what is a rolling forecast?', 'a rolling forecast is the reforecast of the current financial year', 'a rolling forecast keeps a constant 12-month horizon'],
    ['t16-monthly-churn-as-annual', 'with 5% monthly churn, what is the ltv?', 'a 5% churn rate means customers stay on average 1 / 0.05 = 20 years, at £12 a month', 'a 5% churn rate means customers stay on average 1 / 0.05 = 20 months, at £12 a month'],
    ['t16-cac-minus-ltv', 'should the client keep spending on acquisition?', 'net value per customer is the acquisition cost minus the lifetime value', 'net value per customer is the lifetime value minus the acquisition cost'],
    ['t17-pro-rata-obligation', 'where would you put the last $5m of reserves?', 'a pro rata right is a contractual obligation for existing investors to fund their share', 'a pro rata right lets existing investors keep their share if they choose'],
    ['t17-ifrs15-risks-rewards', 'would you allow the bill-and-hold revenue under ifrs 15?', 'under ifrs 15 the test is the transfer of the significant risks and rewards of ownership', 'under ifrs 15 the test is whether control has passed to the customer'],
    ['t17-ifrs15-no-bill-and-hold', 'would you allow the bill-and-hold revenue under ifrs 15?', "ifrs 15 doesn't permit bill-and-hold revenue", 'ifrs 15 permits bill-and-hold revenue when its criteria are met'],
    ['t17-cash-sweep-is-amortisation', 'what is a cash sweep?', 'a cash sweep is the scheduled amortisation on a term loan', 'a cash sweep prepays debt from excess cash flow'],
    ['t17-break-even-variable-only', 'what is the break-even volume?', 'break-even is the point where the product covers its variable costs', 'break-even is where total contribution covers the fixed costs'],
    ['t17-buy-side-is-auction', 'how would you run a buy-side process?', 'on a buy-side mandate the bank runs a structured auction', 'on a buy-side mandate the bank screens and approaches targets'],
    ['t17-induced-demand-reversed', 'how would you reduce congestion in the city?', 'with induced demand, when you add road capacity, congestion falls permanently', 'with induced demand, when you add road capacity, new traffic fills it'],
    ['t17-overstatement-as-understatement', 'what do you conclude from the sample errors?', 'because these are overstatements, the book balance is understated', 'because these are overstatements, the book balance is overstated'],
    ['t17-sweet-equity-same-price', 'how does a management incentive plan work?', 'sweet equity means the capital gains tax treatment, not the price', 'sweet equity is ordinary shares bought cheaply beside the loan notes'],
    ['t17-irr-reinvestment-reversed', 'what are the limits of irr?', 'irr assumes interim cash flows are reinvested at the cost of capital', 'irr assumes interim cash flows are reinvested at the irr itself'],
    ['t17-multiple-irrs-per-year', 'what are the limits of irr?', 'a long project has a different irr in each year', 'cash flows that change sign twice can give two irrs'],
    ['t17-npv-at-own-irr', 'does irr ignore scale?', "discount each project's cash flows at its irr to compare like with like", "discount each project's cash flows at the cost of capital"],
    ['t17-growth-rate-as-discount-rate', 'what is the brand worth today?', "the brand's own return is 40% a year, so that's the rate", 'we discount at the 10% cost of capital'],
    ['t17-expectation-gap-fees', 'what is the biggest challenge facing audit?', 'the expectation gap is the gap between the fee the auditor expects and what the client pays', 'the expectation gap is between what the public expects of an audit and what it gives'],
    ['t17-auditor-guarantee', 'what is the biggest challenge facing audit?', 'the auditor is responsible for detecting all fraud and for guaranteeing the accounts', 'the auditor gives reasonable assurance that the accounts are free of material misstatement'],
    ['t17-gross-margin-is-retention', 'why do gross margins matter for a saas multiple?', "gross margin means how much of last year's revenue you keep from the same customers", 'gross margin is revenue less hosting and support costs, over revenue'],
    ['t17-margin-multiplied-for-gp-multiple', 'what multiple does a 40% gross margin deserve?', '10 * 0.8 = 8x gross profit', '10 / 0.8 = 12.5x gross profit'],
    ['t17-faster-collection-ties-up-cash', 'how would you release working capital?', 'cutting dso from 60 to 45 days ties up an extra £30m of cash', 'cutting dso from 60 to 45 days releases £30m of cash'],
    ['t17-multiple-as-cash-yield', 'is 8x ebitda expensive?', 'the ebitda gives you a 12.5% return on the $40m every year', 'ebitda is before tax and capex, so the cash return is lower'],
    ['t17-ev-ebitda-is-pe', 'is 8x ebitda expensive?', "ebitda is the company's bottom-line earnings, so 8x is like a peratio", 'ebitda is before interest, tax and depreciation'],
    ['t17-small-company-premium', 'is 8x ebitda expensive for a small company?', 'smaller companies carry a size premium, so they should trade at higher multiples', 'smaller companies usually trade at lower multiples'],
    ['t17-ifrs16-only-finance-leases', 'how do ifrs 16 and us gaap leases affect ev/ebitda?', 'ifrs 16 only affects finance leases', 'ifrs 16 puts almost all leases on the balance sheet'],
    ['t17-tax-on-ebitda-for-ufcf', 'what is the unlevered free cash flow?', 'first get to ebitda: 200 + 40 = 240. tax is 25% of that, 60', 'tax is 25% of the ebit of 200, so 50'],
    ['t17-retention-as-customer-growth', 'what would you test in the cohorts?', 'they had 20 customers and 45 now, so retention is 45 over 20', 'of the 20 customers three months ago, 18 still pay, so retention is 90%'],
    ['t17-income-statement-is-cash', 'walk me through the three financial statements', 'the income statement records all the cash the company received and paid out', 'the income statement records revenue and costs when earned'],
    ['t17-wc-signs-reversed', 'walk me through the cash flow statement', 'an increase in accounts receivable is added', 'an increase in accounts receivable is subtracted'],
    ['t17-burn-multiple-inverted', 'what is the burn multiple?', 'the burn multiple measures efficiency: net new arr divided by net burn', 'the burn multiple is net burn divided by net new arr'],
    ['t18-aol-time-warner-debt-funded', 'tell me about a deal you think was a mistake', 'aol borrowed heavily to pay time warner shareholders in cash', 'aol paid for time warner in its own shares at the top of the bubble'],
    ['t18-peers-chosen-by-multiple', 'how do you choose the peer group for comps?', 'pick peers that trade on a similar multiple to where we think the target should be', 'pick peers with a similar business model, size and growth, then see where they trade'],
    ['t18-lease-liability-undiscounted', 'what are the audit risks of ifrs 16?', 'the lease liability is the total of the remaining lease payments, undiscounted', 'the lease liability is the present value of the remaining lease payments'],
    ['t18-ipo-full-exit-day-one', 'how can a pe fund exit?', 'in an ipo the fund sells its entire stake on the listing day', 'in an ipo the fund sells part of its stake and is locked up for the rest'],
    ['t18-continuation-fund-as-extension', 'how can a pe fund exit?', 'a continuation fund is when the fund extends its own life by a year or two', 'a continuation fund is a new vehicle that buys the asset from the old fund'],
    ['t18-rule-of-40-growth-hurdle', 'does it pass the rule of 40?', 'the rule of 40 says a saas business should be growing revenue at least 40% a year', 'the rule of 40 says growth plus margin should be at least 40%'],
    ['t18-rule-of-40-burn-cap', 'does it pass the rule of 40?', 'the rule of 40 is a burn test: burn should be no more than 40% of revenue', 'the rule of 40 adds growth and margin: 60 plus minus 15 is 45'],
    ['t18-revenue-after-costs', 'estimate the annual revenue of a coffee shop', 'revenue is what the shop keeps after paying its staff, rent and coffee', 'revenue is the sales before costs; what is left after costs is profit'],
    ['t18-ev-equals-equity-private', 'what is her business worth?', 'since it is private, ev and equityvalue are the same thing', 'she gets the ev less the net debt for her shares'],
    ['t18-addons-above-platform-multiple', 'how would you evaluate a buy-and-build in vet clinics?', 'you pay up for the add-ons, more than the platform multiple, because they grow faster', 'you buy the add-ons below the platform multiple and they are revalued at the group multiple'],
    ['t18-gc-management-not-required', 'what would make you doubt it is a going concern?', "management aren't required to assess it themselves", 'management assesses going concern and we evaluate its assessment'],
    ['t18-gc-period-under-twelve-months', 'what would make you doubt it is a going concern?', 'we build our own cash forecast for the 6 months after year end', 'we test the cash forecast for at least 12 months after year end'],
    ['t14-irr-falls-with-early-cash', 'what does the year-2 dividend do to the returns?', 'earlier distributions dilute irr, as that capital stops compounding', 'earlier distributions raise the irr but can lower the multiple'],
    ['t18-vc-discounted-at-public-rate', 'is a $60m post-money valuation reasonable?', 'discount it back at 10%, a normal cost of capital, which gives about $142m', 'discount it back at a 50% target return, which gives about $30m'],
    ['t18-daily-annualised-by-52', 'estimate the annual revenue of a coffee shop', 'about £3,500 a day. to annualise i multiply by 52 weeks: £182k a year', 'about £3,500 a day, or £24,500 a week; times 52 is about £1.27m a year'],
    ['t18-later-safes-dilute-earlier-holders', 'what do post-money safe holders own?', 'with a post-money cap, later safes mean the earlier safe holders get diluted', 'with a post-money cap, later safes dilute the founders and the earlier holders keep 12.5%'],
    ['t18-levered-fcf-at-wacc', 'what is her business worth?', 'i would forecast fcf after interest payments and discount it at the wacc', 'i would forecast unlevered fcf and discount it at the wacc'],
    ['t18-fragmentation-against-buy-and-build', 'how would you evaluate a buy-and-build in vet clinics?', 'the first red flag for me is fragmentation', 'fragmentation is what makes a buy-and-build attractive'],
    ['t18-gc-backward-looking', 'what would make you doubt it is a going concern?', "cash-flow forecasts and management's plans aren't audit evidence because they are about the future", "we challenge management's cash-flow forecasts and plans for the next twelve months"],
    ['t18-lower-volume-cheaper-units', 'profits are falling: how would you structure it?', 'when volume falls, fixed costs are spread over fewer units, so the cost per unit goes down', 'when volume falls, fixed costs are spread over fewer units, so the cost per unit goes up'],
    ['t18-perpetuity-value-as-present-value', 'what growth does an 8x exit multiple imply?', 'the perpetuity formula gives a present value, so i discount the terminal value first', 'the perpetuity formula gives the value in year 5, the same date as the exit value'],
    ['t18-margin-applied-to-cac', 'is a 6-month cac payback right?', 'times 60% gives a margin-adjusted cac of $3,600', 'payback is the cac over the monthly gross profit of $360'],
    ['t18-leverage-ebitda-over-debt', 'is there headroom under the leverage covenant?', 'leverage covenants measure how ebitda covers the debt, so the ratio is ebitda over net debt', 'leverage is net debt over ebitda: 350 over 120 is about 2.9x'],
    ['t18-scepticism-relaxed-for-trusted-client', 'how do you apply professional scepticism?', "where management has been honest in prior years, you can rely on their representations and cut back on corroboration", 'past honesty of management does not reduce the evidence you need'],
    ['t18-scepticism-authenticate-everything', 'how do you apply professional scepticism?', 'the auditor must verify that every document is authentic', 'you may accept records as genuine unless something makes you doubt them'],
    ['t18-nrr-as-logo-retention', 'why has growth at this software company slowed?', 'nrr is the percentage of customers we keep over the year', 'nrr is the revenue kept from last year’s customers, upsell included'],
    ['t18-churn-as-staff-turnover', 'why has growth at this software company slowed?', 'churn here means turnover in our own sales team', 'churn is the share of customers we lose each year'],
    ['t18-bigger-base-raises-growth-rate', 'why has growth slowed from 30% to 5%?', 'if it still wins the same number of new customers each year, the larger base should push the growth rate up', 'the same number of new customers on a bigger base is a lower growth rate'],
    ['t18-monthly-churn-as-annual', 'why has growth slowed?', 'churn is 2% a month, which is 2% a year, trivial', 'churn is 2% a month, which is about 21.5% a year'],
    ['t18-lbo-sets-sponsor-floor', 'why can a strategic pay more than a private equity fund?', 'the lbo gives the minimum price at which it still hits its target irr', 'the lbo gives the most the sponsor can pay at its target irr'],
    ['t19-ib-analyst-as-research', 'what does an ib analyst do day to day?', 'as an ib analyst you write research notes with buy, hold or sell recommendations', 'as an ib analyst you build models and pitch books for live deals'],
    ['t19-existence-as-recoverability', 'how would you test the existence of receivables?', 'existence for receivables is really about whether the amounts will be collected', 'existence is about whether the customers really owe the amounts at the year end'],
    ['t19-negative-confirmation-non-reply', 'how would you test the existence of receivables?', 'every non-reply counts as agreement, so the balance is confirmed', 'a non-reply gives no evidence, so we check after-date cash'],
    ['t19-vc-hurdle-like-market', 'should my friend raise venture capital?', 'vc funds target roughly 8 - 10% a year, like the stock market', 'vc funds need each deal to be able to return the whole fund'],
    ['t19-accretion-is-value-creation', 'would you recommend the buyback?', 'accretion is value creation, so the shares go up', 'accretion alone does not mean the buyback creates value'],
    ['t19-treasury-shares-in-eps', 'would you recommend the buyback?', 'treasury shares are still part of the share count for eps until cancelled', 'shares held in treasury are taken out of the share count for eps'],
    ['t19-dividend-netted-against-entry', 'what are the moic and irr with the dividend?', 'the capital at risk is really 100 - 50 = 50', 'moic is 250 over 100, 2.5x either way'],
    ['t19-cost-of-equity-for-every-project', 'why is one wacc for every project a mistake?', 'the right rate for every project is the cost of equity', 'each project needs a rate for its own risk'],
    ['t19-confirmation-via-client', 'how would you audit the cash balance?', "i'd ask the client's finance manager to request the confirmation and forward it to us", 'we send the confirmation request to the bank ourselves'],
    ['t19-reconciling-items-untested', 'how would you audit the cash balance?', 'reconciling items reverse on their own, so there is no need to test them', 'we trace reconciling items to the january statement'],
    ['t19-mix-weighted-by-gross-profit', 'what happened to the blended gross margin?', 'this year the right weights are each product\'s share of gross profit', 'the blended margin weights each product by its share of revenue'],
    ['t19-multiple-on-negative-ebitda', 'how would you value a loss-making, fast-growing company?', 'apply the peer multiple to the negative ebitda', 'value it on ev over revenue against growth peers'],
    ['t19-ev-multiple-no-bridge', 'how would you value this company?', 'there is no need to bridge for net debt', 'take the net debt off the ev to get to the equity'],
    ['t19-failed-development-amortised', 'what do you check under ias 38?', "the standard doesn't force a write-off", 'if the criteria are not met, the whole amount is expensed'],
    ['t19-research-capitalised-later', 'what do you check under ias 38?', 'once the project proves feasible you can go back and capitalise the earlier research costs', 'research costs are never capitalised'],
    ['t19-burn-is-fine-winner-takes-all', 'which investor do you admire?', 'i admire bill gurley because he championed growth at all costs', 'i admire bill gurley for warning founders about high burn'],
    ['t19-savings-discounted-as-lump', 'what is the npv of the savings?', 'discounting that back at 10% over the six years: 3 / 1.1^6 = 3 / 1.772, about 1.69', 'each year\'s saving of 0.5 is discounted: 0.5 × 4.355 = 2.18'],
    ['t19-auditor-writes-gc-note', 'what are the auditor\'s responsibilities for going concern?', 'the auditor writes the disclosure note into the financial statements', 'management writes the disclosure and the auditor evaluates it'],
    ['t19-premium-over-intrinsic-value', 'how would you advise the board on the takeover offer?', 'a 25% premium means the bidder is offering 25% more than the company\'s intrinsic value', 'a 25% premium is over the undisturbed share price'],
    ['t19-fairness-opinion-best-price', 'how would you advise the board on the offer?', 'a fairness opinion certifies that the offer is the best price reasonably obtainable', 'a fairness opinion says the price is fair from a financial point of view'],
    ['t19-tam-as-industry-revenue', 'pitch me a startup you would back at seed', 'the tam is the total revenue of european logistics companies', 'the tam is what hauliers spend on freight matching'],
    ['t19-standalone-costs-added-back', 'what are the diligence issues in a carve-out?', 'standalone costs are the one-off costs of separating the business', 'standalone costs are recurring costs that lower ebitda'],
    ['t19-tsa-as-supply-agreement', 'what are the diligence issues in a carve-out?', 'the tsa, the transfer supply agreement, commits the parent to buy', 'the tsa covers the parent\'s services for a transition period'],
    ['t19-pay-to-play-keeps-preference', 'what is pay-to-play?', 'their preferred shares and liquidation preference stay intact', 'those who do not take part are converted to common'],
    ['t19-cost-driver-ranked-by-growth', 'why did the bakery\'s margin fall?', 'energy is growing fastest, so it is the main driver', 'ingredients add the most money, so they are the main driver'],
    ['t19-pi-as-irr-spread', 'how would you allocate capital under rationing?', 'the profitability index is the project\'s irr minus the wacc', 'the profitability index is pv of inflows over the outlay'],
    ['t19-nrr-as-customer-growth', 'which startup would you back?', 'nrr of 140% means their customer count grew by 40%', 'nrr of 140% means existing customers pay 40% more'],
    ['t19-revenue-multiple-on-gmv', 'which startup would you back?', 'we apply the revenue multiple to the gmv of £40m', 'revenue is the 10% take on gmv, so about £4m'],
    ['m3-1-comps-as-acquisition-prices', 'why do precedents imply a higher valuation than comparable companies?', 'comparable companies analysis uses the prices paid in past acquisitions', "it isn't always true: when markets are hot, comparable companies can sit above recent deal multiples"],
    ['t20-capital-markets-does-mna', 'which group would you like to join?', 'capital markets advises companies on which acquisitions to make', 'capital markets prices new bond and share issues'],
    ['t20-control-premium-as-fees', 'why do precedents imply a higher valuation?', 'the control premium is the fee the advisers charge on a deal', 'the control premium is what a buyer pays over the share price for control'],
    ['t20-credit-notes-mean-understated', 'how would you test revenue cut-off?', 'big credit notes in january tell you december revenue was understated', 'big credit notes in january suggest december revenue was overstated'],
    ['t20-revenue-as-cash-collected', 'how would you build the revenue budget?', 'revenue in a budget is the cash we expect to collect from customers', 'revenue is volume times price, recognised on delivery'],
    ['t20-convertible-both-shares-and-debt', 'how is the convertible treated in ev?', 'the bond stays in ev as debt until the holders actually convert', 'in the money, the bond comes out of debt and into the share count'],
    ['t20-continuation-vehicle-as-early-commitment', 'what trend in private equity are you following?', 'a continuation vehicle is when the existing lps commit to the manager\'s next fund', 'a continuation vehicle is a new vehicle that buys an asset from the old fund'],
    ['t20-incurrence-maintenance-swapped', 'how do bonds and loans differ in an lbo?', 'incurrence covenants mean the ratios are tested every quarter', 'maintenance covenants are tested every quarter'],
    ['t20-mezzanine-as-senior', 'how do the layers of lbo debt differ?', 'mezzanine is first-lien and ranks alongside the term loans', 'mezzanine ranks behind the senior loans'],
    ['t20-call-protection-favours-issuer', 'bonds or loans for a quick exit?', 'call protection works in the issuer\'s favour', 'call protection protects the bondholders'],
    ['t20-conversion-as-repeat-rate', 'what drives a store\'s revenue?', 'conversion rate here is the share of customers who come back to the store within a month', 'conversion rate is the share of visitors who buy'],
    ['t20-cannibalisation-as-rivals', 'should the bank launch a digital brand?', 'cannibalisation here means digital competitors like revolut eating into our base', 'cannibalisation means the new bank taking our own customers'],
    ['t20-override-rebuttable', 'what are the main audit risks?', 'i would treat management override as a risk only if our controls work finds weaknesses', 'management override is a significant risk on every audit'],
    ['t20-shrinkage-as-saving', 'should the chain install self-checkout tills?', 'shrinkage is the reduction in the store wage bill beyond the headline ftes', 'shrinkage is stock lost to theft, and it goes up with self-checkout'],
    ['t20-capex-charged-every-year', 'what is the payback on the self-checkout tills?', 'the tills themselves cost 6 x $25k = $150k per store each year', 'the tills cost $150k per store once, paid back from $60k a year'],
    ['t20-participating-swapped', 'what does the vc get at a $100m exit with a 1x liquidation preference?', 'participating is the founder-friendly version', 'participating favours the investor'],
    ['t20-sale-not-a-liquidation-event', 'what does the vc get at a $100m exit with a 1x liquidation preference?', 'a $100m sale of the company is an exit at a healthy value, not a liquidation', 'a sale of the company counts as a liquidation event'],
    ['t20-1x-as-double', 'what does the vc get at a $100m exit with a 1x liquidation preference?', 'a 1x liquidation preference means the investor gets its money back plus a 1x return on top', 'a 1x liquidation preference returns the money invested once'],
    ['t20-pi-per-year', 'how do you choose projects under capital rationing?', 'the profitability index is npv divided by the life of the project in years, npv per year', 'the profitability index is npv per pound invested'],
    ['t20-irr-as-value-per-pound', 'how do you choose projects under capital rationing?', 'irr is by definition the return per pound invested', 'irr ignores scale, so rank by npv per pound'],
    ['t20-premium-on-ev', 'what does a 30% premium imply for the acquirer?', 'the premium applies to the ev, since we are buying the whole business', 'the premium applies to the share price'],
    ['t20-secondary-as-new-issue', 'the founder wants to sell some shares in the round: what do you think?', 'in a secondary the company issues $2m of new preferred shares', 'in a secondary the founder sells existing shares, so nobody is diluted'],
    ['t20-ccc-without-payables', 'what is the cash conversion cycle?', "payables don't belong in it", 'the ccc is dso plus dio minus dpo'],
    ['t20-stake-over-pre-money', 'how would you value a seed round?', 'so the pre-money valuation is $2m / 20% = $10m', 'so the post-money valuation is $2m / 20% = $10m'],
    ['t20-seed-stake-40-60', 'how would you value a seed round?', 'seed investors demand a big slice, normally 40 to 60% of the company', 'seed investors usually take 15 to 25%'],
    ['t20-power-law-as-clustering', 'how would you build a venture fund?', 'venture returns follow a power law, which means returns cluster tightly around the fund average', 'venture returns follow a power law: a few outliers return the fund'],
    ['t20-disclosure-eliminates-threat', 'what threats to independence are there?', 'once a threat is disclosed, the disclosure itself eliminates it', 'safeguards reduce a threat; if none do, the firm declines'],
    ['t20-pe-as-listed-minority-stakes', 'walk me through your background and why private equity', 'private equity is essentially long-term stock picking', 'private equity buys control of companies with leverage'],
    ['t20-dso-in-months-as-days', 'what does the change in receivables tell you?', 'dso: 5 / (40/12) = 1.5 and 7 / (42/12) = 2.0, so it moved from 1.5 to 2 days', 'dso rose from about 45 to 61 days'],
  ])('%s: found in a wrong statement, not in a right one', (id, question, wrong, right) => {
    const list = entryList(id);
    expect(detectMisconceptions(context(wrong, question), list)).toHaveLength(1);
    expect(detectMisconceptions(context(right, question), list)).toHaveLength(0);
  });
});

describe('entries for one question of the bank', () => {
  it.each([
    ['t18-variable-costs-as-contribution', 'vc-case-007', 'of the $6m, $4m is contribution after payments and support', 'of the $6m, $2m is contribution after the $4m of variable costs'],
    ['t18-higher-price-adverse-variance', 'cf-tech-010', 'price variance: £2 times 9,000 = £18k, and that is adverse too', 'price variance: £2 times 9,000 = £18k favourable'],
    ['t19-founder-share-read-as-investors', 'vc-tech-018', 'that 48% is the investors\' combined share', 'that 48% is what the founder keeps'],
    ['t19-impact-as-tax-effect', 'x19-3-case', 'if not met, the impact is the tax effect: 25% of 6m', 'if not met, profit before tax falls by 6m and net assets by 4.5m'],
  ])('%s: found in a wrong statement to %s, not in a right one', (id, questionId, wrong, right) => {
    const list = entryList(id);
    expect(detectMisconceptions(context(wrong, 'is the price reasonable?', questionId), list)).toHaveLength(1);
    expect(detectMisconceptions(context(right, 'is the price reasonable?', questionId), list)).toHaveLength(0);
    expect(detectMisconceptions(context(wrong, 'is the price reasonable?', 'ib-tech-001'), list)).toHaveLength(0);
  });
});

describe('entries that need the rest of the answer', () => {
  it.each([
    ['t20-flat-transactions-read-as-footfall-down', 'transactions are flat at 500 a day and conversion dropped from 25% to 20%. so footfall must have gone down', 'footfall is down and conversion is flat. so footfall must have gone down'],
    ['t20-covenant-pressure-understatement', 'the bank covenants are tight. the main risk is that revenue and inventory are understated', 'the main risk is that revenue is understated, as the owner wants to pay less tax'],
  ])('%s: found where the answer sets it up, not elsewhere', (id, wrong, elsewhere) => {
    const list = entryList(id);
    const topic = 'footfall, conversion and covenants at a store chain with a bank loan';
    expect(detectMisconceptions(context(wrong, topic), list)).toHaveLength(1);
    expect(detectMisconceptions(context(elsewhere, topic), list)).toHaveLength(0);
  });
});

describe('a sentence working through another case', () => {
  it('states no claim of the answer\'s own ("for comparison, if…", "even if…")', () => {
    const list = entryList('t14-more-debt-lowers-irr');
    const topic = 'which sensitivity tables would you show an lbo committee?';
    expect(detectMisconceptions(context('adding debt lowers the equity irr', topic), list)).toHaveLength(1);
    expect(detectMisconceptions(context('for comparison, adding debt lowers the equity irr in the all-equity case we rejected', topic), list)).toHaveLength(0);
    expect(detectMisconceptions(context('even if adding debt lowers the equity irr in year one, it raises it by exit', topic), list)).toHaveLength(0);
    expect(detectMisconceptions(context('at a 14% cost of debt, adding debt lowers the equity irr: that would have been the case last year', topic), list)).toHaveLength(0);
  });

  it.each([
    ['a lot of people think adding debt lowers the equity irr. it doesn\'t', 0],
    ['many candidates say adding debt lowers the equity irr, but the opposite holds while assets earn more than the debt costs', 0],
    ['a common mistake is to think adding debt lowers the equity irr', 0],
    ['people often assume adding debt lowers the equity irr. that is wrong', 0],
    ['many people think so, and they are right: adding debt lowers the equity irr', 1],
    ['adding debt lowers the equity irr. it does in every deal i have seen', 1],
    ['some people think leverage is dangerous, but adding debt lowers the equity irr', 1],
  ])('reads "%s" as a view put up to be rejected, or as the answer\'s own', (answer, found) => {
    const list = entryList('t14-more-debt-lowers-irr');
    expect(detectMisconceptions(context(answer, 'which sensitivity tables would you show an lbo committee?'), list)).toHaveLength(found);
  });
});

describe('the stored misconceptions against the bank', () => {
  // Every entry is written to catch a wrong statement; the bank's own strong and medium answers state none.
  it.each(['strong', 'medium'] as const)("never flag the bank's %s sample answers", (level) => {
    const flagged = QUESTION_BANK.flatMap((q) => {
      const answer = q.sampleAnswers?.[level];
      if (!answer) return [];
      const { misconceptions } = evaluateAnswer({ question: q.question, interviewType: q.interviewType, specialization: q.specialization, keyConcepts: q.keyConcepts, answer });
      return misconceptions.map((m) => `${q.id}: ${m.claim}`);
    });
    expect(flagged).toEqual([]);
  });
});
