// Candidate Profile (spec 02 §2.12): a candidate's specialization XP (mastery at 500) and best results.
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import { candidate } from '../../testing/candidates';
import CandidateProfilePage from './candidate-profile';

function openProfile(id = 'ada-lovelace') {
  signIn({ email: 'recruiter@acme.com', isCompany: true });
  return renderScreen(<CandidateProfilePage />, { route: `/company/candidate/${id}`, path: '/company/candidate/:id' });
}

test('shows the candidate, their XP per specialization and their best answers', async () => {
  server.use(
    http.get('/api/company/candidates/:id', ({ params }) =>
      HttpResponse.json({
        candidate: candidate('Ada Lovelace', { id: String(params.id) }),
        xp: 1650,
        specializationXp: [
          { id: 'pe', name: 'Private Equity', xp: 620 },
          { id: 'ib', name: 'Investment Banking', xp: 140 },
        ],
        bestResults: [{ question: 'Walk me through an LBO.', specialization: 'Private Equity', interviewType: 'Technical', score: 44, date: null }],
      }),
    ),
  );
  openProfile();
  expect(await screen.findByText('1,650 XP')).toBeVisible();
  const xp = screen.getByRole('region', { name: 'Specialization XP' });
  expect(within(xp).getByText('620 XP · Mastery achieved')).toBeVisible();
  expect(within(xp).getByText('140 XP')).toBeVisible();
  const results = screen.getByRole('region', { name: 'Best results' });
  expect(within(results).getByText('Walk me through an LBO.')).toBeVisible();
  expect(within(results).getByText('44/50')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Contact Ada Lovelace' })).toHaveAttribute('href', '/company/chat/ada-lovelace');
});

test('a candidate with nothing evaluated yet says so', async () => {
  server.use(
    http.get('/api/company/candidates/:id', () =>
      HttpResponse.json({ candidate: candidate('Alan Turing'), xp: 0, specializationXp: [], bestResults: [] }),
    ),
  );
  openProfile('alan-turing');
  expect(await screen.findByText('No specialization XP yet.')).toBeVisible();
  expect(screen.getByText('No evaluated answers yet.')).toBeVisible();
});

test('an unknown or hidden candidate is "not found", with the way back', async () => {
  server.use(
    http.get('/api/company/candidates/:id', () =>
      HttpResponse.json({ error: { code: 'not_found', message: 'Candidate not found.' } }, { status: 404 }),
    ),
  );
  openProfile('nobody');
  expect(await screen.findByText('Candidate not found')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the Talent Dashboard' })).toHaveAttribute('href', '/company/analytics');
});
