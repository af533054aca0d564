// Request Company Access (/company/contact): the access request of spec 02 §7.4, saved as a contact
// submission of form type company_access; the gateway mails the team and the requester.
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { CONTACT_LIMITS, FORM_MESSAGES, apiFetch, isEmailAddress, toaster, tooLongMessage, TextAreaField, TextField } from '@bullpen/shared';
import { PortalCard } from '../../components/portal-card';
import { ACCESS_REQUEST } from '../../messages';

interface AccessRequest {
  name: string;
  email: string;
  company: string;
  message: string;
}

const limit = (label: string, max: number) => ({ value: max, message: tooLongMessage(label, max) });

export default function CompanyContactPage() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccessRequest>({ defaultValues: { name: '', email: '', company: '', message: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiFetch('/api/contact', { body: { ...values, formType: 'company_access' } });
      toaster.create({ type: 'success', ...ACCESS_REQUEST.sent });
      reset();
    } catch (error) {
      console.error('[company] access request failed', error);
      toaster.create({ type: 'error', ...ACCESS_REQUEST.failed });
    }
  });

  return (
    <PortalCard title="Request Company Access" subtitle="Tell us about your hiring needs and we will set up your team." maxW="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Request company access">
        <Stack gap="4">
          <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name', { required: FORM_MESSAGES.nameRequired, maxLength: limit('Name', CONTACT_LIMITS.name) })} />
          <TextField
            label="Work email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', {
              required: FORM_MESSAGES.emailRequired,
              validate: (value) => isEmailAddress(value) || FORM_MESSAGES.emailInvalid,
            })}
          />
          <TextField label="Company" autoComplete="organization" error={errors.company?.message} {...register('company', { maxLength: limit('Company', CONTACT_LIMITS.company) })} />
          <TextAreaField
            label="How do you hire?"
            rows={5}
            required
            error={errors.message?.message}
            {...register('message', { required: FORM_MESSAGES.messageRequired, maxLength: limit('Message', CONTACT_LIMITS.message) })}
          />
          <Button type="submit" colorPalette="navy" loading={isSubmitting} loadingText="Sending…" width="full">
            Send Request
          </Button>
          <Text fontSize="sm" textAlign="center" color="fg.muted">
            Already have access?{' '}
            <Link asChild color="navy.700" fontWeight="semibold">
              <RouterLink to="/company/login">Company login</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </PortalCard>
  );
}
