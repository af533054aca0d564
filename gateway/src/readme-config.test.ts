// The README's configuration table stays true: every variable the gateway reads is listed with its default.
import fs from 'node:fs';
import path from 'node:path';
import { describeConfig } from './config';

const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');

describe('README configuration table', () => {
  it.each(describeConfig().map((v) => [v.name, v.default]))('documents %s with its default', (name, defaultValue) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row).toBeDefined();
    expect(row).toContain(`| ${defaultValue.replace(/\|/g, '\\|')} |`);
  });
});
