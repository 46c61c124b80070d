/** Copy and timings of the contact form (the product's required texts and its 1000 ms simulated delay). The form is a demo: it sends nothing. */
export const CONTACT_SENDING_LABEL = 'Enviando...';
export const CONTACT_SUBMIT_LABEL = 'Enviar mensagem';
/** Simulated delay before the success toast. */
export const CONTACT_DELAY_MS = 1000;
export const CONTACT_SUCCESS_TITLE = 'Mensagem enviada com sucesso! 🎵';
export const CONTACT_SUCCESS_DESCRIPTION = 'Obrigado pelo contato! Responderemos em breve.';
/** Honest note shown with the form. */
export const CONTACT_DEMO_NOTE = 'Este formulário é uma demonstração: nada do que você escrever sai do seu navegador.';
