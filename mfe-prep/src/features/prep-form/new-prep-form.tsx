// The prep form (spec §2.9): company, position, level, job description, ideal profile and an
// optional CV; the draft is kept in the browser, and leaving with text entered asks first.
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { PREP_LEVELS, PREP_TEXT, toaster } from '@bullpen/shared';
import type { PrepFormValues } from '../../api/preps';
import { useLeavePrompt } from '../../hooks/use-leave-prompt';
import { hasDraftText, loadFormDraft, saveFormDraft, type PrepFormDraft } from '../../lib/form-draft';
import { CvUploadField } from './cv-upload-field';

const filled = (value: string) => value.trim() !== '' || PREP_TEXT.fillAllFields;

export function NewPrepForm({ onGenerate, error }: { onGenerate: (values: PrepFormValues) => void; error: string | null }) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<PrepFormDraft>({ defaultValues: loadFormDraft() });
  const draft = useWatch({ control }) as PrepFormDraft;

  useEffect(() => saveFormDraft(draft), [draft]);
  useLeavePrompt(hasDraftText(draft));

  const missing = isSubmitted && Object.keys(errors).length > 0;
  const submit = handleSubmit(
    ({ cvFileName: _name, cvKey, ...values }) => onGenerate({ ...values, cvKey: cvKey || null }),
    () => toaster.create({ type: 'error', title: PREP_TEXT.fillAllFields }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Personalized prep form">
      <Stack gap="5" maxW="3xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root required invalid={Boolean(errors.companyName)}>
            <Field.Label>
              Company name <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('companyName', { validate: filled })} placeholder="e.g. Goldman Sachs" autoComplete="organization" />
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.position)}>
            <Field.Label>
              Position <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('position', { validate: filled })} placeholder="e.g. Investment Banking Analyst" autoComplete="organization-title" />
          </Field.Root>
        </SimpleGrid>
        <Field.Root required maxW={{ md: 'xs' }}>
          <Field.Label>
            Level <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('level')}>
              {PREP_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.jobDescription)}>
          <Field.Label>
            Job description <Field.RequiredIndicator />
          </Field.Label>
          <Textarea {...register('jobDescription', { validate: filled })} rows={7} placeholder="Paste the job description" />
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.companyIdealProfile)}>
          <Field.Label>
            Company ideal profile <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            {...register('companyIdealProfile', { validate: filled })}
            rows={3}
            placeholder="What does the company look for in a candidate?"
          />
        </Field.Root>
        <CvUploadField
          value={{ cvKey: draft.cvKey ?? '', cvFileName: draft.cvFileName ?? '' }}
          onChange={({ cvKey, cvFileName }) => {
            setValue('cvKey', cvKey);
            setValue('cvFileName', cvFileName);
          }}
        />
        {(missing || error) && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{missing ? PREP_TEXT.fillAllFields : error}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="navy" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          Generate my prep
        </Button>
      </Stack>
    </form>
  );
}
