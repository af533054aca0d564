// Personal information: read, then Edit Profile / Save Changes (spec 01 §2.9, §4.4); the e-mail is
// shown but cannot be changed.
import { Fragment, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Box, Button, Card, Flex, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { findSpecialization, toaster, type Profile, SelectField, type SelectOption, TextField } from '@bullpen/shared';
import { useAuth } from '../auth-provider';
import { CV_ACCEPT, cvFileProblem } from '../cv-file';
import { fullNameRules } from '../form-rules';
import { EXPERIENCE_OPTIONS, SPECIALIZATION_OPTIONS } from '../form-options';
import { FileButton } from './file-button';

interface PersonalValues {
  full_name: string;
  affiliation: string;
  specialization: string;
  experience_level: string;
}


/** The options, plus the saved value when it is free text from an earlier form (experience level is free text). */
function optionsWith(options: SelectOption[], current: string | null): SelectOption[] {
  return current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options;
}

const specializationName = (value: string | null) => (value ? (findSpecialization(value)?.name ?? value) : null);

function valuesOf(profile: Profile): PersonalValues {
  return {
    full_name: profile.full_name ?? '',
    affiliation: profile.affiliation ?? '',
    // The server keeps the sign-up values (slugs); anything else reads as not set.
    specialization: (profile.specialization && findSpecialization(profile.specialization)?.slug) || '',
    experience_level: profile.experience_level ?? '',
  };
}

function CvRow({ profile }: { profile: Profile }) {
  const { uploadCv } = useAuth();
  const [uploading, setUploading] = useState(false);

  async function onFile(file: File | undefined) {
    if (!file) return;
    const problem = cvFileProblem(file);
    if (problem) {
      toaster.create({ type: 'error', ...problem });
      return;
    }
    setUploading(true);
    const { error } = await uploadCv(file);
    setUploading(false);
    toaster.create(
      error
        ? { type: 'error', title: 'CV upload failed', description: error.message }
        : { type: 'success', title: 'CV uploaded', description: 'Your CV is on your profile.' },
    );
  }

  return (
    <HStack gap="3" wrap="wrap">
      <Text>{profile.cv_url ? 'On file' : 'Not uploaded yet'}</Text>
      <FileButton accept={CV_ACCEPT} onFile={(file) => void onFile(file)} size="xs" variant="outline" loading={uploading}>
        {profile.cv_url ? 'Replace CV' : 'Upload CV'}
      </FileButton>
    </HStack>
  );
}

export function PersonalInfoCard({ profile, email }: { profile: Profile; email: string }) {
  const { updateProfile } = useAuth();
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PersonalValues>({ values: valuesOf(profile) });

  const onSubmit = handleSubmit(async (values) => {
    const { error } = await updateProfile({
      full_name: values.full_name.trim(),
      affiliation: values.affiliation.trim() || null,
      specialization: values.specialization || null,
      experience_level: values.experience_level || null,
    });
    if (error) {
      toaster.create({ type: 'error', title: 'Profile not saved', description: 'Failed to update profile. Please try again.' });
      return;
    }
    toaster.create({ type: 'success', title: 'Profile updated', description: 'Your changes have been saved.' });
    setEditing(false);
  });

  const experienceOptions = optionsWith(EXPERIENCE_OPTIONS, profile.experience_level);

  const rows: Array<[string, ReactNode]> = [
    ['Full name', profile.full_name || '—'],
    ['Email', email],
    ['University / Company', profile.affiliation || '—'],
    ['Specialization', specializationName(profile.specialization) || '—'],
    ['Experience level', profile.experience_level || '—'],
    ['CV', <CvRow key="cv" profile={profile} />],
  ];

  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            Personal information
          </Heading>
          {!editing && (
            <Button size="sm" colorPalette="navy" variant="outline" onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        {editing ? (
          <form onSubmit={onSubmit} noValidate aria-label="Personal information">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField label="Full name" autoComplete="name" required error={errors.full_name?.message} {...register('full_name', fullNameRules)} />
                <TextField label="Email" value={email} readOnly disabled helperText="Your e-mail address cannot be changed." />
                <TextField label="University / Company" autoComplete="organization" {...register('affiliation')} />
                <SelectField label="Specialization" placeholder="Not set" options={SPECIALIZATION_OPTIONS} {...register('specialization')} />
                <SelectField label="Experience level" placeholder="Not set" options={experienceOptions} {...register('experience_level')} />
              </SimpleGrid>
              <HStack gap="3" justify="flex-end" wrap="wrap">
                <Button
                  variant="ghost"
                  onClick={() => {
                    reset(valuesOf(profile));
                    setEditing(false);
                  }}
                >
                  Cancel
                </Button>
                <Button type="submit" colorPalette="navy" loading={isSubmitting}>
                  Save Changes
                </Button>
              </HStack>
            </Stack>
          </form>
        ) : (
          <Grid as="dl" templateColumns={{ base: '1fr', sm: '11rem 1fr' }} columnGap="6" rowGap={{ base: '1', sm: '4' }}>
            {rows.map(([label, value]) => (
              <Fragment key={label}>
                <Text as="dt" color="fg.muted" fontSize="sm" pt={{ base: '3', sm: '0' }}>
                  {label}
                </Text>
                <Box as="dd" minW="0" overflowWrap="anywhere">
                  {value}
                </Box>
              </Fragment>
            ))}
          </Grid>
        )}
      </Card.Body>
    </Card.Root>
  );
}
