// Add New Specialization (spec 02 §2.13), in a dialog: a name and a short description, checked with
// the shared schema here and again by the gateway; the new specialization joins the list every area
// reads (practice shows it with its question bank in preparation).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, CloseButton, Portal, Stack } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { useMutation } from '@tanstack/react-query';
import { ApiError, TextAreaField, TextField, addedSpecializationSchema, toaster } from '@bullpen/shared';
import { addSpecialization } from '../../api/admin';
import { ADMIN_QUERIES, useReloadAfterChange } from '../../api/admin-queries';
import { messageOf } from '../../components/field-errors';

interface Draft {
  name: string;
  description: string;
}

/** The schema's message for one field, or true when it is valid. */
const check = (field: keyof Draft) => (value: string) => {
  const parsed = addedSpecializationSchema.shape[field].safeParse(value);
  return parsed.success || (parsed.error.issues[0]?.message ?? 'Please check this field');
};

export function AddSpecializationForm() {
  const [open, setOpen] = useState(false);
  const reload = useReloadAfterChange();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Draft>({ defaultValues: { name: '', description: '' } });
  const add = useMutation({
    mutationFn: addSpecialization,
    onSuccess: async (created) => {
      toaster.create({ type: 'success', title: 'Specialization added', description: `${created.name} is now listed in practice.` });
      setOpen(false);
      reset();
      await reload(ADMIN_QUERIES.specializations);
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.fields?.name)) setError('name', { message: error.fields?.name ?? error.message });
      else toaster.create({ type: 'error', title: 'Specialization not added', description: messageOf(error) });
    },
  });

  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => setOpen(next)} placement="center">
      <Dialog.Trigger asChild>
        <Button colorPalette="navy" size="sm">
          Add New Specialization
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={handleSubmit((draft) => add.mutate(draft))} noValidate aria-label="Add New Specialization">
              <Dialog.Header>
                <Dialog.Title>Add New Specialization</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <TextField label="Name" required error={errors.name?.message} {...register('name', { validate: check('name') })} />
                  <TextAreaField
                    label="Description"
                    helperText="Optional: what students of this specialization prepare for."
                    rows={3}
                    error={errors.description?.message}
                    {...register('description', { validate: check('description') })}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="navy" loading={add.isPending}>
                  Add specialization
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
