// The chat's message box: Enter sends, Shift+Enter adds a line, an empty or blank message is ignored.
import { useState } from 'react';
import { Button, Flex, Textarea } from '@chakra-ui/react';

export function MessageComposer({ onSend, label = 'Message' }: { onSend: (body: string) => Promise<boolean>; label?: string }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  async function send() {
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    try {
      if (await onSend(body)) setText('');
    } finally {
      setSending(false);
    }
  }

  return (
    <Flex
      as="form"
      gap="2"
      align="flex-end"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      <Textarea
        aria-label={label}
        placeholder="Write a message…"
        rows={2}
        resize="none"
        maxLength={2000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
        bg="white"
      />
      <Button type="submit" colorPalette="navy" loading={sending} disabled={!text.trim()}>
        Send
      </Button>
    </Flex>
  );
}
