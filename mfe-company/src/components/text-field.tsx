// A labelled input or textarea with its error text, for react-hook-form's `register` spread.
import { forwardRef } from 'react';
import { Field, Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';

interface Labelled {
  label: string;
  error?: string;
  helperText?: string;
}

export const TextField = forwardRef<HTMLInputElement, InputProps & Labelled>(function TextField({ label, error, helperText, required, ...input }, ref) {
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

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextareaProps & Labelled>(function TextAreaField({ label, error, helperText, required, ...input }, ref) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea ref={ref} {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
