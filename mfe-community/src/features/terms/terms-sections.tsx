// The Terms of Service of Bullpen (spec 02 §2.19), section by section.
import type { ReactNode } from 'react';
import { Text } from '@chakra-ui/react';

export interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

export const TERMS_UPDATED = '2026-11-01';

const P = ({ children }: { children: ReactNode }) => <Text lineHeight="tall">{children}</Text>;

export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'acceptance',
    title: '1. Acceptance of Terms',
    body: (
      <>
        <P>
          These Terms of Service govern your use of Bullpen: the community website, the events we organise, the AI Hub
          with its mock interviews, skill challenges and analytics, personalized prep, and the company portal
          (together, the "Platform").
        </P>
        <P>
          By creating an account, joining the waitlist or otherwise using the Platform you agree to these Terms. If you
          do not agree, please do not use the Platform. If you use Bullpen on behalf of a company, you confirm that you
          may accept these Terms for it.
        </P>
      </>
    ),
  },
  {
    id: 'use-of-the-platform',
    title: '2. Use of the Platform',
    body: (
      <>
        <P>
          You may use the Platform to prepare for interviews and to take part in our community. You agree to give
          accurate information when you register, to keep your password to yourself, and not to misuse the Platform:
          no attempts to break its security, no automated scraping of questions or answers, no harassment of other
          members or speakers, and nothing unlawful.
        </P>
        <P>
          We may suspend or terminate your access to the Platform at any time and for any reason, including a breach of
          these Terms. Where we can, we will tell you why.
        </P>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: '3. Intellectual Property',
    body: (
      <P>
        The Platform and its content — the question bank, sample answers, challenges, games, podcast recordings,
        illustrations and software — belong to Bullpen or its licensors. You may not copy, reproduce, distribute or
        create derivative works from them, and you may not use the Bullpen name, logo or branding, without our prior
        written permission.
      </P>
    ),
  },
  {
    id: 'user-content',
    title: '4. User Content',
    body: (
      <P>
        You keep ownership of what you submit: your interview answers, your CV, your profile and your messages. You
        grant Bullpen a worldwide, non-exclusive, royalty-free licence to store, process and use that content to
        operate the Platform and to improve it, for example to evaluate your answers and to refine our feedback. You
        are responsible for having the right to share what you upload.
      </P>
    ),
  },
  {
    id: 'disclaimer',
    title: '5. Disclaimer and Limitation of Liability',
    body: (
      <>
        <P>
          The Platform is provided "as is" and "as available". AI feedback, scores and prep material are practice aids,
          not professional career advice. We do not guarantee that using Bullpen will prepare you for any particular
          interview or lead to an offer, and we do not guarantee the outcome of any job application.
        </P>
        <P>
          To the extent the law allows, Bullpen is not liable for indirect or consequential loss, lost opportunities
          or lost data arising from your use of the Platform, and our total liability is limited to the amount you
          paid us in the twelve months before the claim.
        </P>
      </>
    ),
  },
  {
    id: 'third-party-services',
    title: '6. Third-Party Services',
    body: (
      <P>
        The Platform links to and works with services run by others, such as the podcast and video platforms where our
        interviews are published, sign-in providers, event registration pages and payment providers. Their own terms
        and privacy policies apply to them, and we are not responsible for their content or availability.
      </P>
    ),
  },
  {
    id: 'changes',
    title: '7. Changes to Terms',
    body: (
      <P>
        We may update these Terms as the Platform evolves. When we make a change that matters, we will notify you by
        e-mail or with a notice on the Platform before it takes effect. If you continue to use the Platform after a
        change takes effect, you accept the updated Terms.
      </P>
    ),
  },
  {
    id: 'governing-law',
    title: '8. Governing Law',
    body: (
      <P>
        These Terms are governed by the laws of the Netherlands. Any dispute arising from them or from your use of the
        Platform will be submitted to the competent courts of Amsterdam.
      </P>
    ),
  },
];
