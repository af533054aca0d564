// Personalized Prep (spec 02 §2.9, §5, §8): every field but the CV is required; the CV is checked in the
// browser, then uploaded; a prep in progress is offered instead of the form.
import { http, HttpResponse, delay } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import { prepRecord } from '../../testing/prep-record';
import PrepFormPage from './prep-form';

function openForm() {
  signIn();
  return renderScreen(<PrepFormPage />, { route: '/personalizedPrep' });
}

const noPreps = http.get('/api/preps', () => HttpResponse.json([]));

test('shows a loading state, then the form when the student has no prep yet', async () => {
  server.use(
    http.get('/api/preps', async () => {
      await delay(50);
      return HttpResponse.json([]);
    }),
  );
  openForm();
  expect(screen.getByRole('status', { name: 'Loading your preps' })).toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'Personalized prep form' })).toBeVisible();
});

test('a prep in progress is offered instead of a new form', async () => {
  server.use(http.get('/api/preps', () => HttpResponse.json([prepRecord()])));
  openForm();
  expect(await screen.findByText(/Goldman Sachs/)).toBeVisible();
  expect(screen.queryByRole('form', { name: 'Personalized prep form' })).not.toBeInTheDocument();
});

test('when the preps cannot be loaded, says so with Try again', async () => {
  server.use(http.get('/api/preps', () => HttpResponse.json({ error: { code: 'internal', message: 'Database down' } }, { status: 500 })));
  openForm();
  expect(await screen.findByText('Error loading your preps')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('submitting with a field missing says all fields but the CV are required', async () => {
  server.use(noPreps);
  const page = openForm();
  await page.user.type(await screen.findByRole('textbox', { name: /company name/i }), 'Goldman Sachs');
  await page.user.click(screen.getByRole('button', { name: 'Generate my prep' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out all fields. CV upload is optional.');
  expect(screen.getByRole('textbox', { name: /position/i })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: /company name/i })).not.toHaveAttribute('aria-invalid');
});

test('a complete form generates the prep with what was typed and shows the steps', async () => {
  let sent: unknown;
  server.use(
    noPreps,
    http.post('/api/preps', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(prepRecord(), { status: 201 });
    }),
  );
  const page = openForm();
  await page.user.type(await screen.findByRole('textbox', { name: /company name/i }), 'Goldman Sachs');
  await page.user.type(screen.getByRole('textbox', { name: /position/i }), 'IB Analyst');
  await page.user.selectOptions(screen.getByRole('combobox', { name: /level/i }), 'Associate');
  await page.user.type(screen.getByRole('textbox', { name: /job description/i }), 'Modelling');
  await page.user.type(screen.getByRole('textbox', { name: /ideal profile/i }), 'Resilient');
  await page.user.click(screen.getByRole('button', { name: 'Generate my prep' }));

  expect(await screen.findByText(/Reading the job description/)).toBeVisible();
  expect(sent).toEqual({
    companyName: 'Goldman Sachs',
    position: 'IB Analyst',
    level: 'Associate',
    jobDescription: 'Modelling',
    companyIdealProfile: 'Resilient',
    cvKey: null,
  });
});

test('a failed generation shows the server\'s reason and keeps the form', async () => {
  server.use(
    noPreps,
    http.post('/api/preps', () => HttpResponse.json({ error: { code: 'prep_in_progress', message: 'You already have a prep in progress.' } }, { status: 409 })),
  );
  localStorage.setItem(
    'personalizedPrepForm',
    JSON.stringify({ companyName: 'GS', position: 'Analyst', level: 'Analyst', jobDescription: 'JD', companyIdealProfile: 'Ideal' }),
  );
  const page = openForm();
  await page.user.click(await screen.findByRole('button', { name: 'Generate my prep' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not start personalized prep: Failed to generate AI data: You already have a prep in progress.',
  );
  expect(screen.getByRole('textbox', { name: /company name/i })).toHaveValue('GS');
});

describe('CV upload', () => {
  test('a file that is not a PDF or Word document is refused before upload', async () => {
    server.use(noPreps);
    openForm();
    // The file picker offers only PDF and Word files; a person can still choose "All files".
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('CV (optional)'), new File(['x'], 'cv.png', { type: 'image/png' }));
    expect(await screen.findAllByText('Please upload a PDF or DOC/DOCX file only')).not.toHaveLength(0);
  });

  test('a file over 5 MB is refused before upload', async () => {
    server.use(noPreps);
    const page = openForm();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    await page.user.upload(await screen.findByLabelText('CV (optional)'), big);
    expect(await screen.findAllByText('File size exceeds 5MB limit')).not.toHaveLength(0);
  });

  test('an uploaded CV shows its name and can be removed', async () => {
    let uploaded: string | undefined;
    server.use(
      noPreps,
      http.post('/api/preps/cv', async ({ request }) => {
        const file = (await request.formData()).get('file');
        uploaded = file instanceof File ? file.name : undefined;
        return HttpResponse.json({ cvKey: 'cv/abc.pdf', fileName: 'ada-cv.pdf' }, { status: 201 });
      }),
    );
    const page = openForm();
    await page.user.upload(await screen.findByLabelText('CV (optional)'), new File(['%PDF-1.4'], 'ada-cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByTestId('cv-file-name')).toHaveTextContent('ada-cv.pdf');
    expect(screen.getByText('CV uploaded successfully!')).toBeVisible();
    expect(uploaded).toBe('ada-cv.pdf');

    await page.user.click(screen.getByRole('button', { name: 'Remove CV' }));
    expect(screen.getByLabelText('CV (optional)')).toBeVisible();
  });

  test('an upload the server refuses says why', async () => {
    server.use(
      noPreps,
      http.post('/api/preps/cv', () => HttpResponse.json({ error: { code: 'invalid_file', message: 'The file is not a real PDF.' } }, { status: 400 })),
    );
    const page = openForm();
    await page.user.upload(await screen.findByLabelText('CV (optional)'), new File(['nope'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findAllByText('CV upload failed: The file is not a real PDF.')).not.toHaveLength(0);
  });
});
