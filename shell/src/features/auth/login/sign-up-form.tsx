// The Sign Up tab of the login screen: name, email, password twice and the terms box (spec 01 §2.6, §5).
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { Button, Link, Stack } from '@chakra-ui/react';
import { toaster, TextField } from '@bullpen/shared';
import { useAuth } from '../auth-provider';
import { CheckboxField } from '../components/checkbox-field';
import { confirmPasswordRules, emailRules, fullNameRules, newPasswordRules } from '../form-rules';
import { SIGN_UP, signUpErrorMessage } from '../messages';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeTerms: boolean;
}

const EMPTY: SignUpValues = { name: '', email: '', password: '', confirmPassword: '', agreeTerms: false };

export function SignUpForm({ onRegistered }: { onRegistered: () => void }) {
  const { signUp } = useAuth();
  const {
    register,
    handleSubmit,
    control,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    const { error } = await signUp({ fullName: name, email, password });
    if (error) {
      toaster.create({ type: 'error', title: SIGN_UP.failedTitle, description: signUpErrorMessage(error.message) });
      return;
    }
    toaster.create({ type: 'success', ...SIGN_UP.success, duration: 8000 });
    reset(EMPTY);
    onRegistered();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign up">
      <Stack gap="4">
        <TextField label="Full name" autoComplete="name" required error={errors.name?.message} {...register('name', fullNameRules)} />
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email', emailRules)} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password', newPasswordRules())}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword', confirmPasswordRules(() => getValues('password'), SIGN_UP.passwordsDontMatch))}
        />
        <CheckboxField
          control={control}
          name="agreeTerms"
          rules={{ validate: (checked) => checked || SIGN_UP.agreeTerms }}
          label={
            <>
              I agree to the{' '}
              <Link asChild color="navy.700" textDecoration="underline">
                <RouterLink to="/bullpen/terms-of-service" target="_blank" rel="noopener noreferrer">
                  Terms of Service and Privacy Policy
                </RouterLink>
              </Link>
            </>
          }
        />
        <Button type="submit" colorPalette="navy" loading={isSubmitting} loadingText="Creating account…" width="full">
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
