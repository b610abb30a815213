import { Tag } from '@blueprintjs/core';

/** Open, processed or archived, as one tag. */
export function StateTag({ list }: { list: { state: 'open' | 'processed'; archived: boolean } }) {
  if (list.archived) return <Tag minimal>Archivovaný</Tag>;
  return list.state === 'open' ? (
    <Tag intent="primary" minimal>
      Otevřený
    </Tag>
  ) : (
    <Tag intent="success" minimal>
      Zpracovaný
    </Tag>
  );
}
