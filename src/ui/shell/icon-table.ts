// Every Blueprint icon as its own lazily imported module: loaded only when an icon outside the shell's set is drawn.
const paths16 = import.meta.glob<string[]>('/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js', {
  import: 'default',
});
const paths20 = import.meta.glob<string[]>('/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js', {
  import: 'default',
});

export async function iconPathLoader(name: string, size: 16 | 20): Promise<string[]> {
  const load = (size === 20 ? paths20 : paths16)[
    `/node_modules/@blueprintjs/icons/lib/esm/generated/${size}px/paths/${name}.js`
  ];
  if (!load) throw new Error(`Unknown icon ${name}`);
  return load();
}
