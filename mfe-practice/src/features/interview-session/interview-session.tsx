// Answer each question, then review your evaluation.
import { useParams } from 'react-router';
import { AreaFrame } from '@bullpen/shared';

export default function InterviewSessionPage() {
  const { specialization = '', interviewType = '' } = useParams();
  return <AreaFrame title={`${specialization} — ${interviewType} Interview`} lead="Answer each question, then review your evaluation." />;
}
