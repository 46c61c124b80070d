import { html, nothing, type TemplateResult } from 'lit-html';
import { PRIVACY, PRODUCT_NAME, type PrivacyContact, type PrivacySettings } from '../config.ts';
import { POLICY_DATE } from '../content/policy.ts';

/** 'Última atualização' line of the legal documents. */
export function legalUpdated(): TemplateResult {
  return html`<p class="legal__updated">
    Última atualização: <time datetime=${POLICY_DATE.iso}>${POLICY_DATE.text}</time>
  </p>`;
}

function contactLink(contact: PrivacyContact): TemplateResult {
  return contact.kind === 'email'
    ? html`pelo e-mail <a href=${contact.href}>${contact.address}</a>`
    : html`pelo endereço
        <a href=${contact.href} target="_blank" rel="noopener noreferrer"
          >${contact.href}<span class="visually-hidden"> (abre em nova aba)</span></a
        >`;
}

/** Who the data controller is, when the owner has said so (ECHOJAM_PRIVACY_CONTROLLER). */
function controllerParagraph(controller: string | undefined, productName: string): TemplateResult | typeof nothing {
  if (controller === undefined) return nothing;
  return html`<p>
    O controlador dos dados pessoais tratados no ${productName}, nos termos da LGPD, é
    <strong class="privacy-controller">${controller}</strong>.
  </p>`;
}

/** What to say when the owner has not given the controller, the contact or either (nothing invented). */
function notYetPublished({ controller, contact }: PrivacySettings): TemplateResult | typeof nothing {
  if (controller === undefined && contact === undefined) {
    return html`<p>
      A identificação do controlador dos dados pessoais e o canal de contato para exercer os seus direitos serão
      publicados nesta página.
    </p>`;
  }
  if (controller === undefined)
    return html`<p>A identificação do controlador dos dados pessoais será publicada nesta página.</p>`;
  if (contact === undefined) {
    return html`<p>O canal de contato para exercer os seus direitos será publicado nesta página.</p>`;
  }
  return nothing;
}

/**
 * /politica, section "Controlador e contato": who the data controller is and the channel for the rights
 * of data subjects (LGPD arts. 18 and 41), from ECHOJAM_PRIVACY_CONTROLLER and ECHOJAM_PRIVACY_CONTACT.
 */
export function privacyController(privacy: PrivacySettings = PRIVACY, productName = PRODUCT_NAME): TemplateResult {
  return html`${controllerParagraph(privacy.controller, productName)}
  ${
    privacy.contact === undefined
      ? nothing
      : html`<p>
          Para exercer os seus direitos, tirar uma dúvida ou fazer uma reclamação sobre privacidade, fale com o
          controlador ${contactLink(privacy.contact)}.
        </p>`
  }
  ${notYetPublished(privacy)}`;
}

/** /termos-uso, section "Contato": the same facts, pointing at the privacy policy for the details. */
export function termsContact(privacy: PrivacySettings = PRIVACY, productName = PRODUCT_NAME): TemplateResult {
  return html`${controllerParagraph(privacy.controller, productName)}
    ${
      privacy.contact === undefined
        ? nothing
        : html`<p>Dúvidas sobre estes termos ou sobre os seus dados? Fale ${contactLink(privacy.contact)}.</p>`
    }
    ${notYetPublished(privacy)}
    <p>
      A <a href="/politica">Política de Privacidade</a> explica o que circula quando você usa o app e este site e quais
      são os seus direitos.
    </p>`;
}
