/** The ecosystem page's four-step roadmap (SPEC §9). */
export type RoadmapStatus = 'active' | 'upcoming' | 'future';

export interface RoadmapItem {
  period: string;
  title: string;
  description: string;
  status: RoadmapStatus;
}

/** Each status in words, shown next to its colour. */
export const ROADMAP_STATUS_LABELS: Readonly<Record<RoadmapStatus, string>> = {
  active: 'Em andamento',
  upcoming: 'Próxima etapa',
  future: 'Planejado',
};

export const ROADMAP: readonly RoadmapItem[] = [
  {
    period: 'Q4 2024',
    title: 'Free v2.0',
    description: 'Uma nova versão do app desktop, com a sincronização, a fila e a mixagem ainda mais afinadas.',
    status: 'active',
  },
  {
    period: 'Q1 2025',
    title: 'Mobile Beta',
    description: 'A primeira versão de testes do app para celular, aberta à comunidade.',
    status: 'upcoming',
  },
  {
    period: 'Q2 2025',
    title: 'Studio Alpha',
    description: 'A primeira versão do Studio, com transmissões ao vivo para até 1.000 ouvintes.',
    status: 'future',
  },
  {
    period: 'Q3 2025',
    title: 'API Public Beta',
    description: 'A API aberta em beta público, para desenvolvedores criarem integrações a partir das Jams.',
    status: 'future',
  },
];
