/** The about page's questions and answers (FAQ accordion and its no-JavaScript fallback). */
export interface FaqItem {
  /** Stable identifier, usable as an element id. */
  id: string;
  question: string;
  /** One or more paragraphs of plain text. */
  answer: readonly string[];
}

export const FAQ: readonly FaqItem[] = [
  {
    id: 'gratis',
    question: 'O EchoJam é grátis mesmo?',
    answer: [
      'Sim. O EchoJam é 100% grátis para sempre, sem anúncios e sem recursos escondidos atrás de assinatura. O app é de código aberto: qualquer pessoa pode ler o código, ver como ele funciona e sugerir melhorias.',
    ],
  },
  {
    id: 'cadastro',
    question: 'Preciso criar uma conta?',
    answer: [
      'Não. O EchoJam funciona sem cadastro e sem conta: você baixa, abre o app, escolhe um nome para aparecer na sala e já pode criar uma Jam ou entrar na de alguém.',
    ],
  },
  {
    id: 'sistemas',
    question: 'Em quais sistemas o EchoJam funciona?',
    answer: [
      'No Windows 10 ou superior, no macOS 10.15 ou superior e no Linux (Ubuntu 18.04 ou superior). Em todos eles, o app pede 4 GB de RAM e 500 MB de espaço livre.',
    ],
  },
  {
    id: 'pessoas-por-sala',
    question: 'Quantas pessoas cabem em uma Jam?',
    answer: [
      'Uma sala pública recebe até 50 pessoas ao mesmo tempo. Para salas privadas, com quem você convidar, recomendamos até 10 pessoas, para a conversa e a votação fluírem bem.',
    ],
  },
  {
    id: 'sincronizacao',
    question: 'Todo mundo ouve a música ao mesmo tempo?',
    answer: [
      'Sim. A sincronização é em tempo real, com diferença abaixo de 100 ms entre os participantes: quando o refrão chega, chega para todo mundo junto.',
    ],
  },
  {
    id: 'fontes',
    question: 'De onde vêm as músicas? Dá para ouvir offline?',
    answer: [
      'Você toca músicas do YouTube, do Spotify, do SoundCloud e de outras fontes. Para ouvir sem internet, baixe as faixas no app e use o modo offline.',
    ],
  },
  {
    id: 'mixagem',
    question: 'Cada pessoa pode ajustar o próprio som?',
    answer: [
      'Pode. Com a mixagem individual, cada participante ajusta volume, graves e agudos do seu lado, sem mudar o som de mais ninguém na sala.',
    ],
  },
  {
    id: 'fila',
    question: 'Quem escolhe a próxima música?',
    answer: [
      'A sala inteira. A fila é compartilhada: todo mundo pode sugerir músicas e votar nas próximas, enquanto conversa no chat com emojis.',
      'O anfitrião da Jam configura as permissões dos moderadores e decide quem pode mexer na fila.',
    ],
  },
];
