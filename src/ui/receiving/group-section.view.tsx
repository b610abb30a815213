import { Button, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ShoplistGroups } from '../../domain/receiving/shoplist-groups';
import type { LiveLine } from './shoplist-receiving.view-model';

const GROUP_PAGE = 40;
const INTENT = { lacking: 'warning', excess: 'danger', correct: 'success' } as const;

/** One of the three groups of SPEC 4; long groups render a page at a time, so a 2,000-line list opens at once. */
export const GroupSection = observer(function GroupSection({
  group,
  title,
  lines,
}: {
  group: keyof ShoplistGroups<unknown>;
  title: string;
  lines: readonly LiveLine[];
}) {
  const [limit, setLimit] = useState(GROUP_PAGE);
  const shown = lines.slice(0, limit);
  return (
    <section className={`sk-ao__group sk-ao__group--${group}`} aria-label={title} data-testid={`group-${group}`}>
      <h3 className="sk-ao__group-title">
        {title} <Tag intent={INTENT[group]}>{lines.length}</Tag>
      </h3>
      {lines.length > 0 && (
        <ul className="sk-card-list sk-ao__products">
          {shown.map((line) => (
            <ProductRow key={line.code} line={line} />
          ))}
        </ul>
      )}
      {lines.length > shown.length && (
        <Button
          variant="minimal"
          fill
          text={`Zobrazit další (${lines.length - shown.length})`}
          onClick={() => setLimit(limit + GROUP_PAGE * 5)}
        />
      )}
    </section>
  );
});

function ProductRow({ line }: { line: LiveLine }) {
  return (
    <li className="sk-ao__product" data-testid="shoplist-product" data-code={line.code}>
      <div className="sk-ao__product-head">
        <span className="sk-ao__product-name">
          <strong>{line.name}</strong> {line.variant_name}
        </span>
        <span className="sk-ao__product-code">{line.code}</span>
      </div>
      <div className="sk-ao__amounts" data-testid="amounts">
        <span>
          Očekáváno <b>{line.amount_expected}</b>
        </span>
        <span>
          Naskladněno <b data-testid="stocked-up">{line.amount_stocked_up}</b>
        </span>
        {line.amount_now > 0 && <Tag intent="primary">+{line.amount_now} nyní</Tag>}
        {line.require_batch && <Tag minimal>šarže</Tag>}
      </div>
      {line.orders.length > 0 && (
        <ul className="sk-card-list sk-ao__orders" aria-label={`Objednávky ${line.code}`}>
          {line.orders.map((o) => (
            <li
              key={o.order_code}
              className={o.isFulfilled ? 'is-fulfilled' : undefined}
              data-fulfilled={o.isFulfilled}
            >
              <span>
                {o.order_code} · {o.count} ks
              </span>
              {o.isFulfilled ? (
                <Tag intent="success" minimal icon="tick">
                  vyřízena
                </Tag>
              ) : (
                <Tag minimal>čeká</Tag>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
