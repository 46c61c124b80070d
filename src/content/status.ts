/** The system status page: three services, all operational, and the recent and upcoming updates. */
export type ServiceState = 'operational';

export const SERVICE_STATE_LABELS: Readonly<Record<ServiceState, string>> = {
  operational: 'Operacional',
};

export interface Service {
  id: string;
  name: string;
  description: string;
  state: ServiceState;
}

export const SERVICES: readonly Service[] = [
  {
    id: 'site-downloads',
    name: 'Site e downloads',
    description: 'Este site e os instaladores para Windows, Mac e Linux.',
    state: 'operational',
  },
  {
    id: 'sincronizacao',
    name: 'Sincronização das Jams',
    description: 'A reprodução em tempo real entre os participantes das salas.',
    state: 'operational',
  },
  {
    id: 'salas-publicas',
    name: 'Salas públicas',
    description: 'A lista de salas públicas, o chat e a fila compartilhada.',
    state: 'operational',
  },
];

export interface StatusUpdate {
  id: string;
  title: string;
  description: string;
}

export const RECENT_UPDATES: readonly StatusUpdate[] = [
  {
    id: 'sincronia-estavel',
    title: 'Sincronização mais estável em conexões lentas',
    description: 'As Jams se recuperam mais rápido quando a internet de alguém oscila, sem perder o ritmo da sala.',
  },
  {
    id: 'votacao-fila',
    title: 'Votação da fila mais rápida',
    description: 'Os votos nas próximas músicas aparecem para toda a sala assim que são dados.',
  },
  {
    id: 'downloads',
    title: 'Downloads dos instaladores renovados',
    description: 'Os links de download para Windows, Mac e Linux foram atualizados e conferidos.',
  },
];

export const UPCOMING_UPDATES: readonly StatusUpdate[] = [
  {
    id: 'free-v2',
    title: 'Free v2.0',
    description: 'A nova versão do app desktop, em andamento: sincronização, fila e mixagem ainda mais afinadas.',
  },
  {
    id: 'mobile-beta',
    title: 'Mobile Beta',
    description: 'A próxima etapa do roadmap: a versão de testes do app para celular.',
  },
];
