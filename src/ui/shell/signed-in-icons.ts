/** The signed-in shell's 16 px icons (menu, top bar, stock actions): loaded with the shell, drawn without a wait. */
export const SIGNED_IN_16 = import.meta.glob<string[]>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{menu,import,export,add,th-list,remove,undo,redo,swap-horizontal,random,locate,layers,new-layers,wrench,history,cog,chevron-down,chevron-up,menu-closed,application,user,log-out,share,annotation,build,clipboard,eye-open,grid-view,flow-branch,barcode,print,exchange,diagnosis}.js',
  { import: 'default', eager: true },
);
