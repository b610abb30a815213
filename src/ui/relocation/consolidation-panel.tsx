import { formatDayCs } from '../../domain/dates/format-date';
import { Button, Callout, Card, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { countCs } from '../../domain/text/czech-plural';
import { candidateKey } from '../../application/relocation/consolidation';
import type { ConsolidationViewModel } from './consolidation.view-model';

/** Products spread over several half-empty locations: each card moves them onto one with one tap. */
export const ConsolidationPanel = observer(function ConsolidationPanel(props: {
  vm: ConsolidationViewModel;
  onClose(): void;
}) {
  const { vm } = props;
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <div className="sk-scan sk-reloc" data-testid="consolidation">
      <div className="sk-reloc__head">
        <h2 className="sk-reloc__title">Sloučit zásoby</h2>
        <div className="sk-reloc__cat-actions">
          <Button variant="minimal" icon="refresh" aria-label="Načíst znovu" onClick={() => void vm.load()} />
          <Button variant="minimal" icon="cross" aria-label="Zavřít slučování" onClick={props.onClose} />
        </div>
      </div>
      <p className="sk-reloc__hint">
        Zboží rozložené na více pozicích jednoho sektoru: přesunem menších množství k největšímu se pozice uvolní.
      </p>
      {vm.notice && (
        <Callout intent={vm.notice.intent} role="status" data-testid="consolidation-notice">
          {vm.notice.text}
        </Callout>
      )}
      {vm.loading && !vm.items.length ? (
        <Spinner />
      ) : vm.items.length === 0 ? (
        <NonIdealState
          icon="tick-circle"
          title="Není co slučovat"
          description="Žádné zboží neleží zbytečně na více pozicích."
        />
      ) : (
        <ul className="sk-card-list" aria-label="Zásoby ke sloučení">
          {vm.items.map((item) => (
            <li key={candidateKey(item)}>
              <Card className="sk-reloc__item sk-reloc__merge" data-testid="consolidation-item">
                <span className="sk-reloc__item-main">
                  <strong>{item.code}</strong>
                  <span className="sk-reloc__item-name">{item.name}</span>
                  {item.batch && (
                    <span className="sk-reloc__batch">
                      Šarže {item.batch}
                      {item.expires_at && ` · exp. ${formatDayCs(item.expires_at)}`}
                    </span>
                  )}
                  <span data-testid="consolidation-from">
                    z {item.from.map((f) => `${f.location_name} (${f.amount} ks)`).join(', ')}
                  </span>
                  <span>
                    na <strong>{item.to_location}</strong> ({item.to_amount} ks)
                  </span>
                </span>
                <span className="sk-reloc__item-side">
                  <Tag minimal intent={Intent.SUCCESS} round>
                    uvolní {countCs(item.frees, 'pozici', 'pozice', 'pozic')}
                  </Tag>
                  <Button
                    intent={Intent.PRIMARY}
                    icon="merge-columns"
                    text="Sloučit"
                    loading={vm.moving === candidateKey(item)}
                    disabled={vm.moving !== null}
                    onClick={() => void vm.move(item)}
                    data-testid="consolidation-move"
                  />
                </span>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
