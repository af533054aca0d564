// A button that opens the file chooser; the chosen file (or none) goes to `onFile`.
import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';

export function FileButton({
  accept,
  onFile,
  children,
  ...button
}: Omit<ButtonProps, 'onClick'> & { accept: string; onFile: (file: File | undefined) => void; children: ReactNode }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          onFile(file);
        }}
      />
    </>
  );
}
