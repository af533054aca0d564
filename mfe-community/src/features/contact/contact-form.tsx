// The landing page's contact form (spec 02 §2.15, §5): name, e-mail, optional company and message,
// checked here with the gateway's own messages and limits, then sent to the team.
import { Box, Button, Card, Field, Heading, Input, List, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm, type FieldPath, type RegisterOptions } from 'react-hook-form';
import {
  ApiError,
  CONTACT_LIMITS,
  CONTACT_TOASTS,
  FORM_MESSAGES,
  isEmailAddress,
  tooLongMessage,
  toaster,
} from '@bullpen/shared';
import { CheckIcon } from '../../components/icons';
import { sendContactMessage, type ContactMessage } from './api';

const EMPTY: ContactMessage = { name: '', email: '', company: '', message: '' };

const present = (message: string) => (value: string) => value.trim().length > 0 || message;
const atMost = (label: string, max: number) => ({ value: max, message: tooLongMessage(label, max) });

const RULES: { [K in FieldPath<ContactMessage>]: RegisterOptions<ContactMessage, K> } = {
  name: { validate: present(FORM_MESSAGES.nameRequired), maxLength: atMost('Name', CONTACT_LIMITS.name) },
  email: {
    validate: {
      present: present(FORM_MESSAGES.emailRequired),
      valid: (value) => isEmailAddress(value) || FORM_MESSAGES.emailInvalid,
    },
    maxLength: atMost('Email', CONTACT_LIMITS.email),
  },
  company: { maxLength: atMost('Company', CONTACT_LIMITS.company) },
  message: { validate: present(FORM_MESSAGES.messageRequired), maxLength: atMost('Message', CONTACT_LIMITS.message) },
};

const TOPICS = [
  'Speaking on the podcast or at a roundtable',
  'Bringing a workshop to your university or society',
  'Partnerships and recruiting with Bullpen',
  'Questions about the AI Hub and your account',
];

function ContactTopics() {
  return (
    <Stack gap="4">
      <Heading as="h3" size="md" color="navy.900">
        Write to us about
      </Heading>
      <List.Root variant="plain" gap="3">
        {TOPICS.map((topic) => (
          <List.Item key={topic} alignItems="start" gap="3" color="navy.800">
            <List.Indicator asChild color="accent.600" mt="0.5">
              <CheckIcon />
            </List.Indicator>
            {topic}
          </List.Item>
        ))}
      </List.Root>
      <Text color="fg.muted" fontSize="sm">
        Every message reaches the team directly. You will receive a confirmation by e-mail.
      </Text>
    </Stack>
  );
}

export default function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendContactMessage(values);
      toaster.create({ type: 'success', ...CONTACT_TOASTS.sent });
      reset(EMPTY);
    } catch (error) {
      // The gateway names the fields it refused; show its words beside them.
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in EMPTY) setError(field as keyof ContactMessage, { message });
        }
      }
      toaster.create({ type: 'error', ...CONTACT_TOASTS.failed });
    }
  });

  return (
    <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: '8', lg: '12' }} alignItems="start">
      <Box gridColumn={{ lg: 'span 2' }}>
        <ContactTopics />
      </Box>
      <Card.Root variant="outline" bg="white" gridColumn={{ lg: 'span 3' }}>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate aria-label="Contact form">
            <Stack gap="5">
              <Stack gap="5" direction={{ base: 'column', md: 'row' }}>
                <Field.Root invalid={!!errors.name} required>
                  <Field.Label>
                    Name <Field.RequiredIndicator />
                  </Field.Label>
                  <Input autoComplete="name" {...register('name', RULES.name)} />
                  <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.email} required>
                  <Field.Label>
                    Email <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="email" autoComplete="email" {...register('email', RULES.email)} />
                  <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
                </Field.Root>
              </Stack>
              <Field.Root invalid={!!errors.company}>
                <Field.Label>
                  Company <Field.RequiredIndicator fallback={<span>(optional)</span>} />
                </Field.Label>
                <Input autoComplete="organization" {...register('company', RULES.company)} />
                <Field.ErrorText>{errors.company?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.message} required>
                <Field.Label>
                  Message <Field.RequiredIndicator />
                </Field.Label>
                <Textarea rows={5} {...register('message', RULES.message)} />
                <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="navy" size="lg" alignSelf={{ base: 'stretch', md: 'start' }} loading={isSubmitting} loadingText="Sending…">
                Send Message
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
