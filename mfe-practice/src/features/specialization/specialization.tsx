// Choose how you want to practise.
import { useParams } from 'react-router';
import { AreaFrame } from '@bullpen/shared';

export default function SpecializationPage() {
  const { name = '' } = useParams();
  return <AreaFrame title={name} lead="Choose how you want to practise." />;
}
