/**
 * The hero's word to a phone or tablet visitor: the app is for computers, and a button sends the link there
 * (src/fragments/desktop-notice.ts, src/site/share-link.ts). Its own module: the site's script reads it.
 */
export const DESKTOP_APP_NOTICE = {
  title: 'O EchoJam é um app para computador',
  /** Followed by the site's address: it reads right with JavaScript off, where no button can send it. */
  text: 'Ele roda no Windows, no Mac e no Linux. Mande o link para você ou abra no computador:',
  button: 'Enviar o link',
  shareText: 'EchoJam: ouça música junto com os amigos, no mesmo segundo. Baixe grátis no computador:',
  copiedTitle: 'Link copiado',
  copiedText: 'Cole no computador para baixar o EchoJam.',
  sharedTitle: 'Link enviado',
  failedTitle: 'Não deu para copiar o link',
} as const;
