// A labelled input with its error text, for react-hook-form's `register` spread.
import { forwardRef, type ReactNode } from 'react';
import { Field, Input, type InputProps } from '@chakra-ui/react';

export interface TextFieldProps extends InputProps {
  label: string;
  error?: string;
  helperText?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, required, ...input },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input ref={ref} {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
