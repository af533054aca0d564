// CV feedback without AI: from the CV's text when it could be read (length, quantified
// achievements, the job description's keywords, sections), else general CV advice for the role.
import { cleanName, findTerms, mentionsTerm } from './prep-keywords';

export interface CvFeedbackInput {
  cvText?: string | null;
  jobDescription: string;
  companyIdealProfile?: string;
  position: string;
  companyName: string;
  level: string;
}

/** Fewer words than this and we treat the CV as unreadable (a scan, or text we could not extract). */
const MIN_READABLE_WORDS = 40;
const KEYWORDS_CHECKED = 8;

const SECTIONS = [
  { name: 'Education', pattern: /\b(education|academic|university|degree|bachelor|master|msc|bsc)\b/i },
  { name: 'Experience', pattern: /\b(experience|employment|work history|internships?|professional)\b/i },
  { name: 'Skills', pattern: /\b(skills|competencies|languages|software|certifications?)\b/i },
] as const;

/** A line that states a result with a number: 25%, €3m, $2bn, 3x, "12 people" (not a bare year). */
const QUANTIFIED = /(\d+(?:[.,]\d+)?\s?(%|x\b|k\b|m\b|mn\b|bn\b|million|billion|thousand|bps\b))|([€$£]\s?\d)|(\b(?!(?:19|20)\d{2}\b)\d{2,}\b)/i;

const wordCount = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

export function cvFeedback(input: CvFeedbackInput): string[] {
  const company = cleanName(input.companyName, 'the company');
  const position = cleanName(input.position, 'candidate');
  const cv = (input.cvText ?? '').slice(0, 100_000);
  const jobTerms = findTerms(input.jobDescription, 'hard').slice(0, KEYWORDS_CHECKED).map((t) => t.label);
  const profileSkills = findTerms(input.companyIdealProfile ?? '', 'soft').slice(0, 3).map((t) => t.label);
  const pages = input.level === 'Manager' ? 'two pages' : 'one page';
  if (wordCount(cv) < MIN_READABLE_WORDS) return generalAdvice({ company, position, jobTerms, profileSkills, pages, level: input.level, hadCv: Boolean(input.cvText?.trim()) });

  const feedback: string[] = [];
  const words = wordCount(cv);
  const longest = input.level === 'Manager' ? 1100 : 800;
  if (words < 250) {
    feedback.push(`Your CV is short (${words} words). Give each role one to three bullet points on what you did and what it achieved.`);
  } else if (words > longest) {
    feedback.push(`Your CV is long (${words} words). For ${withArticle(input.level || 'Analyst')} role keep it to ${pages}: cut older or less relevant detail.`);
  } else {
    feedback.push(`Your CV's length is about right (${words} words), which fits on ${pages}.`);
  }

  const lines = cv.split(/\n|•|·|;|(?<=\.)\s+(?=[A-Z])/).filter((line) => line.trim().length > 0);
  const quantified = lines.filter((line) => QUANTIFIED.test(line)).length;
  feedback.push(
    quantified >= 3
      ? `Good: ${quantified} of your points are quantified. Keep leading with the result: the amount, the percentage or the deal size.`
      : `Only ${quantified} of your points ${quantified === 1 ? 'is' : 'are'} quantified. Add numbers to your achievements: deal sizes, percentage improvements, amounts saved, people you led.`,
  );

  if (jobTerms.length) {
    const present = jobTerms.filter((t) => mentionsTerm(cv, t));
    const missing = jobTerms.filter((t) => !present.includes(t));
    if (present.length) feedback.push(`Keywords from the job description already in your CV: ${list(present)}.`);
    if (missing.length) {
      feedback.push(`Keywords from the job description missing from your CV: ${list(missing)}. Add them where you have real experience of them.`);
    }
  } else {
    feedback.push(`The job description names few specific skills; mirror its wording for the ${position} role in your summary and bullet points.`);
  }

  const found = SECTIONS.filter((s) => s.pattern.test(cv)).map((s) => s.name);
  const absent = SECTIONS.filter((s) => !found.includes(s.name)).map((s) => s.name);
  if (found.length) feedback.push(`Sections found: ${list(found)}.`);
  if (absent.length) feedback.push(`Add a clear ${list(absent)} section${absent.length > 1 ? 's' : ''}: recruiters scan for ${absent.length > 1 ? 'them' : 'it'} first.`);

  const missingSkills = profileSkills.filter((skill) => !mentionsTerm(cv, skill));
  if (missingSkills.length) feedback.push(`${company} looks for ${list(missingSkills)}: show evidence of ${missingSkills.length > 1 ? 'them' : 'it'} in your experience.`);
  feedback.push(`Tailor your opening summary to the ${position} role at ${company}.`);
  return feedback;
}

function generalAdvice(a: {
  company: string;
  position: string;
  jobTerms: string[];
  profileSkills: string[];
  pages: string;
  level: string;
  hadCv: boolean;
}): string[] {
  const skills = a.profileSkills.length ? list(a.profileSkills) : 'teamwork, attention to detail and commercial awareness';
  return [
    a.hadCv
      ? `We could not read enough text from your CV, so here is general advice for the ${a.position} role at ${a.company}.`
      : `Upload your CV for feedback on its content; meanwhile, here is general advice for the ${a.position} role at ${a.company}.`,
    `Keep it to ${a.pages} for ${withArticle(a.level || 'Analyst')} role, with Education, Experience and Skills sections in reverse chronological order.`,
    'Start each bullet point with an action verb and quantify the result: deal sizes, percentage improvements, amounts saved.',
    a.jobTerms.length
      ? `Use the job description's keywords where you have the experience: ${list(a.jobTerms.slice(0, 5))}.`
      : `Mirror the job description's wording for the ${a.position} role in your summary and bullet points.`,
    `Show the qualities ${a.company} looks for: ${skills}.`,
    'Check spelling, dates and formatting: in finance, attention to detail is judged on your CV first.',
  ];
}
