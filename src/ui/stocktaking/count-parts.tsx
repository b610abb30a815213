import { scansCs } from '../../domain/text/czech-plural';
import { Button, Intent, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { StocktakingCountViewModel } from './stocktaking-count.view-model';

/** The counted lines of the open location: sums of every device's scans. */
export const CountedLines = observer(function CountedLines({ vm }: { vm: StocktakingCountViewModel }) {
  // A counted location with no lines was counted empty: "nothing counted yet" beside "Pozice je spočítaná" contradicts it.
  if (!vm.lines.length)
    return (
      <p className="sk-inv__muted sk-inv__empty" data-testid="count-empty">
        {vm.locationState?.counted
          ? 'Pozice je spočítaná jako prázdná.'
          : 'Na pozici zatím nic spočítáno. Naskenujte produkty.'}
      </p>
    );
  return (
    <ul className="sk-inv__lines" aria-label="Spočítané produkty">
      {vm.lines.map((line) => (
        <li
          key={`${line.code}|${line.sarze_id ?? 0}`}
          className="sk-inv__line"
          data-testid="count-line"
          data-code={line.code}
        >
          <div className="sk-inv__line-main">
            <strong>{line.name ?? line.code}</strong>
            <span className="sk-inv__muted">
              {line.code}
              {line.sarze_name ? ` · šarže ${line.sarze_name}` : ''}
              {line.entries > 1 ? ` · ${scansCs(line.entries)}` : ''}
            </span>
          </div>
          <div className="sk-inv__line-amount">
            <Tag size="large" intent={Intent.PRIMARY} data-testid="count-amount">
              {line.amount} ks
            </Tag>
            {line.expected !== null && <span className="sk-inv__muted">evid. {line.expected}</span>}
          </div>
          {vm.running && (
            <div className="sk-inv__line-actions">
              <Button
                variant="minimal"
                icon="edit"
                aria-label={`Upravit ${line.code}`}
                onClick={() => vm.editOpened(line)}
              />
              <Button
                variant="minimal"
                icon="trash"
                intent={Intent.DANGER}
                aria-label={`Odebrat ${line.code}`}
                onClick={() => void vm.lineRemoved(line)}
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
});

/** Before a location is chosen: every location of the check, counted or not, and how many lines it has. */
export const LocationStates = observer(function LocationStates({ vm }: { vm: StocktakingCountViewModel }) {
  const states = vm.detail?.location_states ?? [];
  return (
    <ul className="sk-inv__locations" aria-label="Pozice inventury">
      {states.map((s) => (
        <li key={s.id}>
          <Button
            variant="minimal"
            fill
            alignText="left"
            disabled={!vm.running}
            onClick={() => vm.accept(s.name, 'keyboard')}
            data-testid="check-location"
            endIcon={
              s.counted ? (
                <Tag intent={Intent.SUCCESS} icon="tick">
                  {s.lines}
                </Tag>
              ) : (
                <Tag minimal>{s.lines}</Tag>
              )
            }
          >
            {s.name}
          </Button>
        </li>
      ))}
    </ul>
  );
});
