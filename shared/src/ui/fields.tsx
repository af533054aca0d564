// Labelled form fields with their help and error texts, for react-hook-form's `register` spread.
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field, Input, NativeSelect, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';

interface Labelled {
  label: string;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
}

/** The label (with its required mark), help text while valid, and error text around one control. */
function LabelledField({ label, error, helperText, required, children }: Labelled & { children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export type TextFieldProps = InputProps & Labelled;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, helperText, required, ...input }, ref) {
  return (
    <LabelledField label={label} error={error} helperText={helperText} required={required}>
      <Input ref={ref} {...input} />
    </LabelledField>
  );
});

export type TextAreaFieldProps = TextareaProps & Labelled;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, helperText, required, ...input },
  ref,
) {
  return (
    <LabelledField label={label} error={error} helperText={helperText} required={required}>
      <Textarea ref={ref} {...input} />
    </LabelledField>
  );
});

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, Labelled {
  options: readonly SelectOption[];
  placeholder?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, helperText, required, ...select },
  ref,
) {
  return (
    <LabelledField label={label} error={error} helperText={helperText} required={required}>
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
});
