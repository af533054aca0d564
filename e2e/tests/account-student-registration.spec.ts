// A student registers with a CV, confirms the e-mail, logs in, edits the profile, changes the photo,
// then resets a forgotten password and logs in with the new one.
import { expect, test } from '@playwright/test';
import { CONFIRMATION_SUBJECT, RECOVERY_SUBJECT, logIn, uniqueEmail } from '../support/accounts';
import { authLinkFor } from '../support/mailbox';
import { solidPng } from '../support/png';

const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('a student registers, confirms, edits the profile, changes the photo and resets a forgotten password', async ({ page }) => {
  const email = uniqueEmail('student');

  // Register with a CV; the CV waits until the first sign-in.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await page.getByLabel('Full name').fill('Ada Student');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('first-pass-1');
  await page.getByLabel('Confirm password').fill('first-pass-1');
  await page.getByLabel('University / Company').fill('Bocconi University');
  await page.getByLabel('Specialization').selectOption({ label: 'Private Equity' });
  await page.getByLabel('CV (optional)').setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Thank you for registering!');
  await expect(page.getByRole('alertdialog')).toContainText(email);

  // The confirmation link signs the student in and lands on the profile, where the CV is uploaded.
  await page.goto(await authLinkFor(page.request, email, CONFIRMATION_SUBJECT));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await expect(page.getByText('CV uploaded')).toBeVisible();
  await expect(page.getByText('On file')).toBeVisible();
  await expect(page.getByText('Bocconi University')).toBeVisible();
  await expect(page.getByText('Private Equity')).toBeVisible();

  // Log out, then log in with the password.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, 'first-pass-1');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Signed in')).toBeVisible();

  // Edit Profile → Save Changes; the new name is still there after a reload. The e-mail cannot change.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();

  // Change Photo with a small PNG.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change Photo' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(8, 8, [17, 35, 68]) });
  await expect(page.getByText('Your profile picture has been updated successfully.')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Profile photo of Ada Lovelace' });
  await expect(photo).toBeVisible();
  await page.reload();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);

  // The Progress tab starts at Novice, level 1.
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { name: 'Novice' })).toBeVisible();
  await expect(page.getByText('Level 1', { exact: true })).toBeVisible();
  await expect(page.getByText('0 XP', { exact: true })).toBeVisible();

  // Forgot password: the recovery link opens 'Reset Your Password'; afterwards the new password works.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password recovery email sent!')).toBeVisible();

  await page.goto(await authLinkFor(page.request, email, RECOVERY_SUBJECT));
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill('second-pass-2');
  await page.getByLabel('Confirm new password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password has been updated successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, 'first-pass-1');
  await expect(page.getByText('Failed to login. Please check your credentials.')).toBeVisible();
  await logIn(page, email, 'second-pass-2');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
});
