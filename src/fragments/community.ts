import { html, type TemplateResult } from 'lit-html';
import { formatCount } from '../content/format.ts';
import { RANKING } from '../content/ranking.ts';
import { COMMUNITY_STATS } from '../content/stats.ts';
import { iconSvg } from '../shell/icons.ts';

/** The top-5 ranking as a table. */
export function rankingTable(): TemplateResult {
  return html`<div class="table-wrap ranking" role="region" aria-labelledby="ranking-legenda" tabindex="0">
    <table>
      <caption id="ranking-legenda" class="visually-hidden">
        Top 5 da comunidade, ranking de exemplo: posição, pessoa, selo, sessões e horas de música em Jams
      </caption>
      <thead>
        <tr>
          <th scope="col" class="ranking__rank-col">
            <span aria-hidden="true">#</span><span class="visually-hidden">Posição</span>
          </th>
          <th scope="col">Pessoa e selo</th>
          <th scope="col" class="num">Sessões</th>
          <th scope="col" class="num">Horas</th>
        </tr>
      </thead>
      <tbody>
        ${RANKING.map(
          (user) =>
            html`<tr class="ranking__row ranking__row--${user.rank}">
              <td class="ranking__rank-col"><span class="ranking__rank">${user.rank}º</span></td>
              <th scope="row">
                <span class="ranking__person">
                  <span class="avatar" aria-hidden="true">${user.avatar}</span>
                  <span class="ranking__who">
                    <span class="ranking__name">${user.name}</span>
                    <span class="ranking__badge">${user.badge}</span>
                  </span>
                </span>
              </th>
              <td class="num">${formatCount(user.sessions)}</td>
              <td class="num">${formatCount(user.hours)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** The static community figures, formatted for pt-BR (2.847). */
export function communityStats(): TemplateResult {
  return html`<ul class="stats">
    ${COMMUNITY_STATS.map(
      (stat) =>
        html`<li class="stats__item" data-stat=${stat.id}>
          <span class="stats__icon">${iconSvg(stat.icon)}</span>
          <span class="stats__value">${formatCount(stat.value)}</span>
          <span class="stats__label">${stat.label}</span>
        </li>`,
    )}
  </ul>`;
}
