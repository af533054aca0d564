// Content the local prep generator composes with the question bank: a case study per
// specialization, technical and behavioural questions that name the company and position, and
// general questions that keep every prep above the §9 minimums. `{company}`, `{position}`,
// `{aPosition}` ("an Analyst") and `{level}` are filled in by the generator.
import type { SpecializationId } from '@bullpen/shared/domain';

export interface TemplateQuestion {
  question: string;
  keyConcepts: string[];
  /** Left out when a question already chosen matches this: the same theme, asked once. */
  unlessAsked?: RegExp;
}

export interface CaseTemplate {
  scenario: string;
  idealStructure: string;
  strongExample: string;
  questions: TemplateQuestion[];
}

const q = (question: string, ...keyConcepts: string[]): TemplateQuestion => ({ question, keyConcepts });

export const CASE_TEMPLATES: Record<SpecializationId, CaseTemplate> = {
  ib: {
    scenario:
      "{company} has been mandated by a listed European packaging group (revenue €1.2bn, EBITDA €180m) to advise on buying a private competitor with revenue of €300m, EBITDA of €45m and sales growing 8% a year. The seller expects about 11x EBITDA; listed peers trade at 9–10x. As {aPosition} on the deal team, you prepare the first view for the client's board.",
    idealStructure:
      "1. Clarify the client's objective and the strategic rationale. 2. Value the target with trading comparables, precedent transactions and a DCF, summarised in a football field. 3. Bridge enterprise value to the equity price. 4. Test the financing and accretion/dilution. 5. Size synergies and integration costs. 6. Weigh the risks and recommend a price range with next steps.",
    strongExample:
      "At 11x, enterprise value is €495m (11 × €45m), one to two turns above listed peers, which control deals at 10–12x support. Funding half with debt at 6% costs about €11m of interest after 25% tax, and using €248m of cash earning 3% forgoes about €6m after tax, while the target adds about €26m of net income (€35m of EBIT after tax), so with no new shares the deal is accretive in year one. With €15m of cost synergies, phased over two years and net of integration costs, the premium is justified. I would recommend bidding around 10.5x with a walk-away at 11.5x, subject to diligence on customer concentration and the synergy plan.",
    questions: [
      q('How would you value the target, and which methods would you weight most?', 'comparable companies', 'precedent transactions', 'DCF', 'football field', 'control premium'),
      q('At 11x EBITDA, what is the implied enterprise value, and how do you get from it to the equity purchase price?', 'enterprise value of €495m', 'subtract net debt', 'equity value', 'debt-like items'),
      q('The client funds the deal half with new debt and half with cash. How would you test whether the acquisition is accretive to earnings per share?', 'pro forma net income', 'interest cost after tax', 'forgone interest on cash', 'target net income', 'EPS before and after'),
      q('Which synergies could justify paying above the peer multiples, and how would you haircut them?', 'cost synergies', 'revenue synergies', 'integration costs', 'phasing', 'probability of delivery'),
      q('What are the main risks you would flag to the board?', 'overpaying', 'integration risk', 'leverage', 'customer concentration', 'antitrust'),
      q('What would you recommend, and what must due diligence confirm?', 'clear recommendation', 'price range', 'walk-away price', 'diligence priorities'),
    ],
  },
  pe: {
    scenario:
      '{company} is looking at a buyout of a UK business-services company with EBITDA of £50m, bought at 10x EBITDA and funded with 5x debt. The plan has EBITDA growing to £70m in five years, £100m of debt repaid from free cash flow and an exit at the same 10x multiple. As {aPosition}, you present the deal to the investment committee.',
    idealStructure:
      '1. Investment thesis: why this business suits an LBO. 2. Entry: price, debt and equity cheque. 3. Returns: exit equity, money multiple and IRR. 4. Value-creation bridge: EBITDA growth, multiple, deleveraging. 5. Sensitivities and downside case. 6. Diligence priorities and a recommendation against the fund hurdle.',
    strongExample:
      'Entry enterprise value is £500m, funded with £250m of debt and £250m of equity. At exit, 10x £70m gives £700m; less the £150m of remaining debt, equity is £550m, a 2.2x money multiple and an IRR of about 17% over five years. Of the £300m of value created, £200m comes from EBITDA growth and £100m from debt paydown, with no multiple expansion. If the exit multiple fell to 8x, equity would be £410m, 1.6x and about 10%, below a 20% hurdle, so I would invest only after diligence confirms the growth plan, ideally at a lower entry multiple.',
    questions: [
      q('What makes this business a good or bad LBO candidate?', 'stable cash flows', 'market position', 'low capex', 'management team', 'exit routes'),
      q('What are the equity invested, the exit equity value, the money multiple and the approximate IRR?', 'equity of £250m', 'exit equity of £550m', '2.2x money multiple', 'IRR of about 17%'),
      q('Break the value created down into EBITDA growth, multiple expansion and debt paydown.', 'EBITDA growth of £200m', 'no multiple expansion', 'debt paydown of £100m', 'value-creation bridge'),
      q('Which due diligence questions would you prioritise before investing?', 'commercial diligence', 'customer concentration', 'quality of earnings', 'working capital', 'management'),
      q('How would the returns change if the exit multiple fell to 8x, and what does that tell you?', 'exit equity of £410m', 'about 1.6x', 'multiple contraction', 'downside case'),
      q('Would you recommend the investment to the committee, and under what conditions?', 'clear recommendation', 'IRR against the hurdle', 'key risks', 'value creation plan', 'price discipline'),
    ],
  },
  vc: {
    scenario:
      '{company} is considering leading a €10m Series A in a B2B SaaS start-up at a €30m pre-money valuation. The start-up has €2m of ARR, growing 3x year on year, net revenue retention of 125% and a burn multiple of 1.5. As {aPosition}, you write the investment memo.',
    idealStructure:
      '1. The team and why they can win. 2. Market size, bottom-up. 3. Traction and unit economics: growth, retention, burn multiple, CAC payback. 4. Round terms: post-money, ownership, key terms. 5. Exit potential and what it takes to return the fund. 6. Risks and a recommendation.',
    strongExample:
      "The post-money valuation is €40m, so €10m buys 25%. Tripling ARR with 125% net revenue retention means existing customers alone grow revenue 25% a year, and a burn multiple of 1.5 is efficient for this stage. To return 10x on €10m we need €100m; diluted to about 15% by later rounds, that requires an exit near €670m, which a market of 40,000 mid-sized companies paying €20k a year (€800m) can support. I would invest with a 1x non-participating preference, pro rata rights and a board seat, the main risks being competition from incumbents and the team's ability to build a sales organisation.",
    questions: [
      q('What are the post-money valuation and the stake this round buys?', 'post-money of €40m', 'ownership of 25%', 'pre-money plus investment'),
      q("How would you judge the quality of the start-up's growth from its metrics?", 'ARR growth', 'net revenue retention of 125%', 'burn multiple', 'CAC payback', 'gross margin'),
      q('How big is the market, and how would you size it bottom-up?', 'TAM, SAM and SOM', 'number of target customers', 'annual contract value', 'explicit assumptions'),
      q("What would the company need to be worth at exit for this investment to return the fund's target multiple?", 'target multiple', 'dilution in later rounds', 'required exit value', 'power law'),
      q('Which terms would you ask for in the term sheet, and why?', 'liquidation preference', 'pro rata rights', 'board seat', 'anti-dilution', 'option pool'),
      q('Would you invest, and what are the main risks?', 'team', 'market', 'competition', 'clear recommendation'),
    ],
  },
  consulting: {
    scenario:
      "A regional grocery chain, a client of {company}, has seen operating profit fall 20%, from €40m to €32m, over two years while revenue stayed flat at €800m. The CEO wants to know why and what to do about it. As {aPosition} on the engagement, you lead the first workstream.",
    idealStructure:
      '1. Clarify the objective and the timeframe. 2. Structure profit into revenue (price × volume, by category and store) and costs (cost of goods, operating costs). 3. Quantify where the decline sits. 4. Form hypotheses and test them with data. 5. Assess the competitive context. 6. Recommend actions with their impact, risks and next steps.',
    strongExample:
      "Profit is revenue minus costs; with revenue flat and operating costs flat at €160m, the decline must sit in gross margin. A fall from 25% to 24% on €800m is €8m, exactly the drop from €40m to €32m. I would test three hypotheses: a mix shift towards low-margin categories, deeper promotions against the new discounter, and higher supplier costs, using margin by category, store and month. If the discounter explains it, I would recommend targeted price matching on 200 key items, growth in private label and a loyalty offer, worth about €5m a year, with a pilot in the ten most exposed stores first.",
    questions: [
      q('How would you structure this problem?', 'profit equals revenue minus costs', 'price and volume', 'fixed and variable costs', 'internal and external causes'),
      q('Gross margin fell from 25% to 24% while operating costs stayed flat at €160m. How much of the profit decline does that explain?', 'gross profit down €8m', 'explains the whole decline', 'revenue of €800m'),
      q('What could explain the fall in gross margin?', 'product mix', 'price competition', 'supplier costs', 'promotions', 'waste and shrinkage'),
      q('How would you test which explanation is right, and what data would you ask for?', 'hypothesis', 'margin by category and store', 'competitor price comparison', 'interviews'),
      q("A discounter has opened 15 stores in the client's region. How should the client respond?", 'selective price matching', 'differentiation', 'private label', 'loyalty', 'cost reduction'),
      q('What would you recommend to the CEO?', 'clear recommendation', 'quantified impact', 'next steps', 'risks'),
    ],
  },
  cf: {
    scenario:
      '{company} is deciding whether to invest €40m in a new production line expected to bring in €11m of after-tax cash flow a year for six years. Its WACC is 9%, net debt stands at 1.5x EBITDA and the board wants to keep the dividend. As {aPosition} in the finance team, you prepare the recommendation.',
    idealStructure:
      '1. Decision rule: incremental cash flows discounted at the WACC. 2. NPV, IRR and payback. 3. Sensitivities on the key assumptions. 4. Funding: debt, equity or cash, against leverage and dividend policy. 5. Working capital and cash flow timing. 6. Recommendation with risks.',
    strongExample:
      'The six-year annuity factor at 9% is about 4.49, so the cash flows are worth €49.3m against €40m invested: an NPV of about €9.3m, and the IRR is about 16.5%, well above the 9% WACC. Payback is about 3.6 years. The NPV turns negative if annual cash flow falls below about €8.9m, a 19% shortfall, so volumes and pricing need testing. With net debt at 1.5x EBITDA there is room to fund it with debt without risking the rating or the dividend. I would recommend approving the project, funded with a term loan, with a post-investment review after two years.',
    questions: [
      q('How would you decide whether the project creates value?', 'NPV', 'IRR', 'payback', 'WACC as the hurdle rate', 'incremental cash flows'),
      q("What is the project's NPV at 9%, and what is its payback period?", 'annuity factor', 'NPV of about €9.3m', 'payback of about 3.6 years', 'accept a positive NPV'),
      q('Which assumptions would you test in a sensitivity analysis?', 'volumes', 'pricing', 'cost overruns', 'discount rate', 'break-even cash flow'),
      q('Should the project be funded with debt, equity or cash, given the leverage and dividend policy?', 'capital structure', 'target leverage', 'credit rating', 'cost of debt', 'dividend'),
      q('How would the project affect working capital and the cash conversion cycle?', 'inventory', 'receivables', 'payables', 'cash tied up'),
      q('What do you recommend to the board?', 'clear recommendation', 'NPV', 'funding', 'risks'),
    ],
  },
  audit: {
    scenario:
      '{company} is auditing a listed retailer with revenue of €500m and profit before tax of €25m. Revenue grew 15% while the sector grew 3%, sales jumped in the last week of the year and the finance director changed during the year. As {aPosition} on the engagement, you plan the audit of revenue.',
    idealStructure:
      '1. Understand the entity and set materiality. 2. Identify risks of material misstatement and the assertions affected. 3. Respond: tests of controls and substantive procedures. 4. Evaluate findings and misstatements. 5. Communicate with management and the audit committee.',
    strongExample:
      'At 5% of profit before tax, overall materiality is about €1.25m, with performance materiality at around 75% of that given the new finance director. Revenue growing five times faster than the sector and the year-end spike point to a significant risk of fraud in revenue recognition, at the occurrence and cut-off assertions. I would test cut-off on sales either side of year end against dispatch notes, review credit notes and returns after year end, and run substantive analytics by store and week. If a sample of 40 invoices finds two recorded before delivery, I would project the error to the population, extend testing, and report it to the audit committee as a significant finding.',
    questions: [
      q('How would you set materiality for this audit?', 'profit before tax benchmark', 'about €1.25m', 'performance materiality', 'qualitative factors'),
      q('Which risks of material misstatement do you see, and at which assertions?', 'revenue recognition fraud risk', 'cut-off', 'occurrence', 'management override'),
      q('Which procedures would you perform on the year-end sales?', 'cut-off testing', 'dispatch notes', 'credit notes after year end', 'returns', 'substantive analytics'),
      q('How would you test the controls over revenue, and when would you rely on them?', 'walkthrough', 'design and implementation', 'operating effectiveness', 'reduce substantive testing'),
      q('A sample of 40 invoices finds two recorded before delivery. What do you do next?', 'evaluate the misstatement', 'project the error', 'extend the sample', 'communicate to management'),
      q('What would you report to the audit committee?', 'significant risks', 'findings', 'uncorrected misstatements', 'control deficiencies', 'key audit matters'),
    ],
  },
};

/** Technical questions tailored to the company, by specialization. */
export const TAILORED_TECHNICAL: Record<SpecializationId, TemplateQuestion[]> = {
  ib: [
    q('If {company} asked you to value a company in its sector, which valuation methods would you use and why?', 'DCF', 'comparable companies', 'precedent transactions', 'football field'),
    q('How would higher interest rates affect the deals {company} works on?', 'cost of debt', 'lower valuations', 'WACC', 'financing'),
    q('Walk me through a merger model for an acquisition {company} might advise on.', 'purchase price', 'funding mix', 'pro forma net income', 'accretion/dilution'),
  ],
  pe: [
    q('What would make a business an attractive buyout target for {company}?', 'stable cash flows', 'market position', 'value creation levers', 'exit routes'),
    q('How would you create value in a portfolio company of {company}?', 'revenue growth', 'margin improvement', 'debt paydown', 'multiple expansion'),
    q('How would you model the returns of a deal {company} is looking at?', 'entry price', 'debt', 'exit multiple', 'IRR and money multiple'),
  ],
  vc: [
    q('How would you assess a start-up pitching to {company}?', 'team', 'market size', 'traction', 'product'),
    q("Which metrics would you track for a SaaS company in {company}'s portfolio?", 'ARR growth', 'net revenue retention', 'burn multiple', 'CAC payback'),
    q("How would you think about ownership and dilution in a {company} investment over several rounds?", 'ownership target', 'dilution', 'pro rata rights', 'option pool'),
  ],
  consulting: [
    q('How would you estimate the market size for a product a client of {company} wants to launch?', 'segmentation', 'explicit assumptions', 'bottom-up', 'sanity check'),
    q('How would you structure a profitability problem for a client of {company}?', 'revenue', 'costs', 'price and volume', 'fixed and variable costs'),
    q('How would you assess whether a client of {company} should enter a new market?', 'market attractiveness', 'competition', 'capabilities', 'entry options', 'economics'),
  ],
  cf: [
    q('How would you decide whether {company} should fund a new investment with debt or equity?', 'cost of capital', 'leverage', 'credit rating', 'flexibility'),
    q('How would you evaluate a capital project for {company}?', 'incremental cash flows', 'NPV', 'IRR', 'WACC'),
    q('How would you improve the working capital of {company}?', 'receivables', 'inventory', 'payables', 'cash conversion cycle'),
  ],
  audit: [
    q('How would you set materiality for an audit client of {company}?', 'benchmark', 'percentage', 'performance materiality', 'qualitative factors'),
    q('How would you approach the audit of revenue for a client of {company}?', 'fraud risk', 'cut-off', 'occurrence', 'substantive procedures'),
    q('How would you assess going concern for a client of {company}?', 'cash flow forecasts', 'covenants', 'management plans', 'disclosure'),
  ],
};

/** Technical questions any finance candidate should handle; used only when the bank runs short. */
export const GENERAL_TECHNICAL: TemplateQuestion[] = [
  q('Walk me through the three financial statements and how they link.', 'income statement', 'balance sheet', 'cash flow statement', 'net income', 'ending cash'),
  q('What is the difference between enterprise value and equity value?', 'equity value for shareholders', 'enterprise value for all investors', 'add debt', 'subtract cash'),
  q('How would you value a company?', 'DCF', 'comparable companies', 'precedent transactions', 'assumptions'),
  q('What drives a company’s free cash flow?', 'operating profit', 'tax', 'capex', 'working capital'),
  q('How do interest rates affect company valuations?', 'discount rate', 'cost of debt', 'WACC', 'lower valuations'),
  q('What is working capital, and why does it matter?', 'current assets', 'current liabilities', 'cash tied up', 'liquidity'),
  q('How would you analyse a company’s profitability?', 'margins', 'revenue growth', 'cost structure', 'peers'),
];

export const STAR_RUBRIC = ['the situation and your task', 'the actions you took yourself', 'a measurable result', 'what you learned'];

/** Behavioural questions that name the company, position or level. */
export const COMPANY_BEHAVIORAL: TemplateQuestion[] = [
  q('Why do you want to join {company} as {aPosition}?', 'specific knowledge of {company}', 'fit with the {position} role', 'relevant experience', 'long-term goal'),
  q('What do you know about {company}, and what sets it apart from its competitors?', 'business model', 'recent news or deals', 'competitors', 'why it matters to you'),
  q('Which parts of the {position} role at {company} do you expect to find hardest, and how will you prepare?', 'honest self-assessment', 'specific skills', 'preparation plan', 'learning'),
  q('Which of your experiences best shows that you fit the profile {company} looks for?', 'specific experience', 'skills the profile asks for', 'measurable result', 'what you learned'),
  { ...q('Tell me about a time you delivered accurate work under a tight deadline, as {aLevel} at {company} often must.', ...STAR_RUBRIC), unlessAsked: /deadline/i },
  q('What would your first 90 days as {aPosition} at {company} look like?', 'learning the team and clients', 'early contribution', 'building relationships', 'goals'),
  {
    ...q('Where do you see yourself three years after joining {company}?', 'career goal', 'skills to build', 'commitment to {company}', 'realistic progression'),
    unlessAsked: /where do you see yourself/i,
  },
];

/** Behavioural questions that fit any finance role; enough on their own to meet the minimum. */
export const GENERAL_BEHAVIORAL: TemplateQuestion[] = [
  'Tell me about yourself.',
  'Tell me about a time you worked in a team under pressure.',
  'Describe a time you made a mistake and what you learned from it.',
  'Tell me about a time you disagreed with someone and how you resolved it.',
  'Describe a situation where you had to meet a tight deadline.',
  'Tell me about a time you showed leadership.',
  'Describe a time you had to learn something new quickly.',
  'Tell me about your greatest achievement so far.',
  'Describe a time you persuaded someone to change their mind.',
  'Tell me about a time you received difficult feedback.',
  'How do you prioritise when you have several urgent tasks?',
  'Tell me about a time you went beyond what was asked of you.',
  'Describe a time you worked with someone whose style differed from yours.',
  'Tell me about a time you failed to reach a goal.',
  'Describe a time you handled a difficult client or stakeholder.',
  'Tell me about a time you spotted an error others had missed.',
  'Describe a time you had to explain a complex idea simply.',
].map((question) => q(question, ...STAR_RUBRIC));

/** A behavioural question built on a skill the ideal profile names. */
export const PROFILE_SKILL_QUESTION = q(
  '{company} looks for {skill}. Tell me about a time you showed it.',
  '{skill}',
  ...STAR_RUBRIC,
);
