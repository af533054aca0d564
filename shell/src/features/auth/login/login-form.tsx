// The Log In tab: email, password, remember me, "Forgot password?" and Sign In (spec 01 §2.6, §8).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import { toaster, TextField } from '@bullpen/shared';
import { useAuth } from '../auth-provider';
import { CheckboxField } from '../components/checkbox-field';
import { emailRules } from '../form-rules';
import { LOGIN, loginFailureText } from '../messages';
import { ForgotPasswordDialog } from './forgot-password-dialog';

interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export function LoginForm() {
  const { signIn } = useAuth();
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '', rememberMe: true } });

  const onSubmit = handleSubmit(async ({ email, password, rememberMe }) => {
    setInlineError(null);
    const { error } = await signIn(email, password, rememberMe);
    if (!error) return;
    toaster.create({ type: 'error', title: LOGIN.failedTitle, description: error.message || LOGIN.failedFallback });
    setInlineError(loginFailureText(error));
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="Log in">
        <Stack gap="4">
          {inlineError && (
            <Alert.Root status="error" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>{inlineError}</Alert.Title>
            </Alert.Root>
          )}
          <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email', emailRules)} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password', { required: 'Please enter your password' })}
          />
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <CheckboxField control={control} name="rememberMe" label="Remember me" />
            <Button variant="plain" size="sm" px="0" color="navy.700" textDecoration="underline" onClick={() => setForgotOpen(true)}>
              Forgot password?
            </Button>
          </Flex>
          <Button type="submit" colorPalette="navy" loading={isSubmitting} loadingText="Signing in…" width="full">
            Sign In
          </Button>
        </Stack>
      </form>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} defaultEmail={getValues('email')} />
    </>
  );
}
