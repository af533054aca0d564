// Where the candidate writes (or dictates) a message: Enter sends, Shift+Enter adds a new line; a
// microphone button answers by voice when the browser can recognise speech, and a note says so when it cannot.
import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { Box, Button, Field, Flex, HStack, Text, Textarea } from '@chakra-ui/react';
import type { DeliveryStats } from '@bullpen/shared';
import { useDictation } from '../hooks/use-dictation';
import { DeliveryNote } from './chat-log';

export interface AnswerComposerProps {
  label: string;
  placeholder?: string;
  /** Called with the text as typed (not trimmed) and, when part of it was spoken, its delivery. */
  onSubmit(text: string, delivery: DeliveryStats | null): void;
  /** Whether this text may be sent; the send button is disabled otherwise. Default: not blank. */
  canSubmit?(text: string): boolean;
  /** When set, a blank submission calls this instead of being ignored (the send button stays enabled). */
  onBlank?(): void;
  disabled?: boolean;
  submitLabel?: string;
  helperText?: string;
  /** Offer answering by voice (default true). */
  voiceInput?: boolean;
  /** Called as dictation starts, e.g. to stop reading aloud so the microphone does not hear it. */
  onDictationStart?(): void;
}

const notBlank = (text: string) => text.trim().length > 0;

export function AnswerComposer({
  label,
  placeholder,
  onSubmit,
  canSubmit,
  onBlank,
  disabled = false,
  submitLabel = 'Send',
  helperText = 'Press Enter to send, Shift+Enter for a new line.',
  voiceInput = true,
  onDictationStart,
}: AnswerComposerProps) {
  const [text, setText] = useState('');
  const appendPhrase = useCallback((phrase: string) => setText((current) => (current.trim() ? `${current.trimEnd()} ${phrase}` : phrase)), []);
  const dictation = useDictation(appendPhrase);
  const statusId = useId();

  const allowed = (value: string) => {
    if (!notBlank(value)) return onBlank !== undefined;
    return canSubmit ? canSubmit(value) : true;
  };
  const sendable = !disabled && allowed(text);

  const submit = () => {
    if (!sendable) return;
    if (!notBlank(text)) {
      onBlank?.();
      return;
    }
    if (dictation.listening) dictation.stop();
    onSubmit(text, dictation.stats);
    dictation.clearStats();
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const toggleDictation = () => {
    if (dictation.listening) {
      dictation.stop();
      return;
    }
    onDictationStart?.();
    dictation.start();
  };

  return (
    <Box
      as="form"
      borderTopWidth="1px"
      borderColor="border"
      p={{ base: '3', md: '4' }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field.Root disabled={disabled}>
        <Field.Label fontWeight="semibold" color="navy.900">
          {label}
        </Field.Label>
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          rows={3}
          resize="vertical"
          autoresize={false}
          bg="white"
          aria-describedby={statusId}
        />
        <Field.HelperText id={statusId}>{helperText}</Field.HelperText>
      </Field.Root>
      {dictation.listening && (
        <Text mt="2" fontSize="sm" color="accent.700" role="status">
          Listening… {dictation.interim && <Text as="span" color="fg.muted">{dictation.interim}</Text>}
        </Text>
      )}
      {voiceInput && !dictation.supported && (
        <Text mt="2" fontSize="sm" color="fg.muted">
          Answering by voice is not available in this browser; type your answer instead.
        </Text>
      )}
      {!dictation.listening && dictation.stats && (
        <Box mt="2">
          <DeliveryNote delivery={dictation.stats} />
        </Box>
      )}
      <Flex mt="3" gap="2" justify="flex-end" wrap="wrap">
        {voiceInput && dictation.supported && (
          <Button
            type="button"
            variant="outline"
            colorPalette={dictation.listening ? 'red' : 'navy'}
            onClick={toggleDictation}
            disabled={disabled}
            aria-pressed={dictation.listening}
          >
            <HStack gap="2">
              <MicrophoneIcon />
              <span>{dictation.listening ? 'Stop voice answer' : 'Answer by voice'}</span>
            </HStack>
          </Button>
        )}
        <Button type="submit" colorPalette="accent" disabled={!sendable}>
          {submitLabel}
        </Button>
      </Flex>
    </Box>
  );
}

function MicrophoneIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" strokeLinecap="round" />
    </svg>
  );
}
