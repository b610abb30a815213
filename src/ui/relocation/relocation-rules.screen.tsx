import { Alert, Button, Callout, Card, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { LayoutApi } from '../../application/layout/layout-api.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { RelocationRulesApi, type Category } from '../../application/relocation/relocation-api.port';
import { ScanLookup } from '../../application/scanning/scan-lookup.port';
import { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { countCs } from '../../domain/text/czech-plural';
import { useService } from '../di/container-context';
import { ConsolidationPanel } from './consolidation-panel';
import { ConsolidationViewModel } from './consolidation.view-model';
import { RelocationRulesViewModel } from './relocation-rules.view-model';
import { RuleEditor } from './rule-editor';
import { SuggestionsPanel } from './suggestions-panel';
import { SuggestionsViewModel } from './suggestions.view-model';
import './relocation.css';

/** /locations/relocation_rules: the categories of rules, and each one's collect/deposit lists. */
const RelocationRulesScreen = observer(function RelocationRulesScreen() {
  const api = useService<RelocationRulesApi>(RelocationRulesApi);
  const layout = useService<LayoutApi>(LayoutApi);
  const stock = useService<StockMovementsApi>(StockMovementsApi);
  const store = useService<KeyValueStore>(KeyValueStore);
  const ids = useService<IdGenerator>(IdGenerator);
  const lookup = useService<ScanLookup>(ScanLookup);
  const [vm] = useState(() => new RelocationRulesViewModel({ api, layout }));
  const [open, setOpen] = useState<{ category: Category; vm: SuggestionsViewModel } | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [merging, setMerging] = useState<ConsolidationViewModel | null>(null);
  useEffect(() => {
    void vm.load();
  }, [vm]);

  if (merging) return <ConsolidationPanel vm={merging} onClose={() => setMerging(null)} />;
  if (open) return <SuggestionsPanel vm={open.vm} title={open.category.name} onClose={() => setOpen(null)} />;

  return (
    <div className="sk-scan sk-reloc" data-testid="relocation-rules">
      <div className="sk-reloc__head">
        <h2 className="sk-reloc__title">Pravidla pro přesun</h2>
        {!vm.draft && (
          <span className="sk-reloc__head-actions">
            <Button
              icon="merge-columns"
              text="Sloučit zásoby"
              onClick={() => setMerging(new ConsolidationViewModel({ api, stock, ids }))}
              data-testid="consolidation-open"
            />
            <Button
              intent={Intent.PRIMARY}
              icon="add"
              text="Nová kategorie"
              onClick={() => vm.startNew()}
              data-testid="category-new"
            />
          </span>
        )}
      </div>
      {vm.notice && (
        <Callout intent={vm.notice.intent} role="status" data-testid="rules-notice">
          {vm.notice.text}
        </Callout>
      )}
      {vm.draft && <RuleEditor vm={vm} />}
      {vm.loading && !vm.categories.length ? (
        <Spinner />
      ) : vm.categories.length === 0 ? (
        <NonIdealState icon="flows" title="Žádné kategorie" description="Založte kategorii s pravidly pro přesun." />
      ) : (
        <div className="sk-reloc__cats">
          {vm.categories.map((c) => (
            <Card key={c.id} className="sk-reloc__cat" data-testid="category">
              <span>
                <strong>{c.name}</strong>{' '}
                <Tag minimal>{countCs(c.data.length, 'pravidlo', 'pravidla', 'pravidel')}</Tag>
              </span>
              <span className="sk-reloc__cat-actions">
                <Button
                  intent={Intent.PRIMARY}
                  icon="properties"
                  text="Návrhy"
                  onClick={() =>
                    setOpen({ category: c, vm: new SuggestionsViewModel(c.id, { api, stock, store, ids, lookup }) })
                  }
                  data-testid="category-suggestions"
                />
                <Button icon="edit" text="Upravit" onClick={() => vm.edit(c)} data-testid="category-edit" />
                <Button
                  icon="trash"
                  aria-label={`Smazat ${c.name}`}
                  onClick={() => setDeleting(c)}
                  data-testid="category-delete"
                />
              </span>
            </Card>
          ))}
        </div>
      )}
      <Alert
        isOpen={deleting !== null}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText="Smazat"
        cancelButtonText="Zrušit"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void vm.remove(deleting);
          setDeleting(null);
        }}
      >
        Smazat kategorii „{deleting?.name}“ i s jejími pravidly?
      </Alert>
    </div>
  );
});

export default RelocationRulesScreen;
