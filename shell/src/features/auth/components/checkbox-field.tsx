// A checkbox wired to react-hook-form through a Controller, with its error text.
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  rules,
}: {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  rules?: { validate?: (value: boolean) => true | string };
}) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <Field.Root invalid={Boolean(fieldState.error)} width="auto">
          <Checkbox.Root
            checked={Boolean(field.value)}
            onCheckedChange={({ checked }) => field.onChange(checked === true)}
            name={field.name}
            colorPalette="navy"
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
          </Checkbox.Root>
          {fieldState.error && <Field.ErrorText>{fieldState.error.message}</Field.ErrorText>}
        </Field.Root>
      )}
    />
  );
}
