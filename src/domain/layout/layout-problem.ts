import { charactersCs, locationsCs } from '../text/czech-plural';
/**
 * Why a layout change is refused, as data. The server answers with `describeLayoutProblem` as the
 * 400 detail and the app shows the same sentence in its forms (bulk preview, rename), so the Czech
 * wording is written once, here.
 */
export type LayoutProblem =
  | { kind: 'name-empty'; what: NamedThing }
  | { kind: 'name-too-long'; what: NamedThing; max: number }
  | { kind: 'name-bad-characters'; what: NamedThing; name: string; characters: string }
  | { kind: 'name-taken'; what: NamedThing; names: readonly string[] }
  | { kind: 'pattern-empty' }
  | {
      kind: 'pattern-syntax';
      position: number;
      reason: 'unclosed' | 'unopened' | 'empty-group' | 'bad-range' | 'mixed-range';
    }
  | { kind: 'pattern-too-many'; count: number; max: number }
  | { kind: 'pattern-duplicates'; names: readonly string[] }
  | { kind: 'order-mismatch'; missing: readonly number[]; unknown: readonly number[]; repeated: readonly number[] }
  | { kind: 'zone-unknown'; zoneId: number }
  | { kind: 'sector-unknown'; sectorId: number }
  | { kind: 'locations-unknown'; ids: readonly number[] }
  | { kind: 'stock-present'; what: 'location' | 'sector'; locations: readonly StockedLocation[] }
  | { kind: 'mixed-batches-present'; locations: readonly string[] };

export interface StockedLocation {
  name: string;
  amount: number;
}

export type NamedThing = 'location' | 'sector' | 'zone';

const THING_CS: Record<NamedThing, { one: string; many: string }> = {
  location: { one: 'pozice', many: 'Pozice' },
  sector: { one: 'sektoru', many: 'Sektor' },
  zone: { one: 'zóny', many: 'Zóna' },
};

const SYNTAX_CS: Record<Extract<LayoutProblem, { kind: 'pattern-syntax' }>['reason'], string> = {
  unclosed: 'chybí uzavírací závorka „}“',
  unopened: 'uzavírací závorka „}“ bez otevírací',
  'empty-group': 'prázdná skupina „{}“',
  'bad-range': 'rozsah musí mít tvar {od..do}, např. {01..20} nebo {A..F}',
  'mixed-range': 'rozsah nesmí míchat čísla a písmena',
};

const list = (items: readonly (string | number)[], max = 10) =>
  items.slice(0, max).join(', ') + (items.length > max ? ` a další (${items.length - max})` : '');

export function describeLayoutProblem(problem: LayoutProblem): string {
  switch (problem.kind) {
    case 'name-empty':
      return `Název ${THING_CS[problem.what].one} nesmí být prázdný.`;
    case 'name-too-long':
      return `Název ${THING_CS[problem.what].one} může mít nejvýše ${charactersCs(problem.max)}.`;
    case 'name-bad-characters':
      return (
        `Název ${THING_CS[problem.what].one} „${problem.name}“ obsahuje nepovolené znaky (${problem.characters}). ` +
        'Povolena jsou písmena bez diakritiky, číslice a znaky - . _ /, aby šel vytisknout jako čárový kód.'
      );
    case 'name-taken':
      return problem.names.length === 1
        ? `${THING_CS[problem.what].many} „${problem.names[0]}“ již existuje.`
        : `${THING_CS[problem.what].many} s těmito názvy již existují: ${list(problem.names)}.`;
    case 'pattern-empty':
      return 'Zadejte vzor názvů pozic, např. A-{01..20}-{1..5}.';
    case 'pattern-syntax':
      return `Vzor je neplatný na ${problem.position + 1}. znaku: ${SYNTAX_CS[problem.reason]}.`;
    case 'pattern-too-many':
      return `Vzor by vytvořil ${locationsCs(problem.count)}, najednou lze vytvořit nejvýše ${problem.max}.`;
    case 'pattern-duplicates':
      return `Vzor vytváří některé názvy vícekrát: ${list(problem.names)}.`;
    case 'order-mismatch': {
      const parts: string[] = [];
      if (problem.missing.length) parts.push(`chybí ID ${list(problem.missing)}`);
      if (problem.unknown.length) parts.push(`neznámá ID ${list(problem.unknown)}`);
      if (problem.repeated.length) parts.push(`opakovaná ID ${list(problem.repeated)}`);
      return `Nové pořadí neodpovídá aktuálnímu stavu (${parts.join('; ')}). Načtěte stránku znovu.`;
    }
    case 'zone-unknown':
      return `Zóna s ID ${problem.zoneId} v tomto skladu neexistuje.`;
    case 'sector-unknown':
      return `Sektor s ID ${problem.sectorId} v tomto skladu neexistuje.`;
    case 'locations-unknown':
      return `Pozice s ID ${list(problem.ids)} v tomto skladu neexistují. Nic nebylo smazáno.`;
    case 'stock-present': {
      const where = problem.locations.map((l) => `${l.name} (${l.amount} ks)`);
      const tail = 'Nejprve zboží vyskladněte nebo přesuňte. Nic nebylo smazáno.';
      if (problem.what !== 'sector' && problem.locations.length === 1)
        return `Pozici ${where[0]} nelze smazat, je na ní zboží. ${tail}`;
      const subject =
        problem.what === 'sector' ? 'Sektor nelze smazat, na jeho pozicích je' : 'Pozice nelze smazat, je na nich';
      return `${subject} zboží: ${list(where)}. ${tail}`;
    }
    case 'mixed-batches-present':
      return `Více šarží na jedné pozici nelze zakázat: na pozicích ${list(problem.locations)} leží více šarží téhož produktu.`;
  }
}
