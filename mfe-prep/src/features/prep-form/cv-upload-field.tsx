// The optional CV of the prep form: checked in the browser (§5), uploaded at once, shown once stored.
import { useState, type ChangeEvent } from 'react';
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { ApiError, CV_EXTENSIONS, PREP_TEXT, checkCvFile, toaster } from '@bullpen/shared';
import { uploadPrepCv } from '../../api/preps';
import { useNotAuthenticated } from '../../hooks/use-not-authenticated';

const ACCEPT = CV_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export interface StoredCv {
  cvKey: string;
  cvFileName: string;
}

function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) return PREP_TEXT.cvUploadFailed(error.message);
  return PREP_TEXT.cvUploadError(error instanceof Error ? error.message : String(error));
}

export function CvUploadField({ value, onChange, disabled }: { value: StoredCv; onChange: (cv: StoredCv) => void; disabled?: boolean }) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleAuth = useNotAuthenticated();

  const fail = (message: string) => {
    setError(message);
    toaster.create({ type: 'error', title: message });
  };

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    const problem = checkCvFile(file);
    if (problem) {
      fail(problem);
      event.target.value = '';
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadPrepCv(file);
      if (!stored.cvKey) return fail(PREP_TEXT.cvNoUrl);
      onChange({ cvKey: stored.cvKey, cvFileName: stored.fileName ?? file.name });
      toaster.create({ type: 'success', title: PREP_TEXT.cvUploaded });
    } catch (failure) {
      if (!handleAuth(failure)) fail(uploadErrorMessage(failure));
    } finally {
      setUploading(false);
      event.target.value = '';
    }
  }

  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled || uploading}>
      <Field.Label>CV (optional)</Field.Label>
      {value.cvKey ? (
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="medium" data-testid="cv-file-name" wordBreak="break-all">
            {value.cvFileName || 'CV uploaded'}
          </Text>
          <Button size="xs" variant="outline" onClick={() => onChange({ cvKey: '', cvFileName: '' })} disabled={disabled}>
            Remove CV
          </Button>
        </HStack>
      ) : (
        <Input
          type="file"
          accept={ACCEPT}
          onChange={onFile}
          p="1.5"
          h="auto"
          cursor="pointer"
          aria-describedby="cv-help"
          css={{
            '&::file-selector-button': {
              border: 'none',
              borderRadius: 'sm',
              bg: 'navy.50',
              color: 'navy.800',
              fontWeight: 'medium',
              px: '3',
              py: '1',
              me: '3',
              cursor: 'pointer',
            },
          }}
        />
      )}
      <Field.HelperText id="cv-help">{uploading ? 'Uploading your CV…' : 'PDF, DOC or DOCX, up to 5 MB. We use it for your CV feedback.'}</Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
