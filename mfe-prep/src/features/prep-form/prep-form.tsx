// Personalized Prep (/personalizedPrep): the form, or the active prep to continue (spec §2.9), and
// the user's completed preps.
import { useState } from 'react';
import { Box, Button, Grid, Stack } from '@chakra-ui/react';
import { AreaFrame, ErrorState, LoadingState } from '@bullpen/shared';
import { usePreps } from '../../hooks/use-preps';
import { ActivePrepCard } from './active-prep-card';
import { CompletedPreps } from './completed-preps';
import { GenerationProgress } from './generation-progress';
import { NewPrepForm } from './new-prep-form';
import { PrepOutline } from './prep-outline';
import { useGeneratePrep } from './use-generate-prep';

export default function PrepFormPage() {
  const { preps, error, refetch } = usePreps();
  const generation = useGeneratePrep();
  const [company, setCompany] = useState('');
  const [showCompleted, setShowCompleted] = useState(false);

  let content;
  if (generation.status !== 'idle') {
    content = <GenerationProgress step={generation.step} status={generation.status} company={company} />;
  } else if (!preps && error) {
    content = <ErrorState title="Error loading your preps" description={error.message} onRetry={() => void refetch()} retryLabel="Try again" />;
  } else if (!preps) {
    content = <LoadingState label="Loading your preps" lines={6} />;
  } else {
    const active = preps.find((p) => p.status === 'In Progress');
    const completed = preps.filter((p) => p.status === 'Completed');
    content = (
      <Stack gap="8">
        {active ? (
          <ActivePrepCard prep={active} />
        ) : (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="10">
            <NewPrepForm
              error={generation.error}
              onGenerate={(values) => {
                setCompany(values.companyName.trim());
                void generation.run(values);
              }}
            />
            <PrepOutline />
          </Grid>
        )}
        {completed.length > 0 && (
          <Box>
            <Button variant="outline" colorPalette="navy" onClick={() => setShowCompleted((v) => !v)} aria-expanded={showCompleted} mb="4">
              {showCompleted ? 'Hide Previous Completed Preps' : 'View Previous Completed Preps'}
            </Button>
            {showCompleted && <CompletedPreps preps={completed} />}
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <AreaFrame title="Personalized Prep" lead="Tell us about the role and we will build your preparation plan.">
      {content}
    </AreaFrame>
  );
}
