// Checks that tune.json and holdout.json parse, that every item is a valid `npm run evaluate` input with a
// grade, reason and kind, that no question sits in both halves, and prints the counts the README quotes.
// Run: node bench/evaluator-validation/check.mjs
import fs from 'node:fs';
const dir = process.argv[2] ?? new URL('.', import.meta.url).pathname;
const TYPES = ['Motivational', 'Technical', 'Case Study', 'Gamification'];
const SPECS = ['Investment Banking', 'Private Equity', 'Venture Capital', 'Consulting', 'Corporate Finance', 'Audit'];
const KINDS = ['strong','medium','weak','keyword-list','wrong-definition','wrong-cash-flow-or-rate','sign-error','short-estimate','short-walkthrough','specific-story','generic-passion','off-topic','padded','dont-know-variant'];
const level = (g) => (g >= 35 ? 'strong' : g >= 20 ? 'medium' : g > 0 ? 'weak' : 'none');
const tally = (xs) => xs.reduce((m, x) => ((m[x] = (m[x] || 0) + 1), m), {});
const errors = []; const qsByFile = {}; const ids = new Set(); let total = 0; const allQ = new Set();
for (const half of ['tune', 'holdout']) {
  const items = JSON.parse(fs.readFileSync(`${dir}/${half}.json`, 'utf8'));
  if (!Array.isArray(items)) errors.push(`${half}: not an array`);
  items.forEach((it, i) => {
    const at = `${half}[${i}] ${it.id}`;
    if (typeof it.id !== 'string' || ids.has(it.id)) errors.push(`${at}: id missing or duplicate`); ids.add(it.id);
    for (const f of ['question', 'answer', 'reason']) if (typeof it[f] !== 'string' || !it[f].trim()) errors.push(`${at}: ${f}`);
    if (!TYPES.includes(it.interviewType) || it.interviewType === 'Gamification') errors.push(`${at}: interviewType`);
    if (!SPECS.includes(it.specialization)) errors.push(`${at}: specialization`);
    if (!Array.isArray(it.keyConcepts) || it.keyConcepts.length < 4 || it.keyConcepts.some((k) => typeof k !== 'string')) errors.push(`${at}: keyConcepts`);
    if (it.expectedFigures !== undefined && (!Array.isArray(it.expectedFigures) || it.expectedFigures.some((f) => typeof f.label !== 'string' || typeof f.value !== 'number' || typeof f.tolerance !== 'number'))) errors.push(`${at}: expectedFigures`);
    if (!Number.isInteger(it.grade) || it.grade < 0 || it.grade > 50) errors.push(`${at}: grade`);
    if (!KINDS.includes(it.kind)) errors.push(`${at}: kind`);
    if (it.reason && it.reason.includes('\n')) errors.push(`${at}: reason must be one line`);
    if (it.kind === 'dont-know-variant' && it.grade !== 0) errors.push(`${at}: don't-know graded above 0`);
  });
  const qs = new Set(items.map((it) => it.question)); qsByFile[half] = qs; qs.forEach((q) => allQ.add(q));
  const levels = tally(items.map((it) => level(it.grade)));
  const pct = Object.fromEntries(Object.entries(levels).map(([k, v]) => [k, `${v} (${Math.round((100 * v) / items.length)}%)`]));
  const specs = tally([...new Map(items.map((it) => [it.question, it.specialization])).values()]);
  const types = tally([...new Map(items.map((it) => [it.question, it.interviewType])).values()]);
  for (const s of SPECS) if (!specs[s]) errors.push(`${half}: no question for ${s}`);
  for (const t of ['Motivational', 'Technical', 'Case Study']) if (!types[t]) errors.push(`${half}: no question of type ${t}`);
  console.log(`\n${half}: ${items.length} answers, ${qs.size} questions`);
  console.log(' levels', pct);
  console.log(' answers by specialization', tally(items.map((it) => it.specialization)));
  console.log(' answers by type', tally(items.map((it) => it.interviewType)));
  console.log(' kinds', tally(items.map((it) => it.kind)));
  console.log(' grades min/max', Math.min(...items.map((i) => i.grade)), Math.max(...items.map((i) => i.grade)));
  total += items.length;
}
const shared = [...qsByFile.tune].filter((q) => qsByFile.holdout.has(q));
if (shared.length) errors.push(`questions in both halves: ${shared.join(' | ')}`);
if (total < 160) errors.push(`only ${total} answers`);
if (allQ.size < 32) errors.push(`only ${allQ.size} questions`);
console.log(`\ntotal ${total} answers over ${allQ.size} questions`);
if (errors.length) { console.error(errors.join('\n')); process.exit(1); }
console.log('OK');
