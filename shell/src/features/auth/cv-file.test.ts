import { CV_MAX_BYTES, cvFileProblem } from './cv-file';

describe('CV upload on the register page (spec 01 §5)', () => {
  it('accepts .pdf, .doc and .docx, whatever the case', () => {
    expect(cvFileProblem({ name: 'cv.pdf', size: 1000 })).toBeNull();
    expect(cvFileProblem({ name: 'CV.DOCX', size: 1000 })).toBeNull();
    expect(cvFileProblem({ name: 'cv.doc', size: CV_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and files over 5 MB', () => {
    expect(cvFileProblem({ name: 'cv.png', size: 10 })?.title).toBe('Unsupported file');
    expect(cvFileProblem({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })?.title).toBe('File too large');
  });
});
