import { formatDayCs } from '../../domain/dates/format-date';
import { Button, Callout, Card, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { ScanEntry } from '../global/scan-entry';
import { useScanScreen } from '../global/use-scan-screen';
import type { SuggestionsViewModel } from './suggestions.view-model';
import '../global/scan-screen.css';

/** A category's collect and deposit lists on a phone: scan a location, then the product, to confirm a step. */
export const SuggestionsPanel = observer(function SuggestionsPanel(props: {
  vm: SuggestionsViewModel;
  title: string;
  onClose(): void;
}) {
  const { vm } = props;
  const field = useRef<HTMLInputElement>(null);
  useScanScreen(vm);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const prompt = vm.atLocation
    ? `Pozice ${vm.atLocation}: naskenujte produkt`
    : `Naskenujte pozici, ${vm.tab === 'collect' ? 'odkud berete' : 'kam ukládáte'}`;
  // Short enough for a phone's field (390 px, tests/e2e/phone-placeholders); the label keeps the whole prompt.
  const placeholder = vm.atLocation
    ? `${vm.atLocation}: kód produktu`
    : `Pozice, ${vm.tab === 'collect' ? 'odkud berete' : 'kam ukládáte'}`;
  return (
    <div className="sk-scan sk-reloc" data-testid="suggestions">
      <div className="sk-reloc__head">
        <h2 className="sk-reloc__title">Návrhy: {props.title}</h2>
        <div className="sk-reloc__cat-actions">
          <Button variant="minimal" icon="refresh" aria-label="Načíst znovu" onClick={() => void vm.load()} />
          <Button variant="minimal" icon="cross" aria-label="Zavřít návrhy" onClick={props.onClose} />
        </div>
      </div>
      <div className="sk-reloc__tabs" role="tablist">
        <Button
          role="tab"
          size="large"
          aria-selected={vm.tab === 'collect'}
          intent={vm.tab === 'collect' ? Intent.PRIMARY : Intent.NONE}
          text={`Vzít (${vm.lists.collect.length})`}
          onClick={() => vm.selectTab('collect')}
          data-testid="tab-collect"
        />
        <Button
          role="tab"
          size="large"
          aria-selected={vm.tab === 'deposit'}
          intent={vm.tab === 'deposit' ? Intent.PRIMARY : Intent.NONE}
          text={`Uložit (${vm.lists.deposit.length})`}
          onClick={() => vm.selectTab('deposit')}
          data-testid="tab-deposit"
        />
      </div>
      <ScanEntry
        field={field}
        label={prompt}
        placeholder={placeholder}
        icon={vm.atLocation ? 'barcode' : 'map-marker'}
        value={vm.field.value}
        onChange={(v) => vm.field.typed(v)}
        onSubmit={() => vm.field.submitted()}
      />
      {vm.lists.temporary && (
        <Tag minimal intent={Intent.WARNING} icon="time" data-testid="suggestions-temporary">
          Přepočteno v zařízení – platí do dalšího načtení
        </Tag>
      )}
      {vm.notice && (
        <Callout intent={vm.notice.intent} role="status" data-testid="suggestions-notice">
          {vm.notice.text}
        </Callout>
      )}
      {vm.visible.length === 0 ? (
        <NonIdealState icon="tick-circle" title="Nic k přesunu" description="Podle pravidel je vše na svém místě." />
      ) : (
        <ul className="sk-card-list" aria-label={vm.tab === 'collect' ? 'Co vzít' : 'Kam uložit'}>
          {vm.visible.map((item) => (
            <li key={`${item.code}@${item.location_name}@${item.sarze_id}`}>
              <Card
                className={`sk-reloc__item${item.hidden ? ' sk-reloc__item--hidden' : ''}${
                  item.location_name === vm.atLocation ? ' sk-reloc__item--here' : ''
                }`}
                data-testid="suggestion"
              >
                <span className="sk-reloc__item-main">
                  <span>
                    {item.index}. <strong>{item.location_name}</strong>
                  </span>
                  <span className="sk-reloc__product">
                    {item.code}
                    {item.name && ` · ${item.name}`}
                  </span>
                  {item.batch && (
                    <span className="sk-reloc__batch" data-testid="suggestion-batch">
                      Šarže {item.batch}
                      {item.expires_at && ` · exp. ${formatDayCs(item.expires_at)}`}
                    </span>
                  )}
                </span>
                <span className="sk-reloc__item-side">
                  <Tag intent={Intent.PRIMARY} round data-testid="suggestion-amount">
                    {vm.tab === 'collect' ? item.amount_to_collect : item.amount_to_deposit} ks
                  </Tag>
                  <Button
                    variant="minimal"
                    icon={item.hidden ? 'eye-open' : 'eye-off'}
                    aria-label={item.hidden ? 'Zobrazit' : 'Skrýt'}
                    onClick={() => vm.toggleHide(item)}
                    data-testid="suggestion-hide"
                  />
                </span>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {vm.hiddenCount > 0 && (
        <Button
          variant="minimal"
          icon={vm.showHidden ? 'eye-off' : 'eye-open'}
          text={vm.showHidden ? 'Schovat skryté' : `Ukázat skryté (${vm.hiddenCount})`}
          onClick={() => vm.toggleShowHidden()}
          data-testid="show-hidden"
        />
      )}
    </div>
  );
});
