// What the mock interviewer says (spec 02 §2.1, §4): the greeting, the canned replies before an
// interview, the reply to an unrecognised specialization, question prompts and the closing line.
import { findSpecialization, SPECIALIZATIONS } from '@bullpen/shared';

export type Specialization = (typeof SPECIALIZATIONS)[number];

export const GREETING =
  "Hello! I'm your AI interviewer. Which finance specialization would you like to practise today? Choose one below, or type its name.";

const OPTIONS = SPECIALIZATIONS.map((s) => `${s.name} (${s.id})`).join(', ');

export const UNRECOGNIZED_REPLY = `I didn't recognize that specialization. Please choose one of: ${OPTIONS}.`;

export const SIGNUP_NUDGE = 'Sign up for free to keep your progress and continue past the first question.';

export const THANK_YOU =
  "Thank you! That completes your mock interview. I'm putting together your results now.";

/** The specialization a message names: its id or name alone, or its name within a sentence. */
export function matchSpecialization(text: string): Specialization | undefined {
  const exact = findSpecialization(text.replace(/[.!?]+$/, ''));
  if (exact) return exact;
  const lower = text.toLowerCase();
  return SPECIALIZATIONS.find((s) => lower.includes(s.name.toLowerCase()));
}

const CANNED: Array<{ test: RegExp; reply: string }> = [
  {
    test: /^(hi|hello|hey|good (morning|afternoon|evening))\b/i,
    reply: 'Hello! Pick a specialization below and I will start a six-question mock interview.',
  },
  {
    test: /\b(help|how (does|do|is)|what (is|can|do)|explain)\b/i,
    reply:
      "Here's how it works: choose a specialization and I'll ask you six questions, one at a time. After each answer you'll see a score out of 50, feedback and suggestions. You can type or answer by voice, and I'll read questions aloud when voice is on.",
  },
  {
    test: /\b(thanks|thank you|cheers)\b/i,
    reply: "You're welcome! Choose a specialization whenever you're ready.",
  },
];

/** The canned reply to free chat before an interview; `nudge` marks a reply a visitor gets the sign-up nudge with. */
export function cannedReply(text: string): { reply: string; nudge: boolean } {
  const canned = CANNED.find((entry) => entry.test.test(text.trim()));
  return canned ? { reply: canned.reply, nudge: true } : { reply: UNRECOGNIZED_REPLY, nudge: false };
}

export function interviewIntro(specialization: string, total: number, firstQuestion: string): string {
  return `Great choice! Let's begin your ${specialization} interview. I'll ask you ${total} questions, one at a time.\n\nQuestion 1 of ${total}: ${firstQuestion}`;
}

export function nextQuestionLine(index: number, total: number, question: string): string {
  return `Question ${index + 1} of ${total}: ${question}`;
}
