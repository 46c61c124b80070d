import { html, nothing, type TemplateResult } from 'lit-html';
import {
  COMPARISON_CAPTION,
  COMPARISON_COLUMNS,
  COMPARISON_ROWS,
  COMPARISON_ICONS,
  type ComparisonCell,
} from '../content/comparison.ts';
import { iconSvg } from '../shell/icons.ts';

/** `label`: the column's name, shown above the value at phone width, where the header row is hidden. */
function cell(value: ComparisonCell, highlight: boolean, label: string): TemplateResult {
  return html`<td
    class="comparison__cell comparison__cell--${value.mark} ${highlight ? 'comparison__cell--ours' : ''}"
    data-label=${label}
  >
    <span class="comparison__value"
      ><span class="comparison__mark">${iconSvg(COMPARISON_ICONS[value.mark], 16)}</span>${value.text}</span
    >
  </td>`;
}

/** The home page's comparison table: marks are decorative, the words carry the meaning. */
export function comparisonTable(): TemplateResult {
  return html`<div class="table-wrap comparison" role="region" aria-labelledby="comparacao-legenda" tabindex="0">
    <table>
      <caption id="comparacao-legenda" class="visually-hidden">
        ${COMPARISON_CAPTION}
      </caption>
      <thead>
        <tr>
          <th scope="col">Critério</th>
          ${COMPARISON_COLUMNS.map(
            (column, index) =>
              html`<th scope="col" class=${index === 0 ? 'comparison__cell--ours' : nothing}>${column.name}</th>`,
          )}
        </tr>
      </thead>
      <tbody>
        ${COMPARISON_ROWS.map(
          (row) =>
            html`<tr>
              <th scope="row">${row.criterion}</th>
              ${row.cells.map((value, index) => cell(value, index === 0, COMPARISON_COLUMNS[index]?.name ?? ''))}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
