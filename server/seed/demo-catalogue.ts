import { completeEan13 } from '../../src/domain/barcodes/ean13';

export interface DemoProduct {
  code: string;
  ean: string;
  name: string;
  variantName: string;
}

// Realistic Czech goods of a home-and-garden and a kitchen e-shop; names × variants give a few hundred items.
const GARDEN: Array<[string, string[]]> = [
  ['Zahradní hadice', ['15 m', '25 m', '50 m']],
  ['Konev plastová', ['5 l', '10 l']],
  ['Rýč zahradní', ['standard', 'dětský']],
  ['Hrábě kovové', ['12 zubů', '16 zubů']],
  ['Substrát pro pokojové rostliny', ['20 l', '50 l', '70 l']],
  ['Květináč keramický', ['Ø 12 cm', 'Ø 16 cm', 'Ø 22 cm', 'Ø 30 cm']],
  ['Zahradní rukavice', ['S', 'M', 'L', 'XL']],
  ['Semínka rajčat', ['cherry', 'keříková', 'tyčková']],
  ['Hnojivo univerzální', ['1 kg', '3 kg', '10 kg']],
  ['Nůžky na živý plot', ['mechanické', 'teleskopické']],
  ['Zahradní lavice dřevěná', ['120 cm', '150 cm']],
  ['Solární lampa', ['bílá', 'teplá bílá', 'RGB']],
  ['Krmítko pro ptáky', ['dřevěné', 'kovové']],
  ['Postřikovač', ['kruhový', 'výkyvný', 'pulzní']],
  ['Kompostér', ['300 l', '600 l']],
  ['Sekačka na trávu', ['ruční vřetenová', 'elektrická 1400 W']],
  ['Zahradní stůl', ['kulatý', 'obdélníkový']],
  ['Trávní osivo', ['parkové 1 kg', 'sportovní 1 kg', 'stínomilné 1 kg']],
  ['Pracovní kalhoty', ['46', '48', '50', '52', '54']],
  ['Kolečko zahradní', ['80 l', '100 l']],
];
const KITCHEN: Array<[string, string[]]> = [
  ['Hrnec nerezový', ['2 l', '3,5 l', '5 l', '7 l']],
  ['Pánev nepřilnavá', ['Ø 20 cm', 'Ø 24 cm', 'Ø 28 cm']],
  ['Kuchyňský nůž', ['šéfkuchařský', 'na chléb', 'loupací', 'santoku']],
  ['Prkénko bambusové', ['malé', 'střední', 'velké']],
  ['Sklenice na zavařování', ['0,35 l', '0,72 l', '1 l']],
  ['Hrnek porcelánový', ['bílý', 'modrý', 'zelený', 'žlutý']],
  ['Talíř mělký', ['Ø 24 cm', 'Ø 27 cm']],
  ['Příborová sada', ['24 dílů', '36 dílů']],
  ['Kávovar moka', ['3 šálky', '6 šálků', '9 šálků']],
  ['Rychlovarná konvice', ['1,5 l', '1,7 l']],
  ['Mixér tyčový', ['600 W', '1000 W']],
  ['Forma na bábovku', ['Ø 22 cm', 'Ø 24 cm']],
  ['Váleček na těsto', ['dřevěný', 'silikonový']],
  ['Struhadlo', ['čtyřstranné', 'ploché']],
  ['Utěrka bavlněná', ['bílá', 'kostka červená', 'kostka modrá']],
  ['Dóza na potraviny', ['0,5 l', '1 l', '2 l']],
  ['Termoska', ['0,5 l', '0,75 l', '1 l']],
  ['Odkapávač na nádobí', ['malý', 'velký']],
  ['Kuchyňská váha', ['digitální', 'mechanická']],
  ['Zástěra', ['lněná', 'bavlněná']],
];

function build(list: Array<[string, string[]]>, codePrefix: string, eanCompany: string, repeat: number): DemoProduct[] {
  const products: DemoProduct[] = [];
  let serial = 0;
  for (let edition = 0; edition < repeat; edition++) {
    for (const [name, variants] of list) {
      for (const variant of variants) {
        serial++;
        const code = `${codePrefix}${String(serial).padStart(4, '0')}`;
        const ean = completeEan13(`859${eanCompany}${String(serial).padStart(5, '0')}`);
        const fullName =
          edition === 0 ? name : `${name} ${['Premium', 'Eko', 'Profi', 'Klasik'][edition - 1] ?? edition}`;
        products.push({ code, ean, name: fullName, variantName: variant });
      }
    }
  }
  return products;
}

export const gardenCatalogue = (): DemoProduct[] => build(GARDEN, 'ZAH', '4100', 4);
export const kitchenCatalogue = (): DemoProduct[] => build(KITCHEN, 'KUCH', '4200', 4);
export const foreignCatalogue = (): DemoProduct[] => build(KITCHEN.slice(0, 5), 'CIZ', '4300', 1);
