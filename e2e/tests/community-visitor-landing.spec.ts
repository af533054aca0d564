// A visitor reads the community landing page, follows its anchors from another page, reads an event in
// full and writes to the team.
import { expect, test } from '@playwright/test';

const ANCHORS = [
  ['Services', 'services'],
  ['Events', 'events'],
  ['Team', 'team'],
  ['Contact', 'contact'],
] as const;

test('a visitor reads the landing: hero, four services, three events, six team members', async ({ page }) => {
  const stats = await (await page.request.get('/api/questions/stats')).json();
  await page.goto('/bullpen');
  await expect(page.getByRole('heading', { level: 1, name: 'Bullpen', exact: true })).toBeVisible();
  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
  await expect(hero.getByRole('link', { name: 'Explore Events' })).toHaveAttribute('href', '/events');
  await expect(hero.getByRole('link', { name: 'See the AI Hub Demo' })).toHaveAttribute('href', '/demo');
  // The bank's size as the gateway counts it, rounded down to a hundred.
  await expect(hero.getByRole('definition').first()).toHaveText(`${Math.floor(stats.total / 100) * 100}+`);

  const services = page.locator('#services');
  await expect(services.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(services.getByRole('link')).toHaveCount(1);
  await expect(services.getByRole('link', { name: 'See the demo' })).toHaveAttribute('href', '/demo');

  const events = page.locator('#events');
  await expect(events.getByRole('article')).toHaveCount(3);
  await expect(events.getByRole('heading', { name: 'Inside Leveraged Finance: From Analyst to Deal Lead' })).toBeVisible();
  await expect(events.getByRole('link', { name: 'View all events' })).toHaveAttribute('href', '/events');

  await expect(page.locator('#team').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(6);

  for (const label of ['demo video upload', 'LinkedIn background preview', 'mock interview as admin']) {
    await expect(page.getByRole('button', { name: `Team shortcut: ${label}` })).toBeAttached();
  }
});

test('the footer anchors lead from /events to each section of the landing, scrolled into view', async ({ page }) => {
  for (const [label, id] of ANCHORS) {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/bullpen#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
    await expect(page.locator(`#${id}-heading`)).toBeInViewport();
  }
});

test('the navbar anchors scroll the landing itself, also back to a section already in the URL', async ({ page }) => {
  await page.goto('/bullpen');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  for (const [label, id] of [...ANCHORS].reverse()) {
    await navbar.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/bullpen#${id}$`));
    await expect(page.locator(`#${id}-heading`)).toBeInViewport();
  }
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect(page.locator('#services-heading')).not.toBeInViewport();
  await navbar.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page.locator('#services-heading')).toBeInViewport();
});

test('a hidden corner of the landing leads to the demo in admin mode', async ({ page }) => {
  await page.goto('/bullpen');
  await page.getByRole('button', { name: 'Team shortcut: demo video upload' }).click();
  await expect(page).toHaveURL(/\/demo\?admin=true$/);
});

test('a long event description is cut at 150 characters and opens and closes', async ({ page }) => {
  await page.goto('/events');
  const card = page.getByRole('article').filter({ hasText: 'Inside Leveraged Finance' });
  const ending = 'Bring your questions for the live Q&A at the end.';
  await expect(card.getByText(/In this recorded…$/)).toBeVisible();
  await expect(card.getByText(ending)).toHaveCount(0);

  await card.getByRole('button', { name: 'Read more' }).click();
  await expect(card.getByText(ending, { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

  await card.getByRole('button', { name: 'Show less' }).click();
  await expect(card.getByText(ending, { exact: false })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Read more' })).toBeVisible();
});

test('each event card shows its type, date, time, speakers and links', async ({ page }) => {
  await page.goto('/events');
  // The eight events the site starts with; another journey (an admin's new event) may have added one.
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(8);
  const roundtable = page.getByRole('article').filter({ hasText: 'Recruiters' });
  await expect(roundtable.getByText('Roundtable', { exact: true })).toBeVisible();
  await expect(roundtable.getByText('Thu, 17 Dec 2026')).toBeVisible();
  await expect(roundtable.getByText('17:00–18:30 CET')).toBeVisible();
  await expect(roundtable.getByText('Sofie de Vries, Campus Recruiting Lead')).toBeVisible();
  for (const name of ['Register Now', 'Spotify', 'YouTube']) {
    await expect(roundtable.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
  }
});

test('a visitor sends the contact form and is told it was sent; blank fields are named first', async ({ page }) => {
  await page.goto('/bullpen#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByText('Please enter your email address')).toBeVisible();
  await expect(form.getByText('Please enter a message')).toBeVisible();

  await form.getByLabel('Name').fill('Visiting Student');
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByLabel('Message').fill('Will the case workshop be recorded?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();

  await form.getByLabel('Email').fill(`visitor+${Date.now()}@example.com`);
  await form.getByLabel('Company').fill('Erasmus Finance Society');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('the Terms of Service give the configured contact address', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page).toHaveURL(/\/bullpen\/terms-of-service$/);
  for (const title of ['1. Acceptance of Terms', '5. Disclaimer and Limitation of Liability', '8. Governing Law']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'hello@bullpen.local' })).toHaveAttribute('href', 'mailto:hello@bullpen.local');
});
