import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { machineLine } from './results';

/**
 * Replaces (or appends) one benchmark's section of an area's RESULTS.md, so each script of the area
 * owns its part; `title` heads a file that does not exist yet.
 */
export function writeSection(resultsPath: string, title: string, name: string, markdown: string): void {
  const header = `# ${title}\n\nTimings depend on the machine; not part of \`npm test\`. Each section is rewritten by its script.\n`;
  let text = existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : header;
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const block = `${start}\n${markdown.trim()}\n\nMachine: ${machineLine()}, ${new Date().toISOString().slice(0, 10)}.\n${end}`;
  const at = text.indexOf(start);
  text =
    at >= 0
      ? text.slice(0, at) + block + text.slice(text.indexOf(end) + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(resultsPath, text);
}
