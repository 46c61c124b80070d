import type { IconName } from '../lib/icon-shapes.ts';

/**
 * The home page's comparison table: EchoJam against three generic categories of alternatives
 * on six criteria. EchoJam claims yes on all six.
 */
export type ComparisonMark = 'yes' | 'partial' | 'no';

export interface ComparisonCell {
  mark: ComparisonMark;
  /** The cell in words: 'Sim', 'Não', 'Grátis', 'Limitada'. */
  text: string;
}

export interface ComparisonColumn {
  id: 'echojam' | 'streaming' | 'watch-party' | 'chat-bots';
  name: string;
}

export interface ComparisonRow {
  id: 'sync' | 'cost' | 'mixing' | 'multiplatform' | 'offline' | 'no-signup';
  criterion: string;
  /** One cell per column, in COMPARISON_COLUMNS order. */
  cells: readonly [ComparisonCell, ComparisonCell, ComparisonCell, ComparisonCell];
}

/** The icon drawn for each mark (src/shell/icons.ts; decorative: the text says the same). */
export const COMPARISON_ICONS: Readonly<Record<ComparisonMark, IconName>> = {
  yes: 'check',
  partial: 'halfCircle',
  no: 'cross',
};

export const COMPARISON_CAPTION = 'Comparação entre o EchoJam e outras formas de ouvir música com amigos';

export const COMPARISON_COLUMNS: readonly ComparisonColumn[] = [
  { id: 'echojam', name: 'EchoJam' },
  { id: 'streaming', name: 'Streaming pago' },
  { id: 'watch-party', name: 'Apps de watch party' },
  { id: 'chat-bots', name: 'Bots de música em chats' },
];

const yes = (text = 'Sim'): ComparisonCell => ({ mark: 'yes', text });
const partial = (text: string): ComparisonCell => ({ mark: 'partial', text });
const no = (text = 'Não'): ComparisonCell => ({ mark: 'no', text });

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    id: 'sync',
    criterion: 'Sincronização em tempo real',
    cells: [yes(), partial('Limitada'), yes(), partial('Com atraso')],
  },
  {
    id: 'cost',
    criterion: 'Custo',
    cells: [yes('Grátis'), no('Assinatura mensal'), partial('Grátis com limites'), partial('Recursos pagos')],
  },
  {
    id: 'mixing',
    criterion: 'Mixagem individual',
    cells: [yes(), no(), no(), partial('Só o volume')],
  },
  {
    id: 'multiplatform',
    criterion: 'Multiplataforma',
    cells: [yes(), yes(), partial('Só no navegador'), yes()],
  },
  {
    id: 'offline',
    criterion: 'Uso offline',
    cells: [yes(), partial('Enquanto a assinatura durar'), no(), no()],
  },
  {
    id: 'no-signup',
    criterion: 'Sem cadastro',
    cells: [yes(), no(), no(), no()],
  },
];
