// /register (spec 01 §2.7, §5, §8): 'Create Your Account' with university/company, specialization and an
// optional CV that is uploaded when the new user first signs in.
import { useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button, Field, Input, Link, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { toaster, SelectField, TextField } from '@bullpen/shared';
import { useAuth } from '../auth-provider';
import { AuthCard } from '../components/auth-card';
import { CV_ACCEPT, cvFileProblem } from '../cv-file';
import { confirmPasswordRules, emailRules, fullNameRules, newPasswordRules } from '../form-rules';
import { ProviderButtons } from '../login/provider-buttons';
import { REGISTER, signUpErrorMessage } from '../messages';
import { SPECIALIZATION_OPTIONS } from '../form-options';
import { savePendingCv } from '../pending-cv';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  affiliation: string;
  specialization: string;
  resumeFile: FileList | null;
}


/** The password problems of the register page are also told as toasts, with the spec's titles. */
function toastInvalid(errors: FieldErrors<RegisterValues>) {
  if (errors.password?.type === 'minLength') toaster.create({ type: 'error', ...REGISTER.passwordTooShort });
  else if (errors.confirmPassword?.type === 'validate') toaster.create({ type: 'error', ...REGISTER.passwordsDontMatch });
  const cv = errors.resumeFile?.message;
  if (cv) toaster.create({ type: 'error', title: 'CV not accepted', description: cv });
}

function ThanksDialog({ email, onClose }: { email: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={email !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{REGISTER.thanksTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                We have sent a confirmation link to <strong>{email}</strong>. Please check your e-mail (and the spam folder) to
                confirm your account, then log in.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button asChild colorPalette="navy">
                <RouterLink to="/login">Go to Login</RouterLink>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function RegisterScreen() {
  const { user, isSigningOut, signUp } = useAuth();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', affiliation: '', specialization: '', resumeFile: null },
  });

  const onSubmit = handleSubmit(async ({ name, email, password, affiliation, specialization, resumeFile }) => {
    const { error } = await signUp({ fullName: name, email, password, affiliation, specialization });
    if (error) {
      toaster.create({ type: 'error', title: REGISTER.failedTitle, description: signUpErrorMessage(error.message) });
      return;
    }
    const cv = resumeFile?.[0];
    if (cv) {
      await savePendingCv(email, cv).catch((cause: unknown) => {
        console.error('[register] could not keep the CV for later', cause);
        toaster.create({ type: 'warning', title: 'CV not kept', description: 'Add your CV from your profile once you have signed in.' });
      });
    }
    setRegisteredEmail(email.trim());
    reset();
  }, toastInvalid);

  if (user && !isSigningOut) return <Navigate to="/profile" replace />;

  return (
    <AuthCard title={REGISTER.title} subtitle="Practise finance interviews with AI feedback, XP and a leaderboard." maxW="2xl">
      <form onSubmit={onSubmit} noValidate aria-label="Register">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Full name" autoComplete="name" required error={errors.name?.message} {...register('name', fullNameRules)} />
            <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email', emailRules)} />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              error={errors.password?.message}
              {...register('password', newPasswordRules(REGISTER.passwordTooShort.description))}
            />
            <TextField
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              required
              error={errors.confirmPassword?.message}
              {...register('confirmPassword', confirmPasswordRules(() => getValues('password'), REGISTER.passwordsDontMatch.description))}
            />
            <TextField
              label="University / Company"
              autoComplete="organization"
              required
              error={errors.affiliation?.message}
              {...register('affiliation', { validate: (v) => v.trim().length > 0 || 'Please enter your university or company' })}
            />
            <SelectField
              label="Specialization"
              placeholder="Select your specialization"
              options={SPECIALIZATION_OPTIONS}
              {...register('specialization')}
            />
          </SimpleGrid>
          <Field.Root invalid={Boolean(errors.resumeFile)}>
            <Field.Label>CV (optional)</Field.Label>
            <Input
              type="file"
              accept={CV_ACCEPT}
              py="1.5"
              height="auto"
              css={{ '&::file-selector-button': { marginRight: '3', border: 'none', borderRadius: 'sm', paddingInline: '3', paddingBlock: '1', bg: 'navy.50', color: 'navy.800', cursor: 'pointer' } }}
              {...register('resumeFile', {
                validate: (files) => {
                  const file = files?.[0];
                  return !file || (cvFileProblem(file)?.description ?? true);
                },
              })}
            />
            {errors.resumeFile ? (
              <Field.ErrorText>{errors.resumeFile.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>PDF, DOC or DOCX, up to 5 MB. It is added to your profile when you first sign in.</Field.HelperText>
            )}
          </Field.Root>
          <Button type="submit" colorPalette="navy" size="lg" loading={isSubmitting} loadingText="Creating your account…">
            Create Account
          </Button>
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            Already have an account?{' '}
            <Link asChild color="navy.700" fontWeight="medium">
              <RouterLink to="/login">Log in</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
      <ProviderButtons />
      <ThanksDialog email={registeredEmail} onClose={() => setRegisteredEmail(null)} />
    </AuthCard>
  );
}
