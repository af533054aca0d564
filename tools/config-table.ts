// Prints the README's configuration table from the gateway's own list of variables.
import { describeConfig } from '../gateway/src/config';

const escape = (text: string) => text.replace(/\|/g, '\\|');
console.log('| variable | default | meaning |');
console.log('|---|---|---|');
for (const v of describeConfig()) console.log(`| \`${v.name}\` | ${escape(v.default)} | ${escape(v.description)} |`);
