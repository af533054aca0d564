// A visitor compares the plans, monthly and annual, and is told why they were sent to /pricing.
import { expect, test } from '@playwright/test';

test('the annual toggle changes the prices of Pro and Finance (B)Pro', async ({ page }) => {
  await page.goto('/pricing');
  const pro = page.getByRole('article', { name: 'Pro', exact: true });
  const bpro = page.getByRole('article', { name: 'Finance (B)Pro' });
  const company = page.getByRole('article', { name: 'Company' });
  await expect(pro.getByText('€17')).toBeVisible();
  await expect(bpro.getByText('€30')).toBeVisible();
  await expect(bpro.getByText('Most Popular')).toBeVisible();
  await expect(company.getByText('Contact for details')).toBeVisible();

  await page.getByRole('radio', { name: 'Annual' }).check({ force: true });
  await expect(pro.getByText('€15')).toBeVisible();
  await expect(pro.getByText('Billed annually: €180 per year')).toBeVisible();
  await expect(bpro.getByText('€27')).toBeVisible();
  await expect(pro.getByText('€17')).toHaveCount(0);

  await expect(pro.getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/register');
  await expect(bpro.getByRole('link', { name: 'Choose (B)Pro' })).toHaveAttribute('href', '/register');
  await expect(company.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/company/contact');
});

test('/pricing?access=required says premium access is required and what to do', async ({ page }) => {
  await page.goto('/pricing?access=required');
  await expect(page.getByText('Premium access required for this feature')).toBeVisible();
  await expect(page.getByText(/Choose Pro or Finance \(B\)Pro below to unlock it/)).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByText('Premium access required for this feature')).toHaveCount(0);
});
