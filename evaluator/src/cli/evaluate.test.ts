import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliError, evaluateFile } from './evaluate';

const dir = mkdtempSync(join(tmpdir(), 'bullpen-evaluate-'));
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const item = {
  question: 'Why do you want to work in investment banking?',
  interviewType: 'Motivational',
  specialization: 'ib',
  keyConcepts: ['steep learning curve', 'live transactions', 'senior clients', 'long-term goal'],
  answer: 'idk',
};

describe('evaluate command', () => {
  it('prints one JSON line per item with its index, score and level', () => {
    const lines = evaluateFile(file('ok.json', JSON.stringify([item, { ...item, answer: '' }])));
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ index: 0, score: 0, level: 'none' }),
      expect.objectContaining({ index: 1, score: 0, level: 'none' }),
    ]);
  });

  it('reports a missing file', () => {
    expect(() => evaluateFile(join(dir, 'nope.json'))).toThrow(new CliError(`File not found: ${join(dir, 'nope.json')}`));
  });

  it('reports invalid JSON and a file that is not an array', () => {
    expect(() => evaluateFile(file('bad.json', '[{'))).toThrow(/is not valid JSON/);
    expect(() => evaluateFile(file('object.json', '{}'))).toThrow(/must hold a JSON array/);
  });

  it('names the index and field of an invalid item', () => {
    const bad = [item, { ...item, interviewType: 'Chat' }, { ...item, keyConcepts: [1] }];
    expect(() => evaluateFile(file('items.json', JSON.stringify(bad)))).toThrow(
      /item 1, field interviewType: .*; item 2, field keyConcepts\.0: /,
    );
  });
});
