// Edit Question Bank: a specialization's questions by interview type; an edit (text, topic,
// difficulty, key concepts) is checked by the gateway against the bank's schema, marked as edited by
// an admin (a reload of the bank keeps it) and audited.
import { useState } from 'react';
import { Badge, Box, Button, CloseButton, Field, Flex, Input, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, INTERVIEW_TYPES, LoadingState, SPECIALIZATIONS, toaster, type InterviewType, type SpecializationId, useRetry } from '@bullpen/shared';
import { ADMIN_QUERIES, useReloadAfterChange } from '../../api/admin-queries';
import { fetchQuestions, updateQuestion, type AdminQuestion } from '../../api/admin';
import { fieldErrors, messageOf } from '../../components/field-errors';
import { Panel } from '../../components/panel';

function QuestionDialog({ question, onClose, onSaved }: { question: AdminQuestion; onClose: () => void; onSaved: () => void }) {
  const [text, setText] = useState(question.question);
  const [topic, setTopic] = useState(question.topic);
  const [difficulty, setDifficulty] = useState(String(question.difficulty));
  const [concepts, setConcepts] = useState(question.keyConcepts.join('\n'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const keyConcepts = concepts
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      await updateQuestion(question.id, { question: text, topic, difficulty: Number(difficulty), keyConcepts });
      toaster.create({ type: 'success', title: 'Question saved', description: question.id });
      onSaved();
    } catch (error) {
      setErrors(fieldErrors(error));
      toaster.create({ type: 'error', title: 'Question not saved', description: messageOf(error) });
    } finally {
      setSaving(false);
    }
  }

  const labelled = (key: string, label: string, input: React.ReactNode, helper?: string) => (
    <Field.Root invalid={Boolean(errors[key])} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {input}
      {helper && !errors[key] && <Field.HelperText>{helper}</Field.HelperText>}
      {errors[key] && <Field.ErrorText>{errors[key]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(event) => void save(event)} noValidate aria-label="Edit question" style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>Edit {question.id}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {labelled('question', 'Question', <Textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} />, '10 to 1000 characters.')}
                  {labelled('topic', 'Topic', <Input value={topic} onChange={(e) => setTopic(e.target.value)} />)}
                  {labelled(
                    'difficulty',
                    'Difficulty',
                    <NativeSelect.Root>
                      <NativeSelect.Field value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
                        {[1, 2, 3, 4, 5].map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>,
                  )}
                  {labelled('keyConcepts', 'Key concepts (one per line)', <Textarea rows={6} value={concepts} onChange={(e) => setConcepts(e.target.value)} />, 'Between 4 and 7; the evaluator looks for them in answers.')}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="navy" loading={saving}>
                  Save question
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

export function QuestionBankEditor({ specialization }: { specialization: SpecializationId }) {
  const [type, setType] = useState<InterviewType>('Technical');
  const [editing, setEditing] = useState<AdminQuestion | null>(null);
  const questionsKey = ADMIN_QUERIES.questions(specialization, type);
  const questions = useQuery({ queryKey: questionsKey, queryFn: ({ signal }) => fetchQuestions(specialization, type, signal) });
  const retryQuestions = useRetry(questionsKey);
  const reloadAfterChange = useReloadAfterChange();
  const name = SPECIALIZATIONS.find((s) => s.id === specialization)?.name ?? specialization;

  let content: React.ReactNode;
  if (questions.isPending) content = <LoadingState label="Loading the questions" lines={6} />;
  else if (questions.isLoadingError) content = <ErrorState title="We could not load the questions" description={questions.error.message} onRetry={retryQuestions} />;
  else if (!questions.data.questions.length) content = <EmptyState title="No questions of this type" description="Choose another interview type." />;
  else {
    content = (
      <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" aria-label="Questions">
        {questions.data.questions.map((question) => (
          <Flex as="li" key={question.id} gap="3" py="3" borderBottomWidth="1px" borderColor="navy.50" justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
            <Box minW="0">
              <Text>{question.question}</Text>
              <Flex gap="2" mt="1" wrap="wrap" align="center">
                <Text fontSize="sm" color="fg.muted">
                  {question.id} · {question.topic} · difficulty {question.difficulty}
                </Text>
                {question.editedByAdmin && (
                  <Badge size="sm" colorPalette="purple" variant="subtle">
                    Edited by admin
                  </Badge>
                )}
              </Flex>
            </Box>
            <Button size="sm" variant="outline" colorPalette="navy" flexShrink={0} onClick={() => setEditing(question)} aria-label={`Edit ${question.id}`}>
              Edit
            </Button>
          </Flex>
        ))}
      </Stack>
    );
  }

  return (
    <Panel
      title={`Question Bank: ${name}`}
      description="Edits are checked against the question schema and written to the audit log."
      actions={
        <NativeSelect.Root size="sm" width={{ base: 'full', sm: '48' }}>
          <NativeSelect.Field aria-label="Interview type" value={type} onChange={(e) => setType(e.target.value as InterviewType)}>
            {INTERVIEW_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
    >
      {content}
      {editing && (
        <QuestionDialog
          key={editing.id}
          question={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reloadAfterChange(ADMIN_QUERIES.questions(specialization, type));
          }}
        />
      )}
    </Panel>
  );
}
