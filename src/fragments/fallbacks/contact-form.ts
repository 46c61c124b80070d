import { html, type TemplateResult } from 'lit-html';
import { CONTACT_DEMO_NOTE } from '../../content/contact.ts';
import { SOCIAL_LINKS } from '../../shell/links.ts';

const REPOSITORY = SOCIAL_LINKS.find((link) => link.icon === 'github');

/** Light-DOM fallback of <echojam-contact-form>: how to reach the team without JavaScript. */
export function contactFormFallback(): TemplateResult {
  return html`<div class="widget-fallback card contact-fallback">
    <p>O formulário de contato precisa de JavaScript para aparecer. ${CONTACT_DEMO_NOTE}</p>
    <p>
      Para falar de verdade com quem faz o EchoJam, abra uma <em>issue</em> no
      ${REPOSITORY
        ? html`<a href=${REPOSITORY.href}>repositório de código aberto do EchoJam no GitHub</a>`
        : html`repositório de código aberto do EchoJam`}: é lá que a equipe e a comunidade respondem dúvidas,
      recebem sugestões e acompanham problemas. Antes, vale dar uma olhada nas
      <a href="#faq">perguntas frequentes</a> e na <a href="/documentacao">documentação</a>.
    </p>
  </div>`;
}
