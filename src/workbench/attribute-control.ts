import { html, nothing, type TemplateResult } from 'lit-html';
import type { AttributeSpec } from '../lib/attributes.ts';

/** An attribute's value on the workbench: text, `true` for a bare boolean attribute, undefined when not set. */
type AttributeValue = string | true | undefined;

/** The options of an enumerated attribute ("'fixed' | 'inline'"), or null for free values. */
function enumValues(spec: AttributeSpec<unknown>): string[] | null {
  return spec.type.startsWith("'") ? spec.type.split(' | ').map((value) => value.replace(/'/g, '')) : null;
}

/**
 * One labelled control for one attribute, named after it, in its initial state: a checkbox for
 * booleans, a select for enumerations, a text field otherwise (empty means "not set": the element
 * uses its default, shown under the field). Rendered at build time; widget-panel.ts reads it.
 */
export function attributeControl(
  id: string,
  name: string,
  spec: AttributeSpec<unknown>,
  value: AttributeValue,
): TemplateResult {
  const hintId = `${id}-hint`;
  const hint = html`<span class="workbench-control__hint" id=${hintId}
    >${spec.description} Padrão: ${JSON.stringify(spec.defaultValue)}</span
  >`;
  if (spec.type === 'boolean') {
    return html`<div class="workbench-control workbench-control--check">
      <input type="checkbox" id=${id} name=${name} aria-describedby=${hintId} ?checked=${value === true} />
      <label for=${id}><code>${name}</code></label>
      ${hint}
    </div>`;
  }
  const options = enumValues(spec);
  if (options) {
    return html`<div class="workbench-control">
      <label for=${id}><code>${name}</code></label>
      <select id=${id} name=${name} aria-describedby=${hintId}>
        <option value="" ?selected=${value === undefined}>(padrão)</option>
        ${options.map((option) => html`<option value=${option} ?selected=${value === option}>${option}</option>`)}
      </select>
      ${hint}
    </div>`;
  }
  return html`<div class="workbench-control">
    <label for=${id}><code>${name}</code></label>
    <input
      type="text"
      id=${id}
      name=${name}
      aria-describedby=${hintId}
      spellcheck="false"
      value=${typeof value === 'string' ? value : ''}
      inputmode=${spec.type.includes('URL') ? 'url' : nothing}
    />
    ${hint}
  </div>`;
}
