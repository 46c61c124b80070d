import { expect } from 'chai';
import { color } from '../../src/brand/tokens.ts';
import { SAMPLE_ROOMS } from '../../src/content/rooms.ts';
import {
  axeViolations,
  captureWarnings,
  cleanup,
  mount,
  rendered,
  renderBesideBrokenCopy,
} from '../../tests/browser/widget-fixture.ts';
import { CommunityRoomsElement } from './define.ts';

function rooms(root: ShadowRoot): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[part="room"]')];
}

function room(root: ShadowRoot, id: string): HTMLElement {
  return root.querySelector<HTMLElement>(`[data-room="${id}"]`)!;
}

/** A detail's value by its label ("Gênero" → "Rock"). */
function detail(card: HTMLElement, label: string): string | undefined {
  const term = [...card.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? undefined;
}

/** What is drawn for a room's avatar row, and whether assistive technology is kept out of it. */
function avatarRow(card: HTMLElement) {
  const row = card.querySelector<HTMLElement>('[part="avatars"]')!;
  return {
    initials: [...row.querySelectorAll('.avatar:not(.avatar--more)')].map((avatar) => avatar.textContent),
    more: row.querySelector('[part="avatar-more"]')?.textContent ?? null,
    hidden: row.getAttribute('aria-hidden') === 'true',
  };
}

describe('<echojam-community-rooms>', () => {
  afterEach(cleanup);

  it('is defined once and shows the four sample rooms with their details', async () => {
    expect(customElements.get('echojam-community-rooms')).to.equal(CommunityRoomsElement);
    const root = await rendered(mount('<echojam-community-rooms></echojam-community-rooms>'));
    expect(rooms(root)).to.have.length(4);
    for (const sample of SAMPLE_ROOMS) {
      const card = room(root, sample.id);
      expect(card.querySelector('h3')!.textContent).to.equal(sample.name);
      expect(detail(card, 'Pessoas')).to.equal(`${sample.users} na sala`);
      expect(detail(card, 'Gênero')).to.equal(sample.genre);
      expect(detail(card, 'Criada por')).to.equal(sample.host);
      expect(detail(card, 'No ar há')).to.equal(sample.duration);
    }
  });

  it('says "Em alta" in words for trending rooms only', async () => {
    const root = await rendered(mount('<echojam-community-rooms></echojam-community-rooms>'));
    for (const sample of SAMPLE_ROOMS) {
      const label = room(root, sample.id).querySelector('[part="trending"]');
      if (sample.trending) {
        expect(label?.textContent?.trim()).to.equal('Em alta');
        expect(label?.querySelector('svg')?.getAttribute('aria-hidden'), 'its flame icon is decorative').to.equal(
          'true',
        );
      } else expect(label).to.equal(null);
    }
    expect(SAMPLE_ROOMS.some((sample) => sample.trending) && SAMPLE_ROOMS.some((sample) => !sample.trending)).to.equal(
      true,
    );
  });

  it('draws at most 6 avatars, each room its own, then "+N": decoration hidden from assistive technology', async () => {
    const root = await rendered(mount('<echojam-community-rooms></echojam-community-rooms>'));
    const crowded = SAMPLE_ROOMS.filter((sample) => sample.users > 6);
    const small = SAMPLE_ROOMS.filter((sample) => sample.users <= 6);
    expect(crowded.length && small.length, 'the sample data covers both cases').to.be.greaterThan(0);
    for (const sample of SAMPLE_ROOMS) {
      const row = avatarRow(room(root, sample.id));
      expect(row.initials).to.deep.equal(sample.avatars.slice(0, 6));
      expect(row.more).to.equal(sample.users > 6 ? `+${sample.users - 6}` : null);
      // The card says how many people are in the room once, in words, under "Pessoas".
      expect(row.hidden).to.equal(true);
    }
    // Lo-fi pra Estudar has 28 people: 6 drawn and +22.
    expect(avatarRow(room(root, 'lofi-pra-estudar')).more).to.equal('+22');
  });

  it('disables every join button and shows why: joining happens in the app', async () => {
    const root = await rendered(mount('<echojam-community-rooms></echojam-community-rooms>'));
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[part="join"]')];
    expect(buttons).to.have.length(4);
    for (const button of buttons) {
      expect(button.disabled).to.equal(true);
      expect(button.textContent).to.equal('Entrar na sala');
      const reason = root.getElementById(button.getAttribute('aria-describedby')!)!;
      expect(reason.textContent).to.include('abra o app EchoJam');
      expect(reason.getBoundingClientRect().height, 'the reason is visible').to.be.greaterThan(0);
      const hint = button.parentElement!.querySelector('[part="app-only"]')!;
      expect(hint.textContent).to.equal('Só no app');
      expect(hint.getBoundingClientRect().height, 'the hint beside the button is visible').to.be.greaterThan(0);
    }
  });

  it('lays the rooms out in two columns when wide', async () => {
    const container = mount('<div style="width: 1000px"><echojam-community-rooms></echojam-community-rooms></div>');
    const root = await rendered(container.firstElementChild as HTMLElement);
    const boxes = rooms(root).map((card) => card.getBoundingClientRect());
    expect(new Set(boxes.map((box) => Math.round(box.left))).size).to.equal(2);
  });

  it('lays the rooms out in one column on a phone-sized box and stays inside it', async () => {
    const container = mount('<div style="width: 360px"><echojam-community-rooms></echojam-community-rooms></div>');
    const root = await rendered(container.firstElementChild as HTMLElement);
    const boxes = rooms(root).map((card) => card.getBoundingClientRect());
    expect(new Set(boxes.map((box) => Math.round(box.left))).size).to.equal(1);
    const element = container.firstElementChild as HTMLElement;
    expect(element.scrollWidth).to.be.at.most(360);
  });

  it('uses the heading level given, and the default with one warning for a bad or hostile value', async () => {
    const root = await rendered(mount('<echojam-community-rooms heading-level="4"></echojam-community-rooms>'));
    expect(rooms(root)[0]!.querySelector('[part="room-name"]')!.localName).to.equal('h4');
    for (const bad of ['1', '"><script>window.__pwned=1</script>']) {
      let element!: HTMLElement;
      const warnings = await captureWarnings(async () => {
        element = mount(`<echojam-community-rooms heading-level='${bad}'></echojam-community-rooms>`);
        await rendered(element);
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.include(`heading-level="${bad}"`);
      expect(rooms(element.shadowRoot!)[0]!.querySelector('[part="room-name"]')!.localName).to.equal('h3');
      expect(element.shadowRoot!.querySelector('script')).to.equal(null);
    }
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it("finds no accessibility problem on the site's dark background", async () => {
    const container = mount(
      `<div style="background: ${color.bg}; padding: 1rem"><echojam-community-rooms></echojam-community-rooms></div>`,
    );
    const element = container.firstElementChild as HTMLElement;
    await rendered(element);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('contains a render error in its own box', async () => {
    expect(rooms(await renderBesideBrokenCopy(CommunityRoomsElement, 'rooms exploded'))).to.have.length(4);
  });
});
