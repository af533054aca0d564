// Adds follow-up questions to the answering services without changing them: after a signed-in
// student's answer is stored, the follow-up service is told of it and its first follow-up (if any)
// joins the reply as `followUp`.
import type { InterviewResponseService } from '../interview-responses/service';
import type { MockInterviewRepo } from '../mock-interviews/repo';
import type { MockInterviewService } from '../mock-interviews/service';
import type { QuestionRepo, QuestionRow } from '../questions/repo';
import type { FollowUp } from '@bullpen/shared/contracts';
import type { FollowUpService } from './service';

async function questionById(questions: QuestionRepo, id: string | undefined): Promise<QuestionRow | undefined> {
  return id ? (await questions.findByIds([id]))[0] : undefined;
}

export function withMockFollowUps<P>(
  service: MockInterviewService<P>,
  deps: { followUps: FollowUpService; interviews: MockInterviewRepo; questions: QuestionRepo },
): MockInterviewService<P> {
  return {
    ...service,
    async answer(viewer, interviewId, questionIndex, answer) {
      const result = await service.answer(viewer, interviewId, questionIndex, answer);
      if (!viewer) return result;
      const interview = await deps.interviews.find(interviewId);
      const question = await questionById(deps.questions, interview?.questionIds[questionIndex]);
      if (!question) return result;
      const followUp: FollowUp | undefined = await deps.followUps.afterAnswer({
        viewer,
        origin: { kind: 'mock', interviewId, questionIndex },
        question,
        answer,
        evaluation: result.evaluation,
      });
      return followUp ? { ...result, followUp } : result;
    },
  };
}

export function withSessionFollowUps<P>(
  service: InterviewResponseService<P>,
  deps: { followUps: FollowUpService; questions: QuestionRepo },
): InterviewResponseService<P> {
  return {
    ...service,
    async submit(viewer, submitted, now) {
      const result = await service.submit(viewer, submitted, now);
      const question = await questionById(deps.questions, submitted.questionId);
      if (!question) return result;
      const followUp = await deps.followUps.afterAnswer({
        viewer,
        origin: { kind: 'session', responseId: result.response.id },
        question,
        answer: submitted.answer,
        evaluation: result.evaluation,
      });
      return followUp ? { ...result, followUp } : result;
    },
  };
}
