// A student builds a personalized prep for a role, answers every section, reads the analysis report,
// sends feedback and starts over (spec 02 §2.9–2.11, §4, §9).
import { expect, test, type Page } from '@playwright/test';
import { pdfWithText } from '../../gateway/test/cv-files';
import { signedInContext, uniqueEmail } from '../support/accounts';

const ROLE = {
  company: 'Goldman Sachs',
  position: 'Investment Banking Analyst',
  jobDescription:
    'Join our M&A execution team. You will build financial models, DCF valuations and merger models, prepare pitch books and run accretion/dilution analysis. Strong Excel and PowerPoint.',
  idealProfile: 'A team player with attention to detail and resilience under pressure.',
};

const ANSWER =
  'I would start from the fundamentals: project free cash flows, discount them at the WACC, and cross-check the result with comparable companies and precedent transactions, stating my assumptions and the key figures as I go.';

function cvPdf(): Buffer {
  return pdfWithText([
    'EDUCATION BSc Finance, University of Bath.',
    'EXPERIENCE Summer Analyst at a boutique bank: built DCF models for 3 deals worth 120m and cut reporting time by 30%.',
    'SKILLS Excel, PowerPoint, Bloomberg. Led a team of 5 students to first place in a valuation competition of 40 teams.',
  ]);
}

interface PrepAnswer {
  section: string;
  evaluation?: { score: number };
}

/** The user's newest prep as the gateway returns it, read with the page's own session. */
async function latestPrep(page: Page) {
  const token = await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.includes('auth-token')) return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token;
    }
    return undefined;
  });
  const response = await page.request.get('/api/preps', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const [prep] = (await response.json()) as Array<{ user_answers: PrepAnswer[]; overall_score: number }>;
  return prep!;
}

const percent = (answers: PrepAnswer[]) => {
  const sum = answers.reduce((total, a) => total + (a.evaluation?.score ?? 0), 0);
  return answers.length ? Math.round((sum / (50 * answers.length)) * 100) : 0;
};

/** Types an answer into every question box of a set, then submits it and waits for the evaluation. */
async function answerAndSubmit(page: Page, scope: ReturnType<Page['locator']>, submitLabel: string) {
  const boxes = scope.getByRole('textbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await boxes.nth(i).fill(`${ANSWER} (${i + 1})`);
  await scope.getByRole('button', { name: submitLabel }).click();
  await expect(scope.getByTestId('submitted-note')).toBeVisible({ timeout: 30_000 });
}

test('a student prepares for a role from the form to the analysis report, then starts over', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const context = await signedInContext(browser, request, uniqueEmail('prep'));
  const page = await context.newPage();

  // The form (§2.9): every field labelled, the draft kept in the browser.
  await page.goto('/personalizedPrep');
  await expect(page.getByRole('heading', { name: 'Personalized Prep' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate my prep' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill out all fields. CV upload is optional.' })).toBeVisible();

  await page.getByLabel('Company name').fill(ROLE.company);
  await page.getByLabel('Position').fill(ROLE.position);
  await expect(page.getByLabel('Level')).toHaveValue('Analyst');
  await page.getByLabel('Level').selectOption('Analyst');
  await page.getByLabel('Job description').fill(ROLE.jobDescription);
  await expect(page.getByLabel('Job description')).toHaveAttribute('rows', '7');
  await expect(page.getByLabel('Company ideal profile')).toHaveAttribute('rows', '3');
  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue(ROLE.company);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('personalizedPrepForm'))) ?? '{}')).toMatchObject({ companyName: ROLE.company });
  await page.getByLabel('Company ideal profile').fill(ROLE.idealProfile);

  await page.getByLabel('CV (optional)').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a CV') });
  await expect(page.getByText('Please upload a PDF or DOC/DOCX file only').first()).toBeVisible();
  await page.getByLabel('CV (optional)').setInputFiles({ name: 'My CV.pdf', mimeType: 'application/pdf', buffer: cvPdf() });
  await expect(page.getByText('CV uploaded successfully!')).toBeVisible();
  await expect(page.getByTestId('cv-file-name')).toHaveText('My_CV.pdf');

  // Generation, with its steps.
  await page.getByRole('button', { name: 'Generate my prep' }).click();
  const progress = page.getByTestId('generation-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByText('Writing your technical rounds', { exact: true })).toBeVisible();
  await expect(progress.getByRole('heading', { name: 'Your prep is ready' })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/DashboardPersonalizedPrep$/);

  // The dashboard (§2.10).
  await expect(page.getByRole('heading', { name: 'Your Personalized Prep' })).toBeVisible();
  await expect(page.getByTestId('prep-status')).toContainText('In Progress');
  await expect(page.getByTestId('prep-status')).toContainText('Last updated');
  await expect(page.getByRole('tab', { name: 'CV' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Based on My_CV.pdf')).toBeVisible();
  await expect(page.getByText('Sections found: Education, Experience and Skills.')).toBeVisible();

  await page.getByRole('tab', { name: 'Technical' }).click();
  const round1 = page.getByTestId('round-1');
  const round2 = page.getByTestId('round-2');
  const round3 = page.getByTestId('round-3');
  await expect(round2).toContainText('Complete previous rounds first.');
  await expect(round1.getByRole('textbox').first()).toHaveAttribute('rows', '4');
  const boxes = round1.getByRole('textbox');
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).fill(`${ANSWER} (${i + 1})`);
  await round1.getByRole('button', { name: 'Submit Round 1' }).click();
  await expect(round1.getByRole('button', { name: 'Evaluating...' })).toBeVisible();
  await expect(round1.getByTestId('submitted-note')).toBeVisible({ timeout: 30_000 });
  await expect(round1).toContainText('Completed');
  // Round 2 opens; round 3 waits.
  await expect(round2.getByRole('textbox').first()).toBeVisible();
  await expect(round3).toContainText('Complete previous rounds first.');
  await answerAndSubmit(page, round2, 'Submit Round 2');
  await answerAndSubmit(page, round3, 'Submit Round 3');

  await page.getByRole('tab', { name: 'Behavioral' }).click();
  await answerAndSubmit(page, page.getByRole('tabpanel', { name: 'Behavioral' }), 'Submit Behavioral Questions');
  await page.getByRole('tab', { name: 'Case' }).click();
  const casePanel = page.getByRole('tabpanel', { name: 'Case' });
  await expect(casePanel.getByText('Goldman Sachs', { exact: false }).first()).toBeVisible();
  await answerAndSubmit(page, casePanel, 'Submit Case Study');

  await expect(page.getByTestId('prep-status')).toContainText('Completed');
  await expect(page.getByRole('button', { name: 'Start New Prep Journey' })).toBeVisible();

  // The figures the report must show, from the scores the gateway stored (§9).
  const prep = await latestPrep(page);
  const answers = prep.user_answers;
  const total = answers.reduce((sum, a) => sum + (a.evaluation?.score ?? 0), 0);
  expect(prep.overall_score).toBe(total);
  await expect(page.getByTestId('overall-score')).toHaveText(String(total));
  const overall = percent(answers);
  const of = (section: string) => answers.filter((a) => a.section === section);

  // The analysis report (§2.11).
  await page.getByRole('button', { name: 'View Analysis' }).click();
  await expect(page).toHaveURL(/\/AnalysisPersonalizedPrep$/);
  await expect(page.getByRole('heading', { name: 'Interview Analysis' })).toBeVisible();
  await expect(page.getByText(`Analysis for ${ROLE.position} at ${ROLE.company}`)).toBeVisible();
  await expect(page.getByTestId('generated-at')).toContainText('Generated on');
  const overallPanel = page.getByRole('tabpanel', { name: 'Overall' });
  await expect(overallPanel.getByTestId('score-percent')).toHaveText(`${overall}%`);
  const rating = overall >= 80 ? 'Perfect Preparation' : overall >= 70 ? 'Solid Preparation' : 'Needs Improvement';
  await expect(overallPanel.getByTestId('rating-label')).toHaveText(rating);
  await expect(overallPanel.getByText('Overall Performance')).toBeVisible();
  await expect(overallPanel.getByTestId('completion')).toHaveText(`${answers.length} of ${answers.length} questions answered (100% complete)`);
  await expect(overallPanel.getByTestId('tile-Technical')).toHaveText(`${percent(of('technical'))}%`);
  await expect(overallPanel.getByTestId('tile-Behavioral')).toHaveText(`${percent(of('behavioral'))}%`);
  await expect(overallPanel.getByTestId('tile-Case Study')).toHaveText(`${percent(of('case'))}%`);
  await expect(overallPanel.getByRole('heading', { name: 'Top Areas for Improvement' })).toBeVisible();
  await expect(overallPanel.getByRole('heading', { name: 'Your Strengths' })).toBeVisible();

  await page.getByRole('tab', { name: 'Technical' }).click();
  const technical = page.getByRole('tabpanel', { name: 'Technical' });
  await expect(technical.getByRole('heading', { name: 'Technical Performance' })).toBeVisible();
  await expect(technical.getByRole('heading', { name: 'Round 1: Fundamentals' })).toBeVisible();
  const first = technical.getByTestId('answer-technical-0-0');
  await expect(first).toContainText('Question 1');
  await expect(first.getByTestId('answer-score')).toHaveText(/^\d+\/50$/);
  await first.getByRole('button', { name: 'Show Ideal Answer' }).click();
  await expect(first.getByTestId('ideal-answer')).not.toBeEmpty();
  await expect(first.getByText('Your Answer', { exact: true })).toBeVisible();
  // Each panel opens on its own.
  await expect(technical.getByTestId('answer-technical-0-1').getByTestId('ideal-answer')).toHaveCount(0);
  await first.getByRole('button', { name: 'Hide Ideal Answer' }).click();
  await expect(first.getByTestId('ideal-answer')).toHaveCount(0);

  // Feedback on the report.
  await page.getByLabel('What did you like?').fill('The case study felt real.');
  await page.getByLabel('What could be improved?').fill('More rounds.');
  await page.getByLabel('Other suggestions').fill('Timed answers.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback!').first()).toBeVisible();

  // Start Over.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/DashboardPersonalizedPrep$/);
  // The thank-you toast sits over Start Over for its 4 s and stays while the pointer rests on it: wait for it to go.
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start Over' }).click();
  await page.getByRole('button', { name: 'Yes, start over' }).click();
  await expect(page.getByText('Prep reset successfully')).toBeVisible();
  await expect(page.getByTestId('prep-status')).toContainText('In Progress');
  await expect(page.getByTestId('overall-score')).toHaveText('0');
  await page.getByRole('tab', { name: 'Technical' }).click();
  await expect(page.getByTestId('round-2')).toContainText('Complete previous rounds first.');
  await context.close();
});

test('the form offers the active prep instead of a second one, and asks before leaving a filled form', async ({ browser, request }) => {
  const context = await signedInContext(browser, request, uniqueEmail('prep-active'));
  const page = await context.newPage();
  await page.goto('/personalizedPrep');
  await page.getByLabel('Company name').fill('Blackstone');
  // Leaving with text entered asks first (beforeunload).
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const prompt = await dialog;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.dismiss();

  await page.getByLabel('Position').fill('Private Equity Associate');
  await page.getByLabel('Level').selectOption('Associate');
  await page.getByLabel('Job description').fill('Evaluate buyouts, build LBO models and run due diligence on portfolio companies.');
  await page.getByLabel('Company ideal profile').fill('Ownership and leadership.');
  await page.getByRole('button', { name: 'Generate my prep' }).click();
  await expect(page).toHaveURL(/\/DashboardPersonalizedPrep$/, { timeout: 60_000 });

  await page.goto('/personalizedPrep');
  await expect(page.getByRole('heading', { name: 'Active Prep In Progress' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/DashboardPersonalizedPrep$/);
  await expect(page.getByText('Private Equity Associate at Blackstone · Associate')).toBeVisible();
  await context.close();
});
