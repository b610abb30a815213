import { Button, Callout, Card, FormGroup, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { RelocationRulesViewModel } from './relocation-rules.view-model';

/** Chips of the e-shop's zones and stock sectors; a chosen one is filled. */
const PlacePicker = observer(function PlacePicker(props: {
  vm: RelocationRulesViewModel;
  index: number;
  side: 'from' | 'to';
}) {
  const { vm, index, side } = props;
  const rule = vm.draft!.data[index];
  return (
    <div className="sk-reloc__chips" role="group" aria-label={side === 'from' ? 'Odkud brát' : 'Kam přesouvat'}>
      {vm.zones.map((z) => {
        const on = rule[`${side}_zone_ids`].includes(z.id);
        return (
          <Tag
            key={`z${z.id}`}
            interactive
            large
            minimal={!on}
            intent={on ? Intent.PRIMARY : Intent.NONE}
            icon="layers"
            onClick={() => vm.toggle(index, side, 'zone', z.id)}
            aria-pressed={on}
            data-testid={`${side}-zone`}
          >
            {z.name}
          </Tag>
        );
      })}
      {vm.sectors.map((s) => {
        const on = rule[`${side}_sector_ids`].includes(s.id);
        return (
          <Tag
            key={`s${s.id}`}
            interactive
            large
            minimal={!on}
            intent={on ? Intent.PRIMARY : Intent.NONE}
            onClick={() => vm.toggle(index, side, 'sector', s.id)}
            aria-pressed={on}
            data-testid={`${side}-sector`}
          >
            Sektor {s.sector_name}
          </Tag>
        );
      })}
    </div>
  );
});

const NumberField = observer(function NumberField(props: {
  vm: RelocationRulesViewModel;
  index: number;
  field: 'min' | 'max' | 'priority';
  label: string;
}) {
  const rule = props.vm.draft!.data[props.index];
  return (
    <FormGroup label={props.label}>
      <InputGroup
        type="number"
        min={0}
        aria-label={props.label}
        value={String(rule[props.field])}
        onValueChange={(v) => props.vm.setNumber(props.index, props.field, Number(v))}
      />
    </FormGroup>
  );
});

/** The category being created or edited: its name and rules. */
export const RuleEditor = observer(function RuleEditor({ vm }: { vm: RelocationRulesViewModel }) {
  const draft = vm.draft!;
  return (
    <Card className="sk-reloc__rule" data-testid="category-editor">
      <FormGroup label="Název kategorie">
        <InputGroup
          large
          value={draft.name}
          onValueChange={(v) => vm.rename(v)}
          placeholder="např. Doplnění vychystávání"
          data-testid="category-name"
        />
      </FormGroup>
      {draft.data.map((rule, index) => (
        <Card key={index} className="sk-reloc__rule" data-testid="rule">
          <div className="sk-reloc__cat">
            <strong>Pravidlo {index + 1}</strong>
            <Button variant="minimal" icon="trash" aria-label="Odebrat pravidlo" onClick={() => vm.removeRule(index)} />
          </div>
          <FormGroup label="Název pravidla">
            <InputGroup value={rule.name} onValueChange={(v) => vm.setField(index, 'name', v)} />
          </FormGroup>
          <FormGroup label="Odkud brát">
            <PlacePicker vm={vm} index={index} side="from" />
          </FormGroup>
          <FormGroup label="Kam přesouvat">
            <PlacePicker vm={vm} index={index} side="to" />
          </FormGroup>
          <FormGroup label="Kód produktu začíná (prázdné = všechny)">
            <InputGroup
              value={rule.code_prefix}
              onValueChange={(v) => vm.setField(index, 'code_prefix', v)}
              data-testid="rule-prefix"
            />
          </FormGroup>
          <div className="sk-reloc__numbers">
            <NumberField vm={vm} index={index} field="min" label="Minimum na cíli" />
            <NumberField vm={vm} index={index} field="max" label="Doplnit do" />
            <NumberField vm={vm} index={index} field="priority" label="Priorita" />
          </div>
        </Card>
      ))}
      <Button icon="add" text="Přidat pravidlo" onClick={() => vm.addRule()} />
      {vm.problems.length > 0 && (
        <Callout intent={Intent.WARNING} data-testid="rule-problems">
          {vm.problems.map((p) => (
            <div key={p}>{p}</div>
          ))}
        </Callout>
      )}
      <div className="sk-reloc__cat-actions">
        <Button
          size="large"
          intent={Intent.PRIMARY}
          icon="floppy-disk"
          text="Uložit kategorii"
          disabled={vm.problems.length > 0}
          loading={vm.saving}
          onClick={() => void vm.save()}
          data-testid="category-save"
        />
        <Button size="large" variant="minimal" text="Zrušit" onClick={() => vm.closeDraft()} />
      </div>
    </Card>
  );
});
