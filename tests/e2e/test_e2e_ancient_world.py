"""The Ancient World on the table shell, in chromium: whole games against bots played by clicking only the
board's places (action spaces, cards, titan decks, armies on the mat) and the action bar; every action that
concerns the board is drawn there; the regions in the first screen; no internal id in any label; Greek;
a spectator sees no stored card; screenshots at 1280×800 and 390×844."""

from __future__ import annotations

import random
import re
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from serverproc import ServerProcess
from table import CLICK_ONE, DESKTOP, OVERFLOWING, PHONE, in_first_screen, open_mats, open_table, state

from agora.core import registry

pytestmark = pytest.mark.skipif("ancient-world" not in registry.games(), reason="The Ancient World is not installed")

GAME = "ancient-world"
# What a policy prefers, so that games go through attacks, payments, builds and choices, not only placements.
PREFERRED = ("fight", "attack", "pay", "draw", "store", "district", "build", "recruit", "damage", "repair", "top")
# The board's ids (view.py) and the view's keys: none may show in a label, a tooltip or a log line.
INTERNAL = re.compile(r"\b(?:space|row|military|titans?|drawn|your)-[a-z0-9-]+|\bp\d-[a-z]+|\b[a-z]+_[a-z_]+\b")

# Which offers concern the board but are not drawn there, or are drawn there and still get a button.
UNPLACED = """() => app.state.legal.filter((o) => o.target !== null && (
  !document.querySelector(`[data-target="${CSS.escape(o.target)}"]`)
  || document.querySelector(`#actions button.action[data-code="${CSS.escape(o.code)}"]`))).map((o) => o.code)"""
# Every text a player can read: the page's, the tooltips and the accessible names.
TEXTS = """() => [document.body.innerText,
  ...[...document.querySelectorAll('[data-tip]')].map((el) => el.dataset.tip),
  ...[...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'))].join('\\n')"""


def ready(page: Page) -> dict[str, Any]:
    page.wait_for_function("app.drawn === app.since && (app.state.status === 'finished' "
                           "|| (app.state.legal.length > 0 && !app.sent))")
    return state(page)


def choose(codes: list[str], rng: random.Random) -> int:
    """The index of the code a player picks: mostly the preferred kind of move, sometimes any."""
    if rng.random() < 0.75:
        for head in PREFERRED:
            picks = [i for i, code in enumerate(codes) if code.split()[0] == head]
            if picks:
                return rng.choice(picks)
    placing = [i for i, code in enumerate(codes) if code.startswith("place ")]
    return rng.choice(placing if placing and rng.random() < 0.8 else range(len(codes)))


# The same policy and checks played inside the page, a move at a time (no Playwright round trip per move, so a
# whole game takes seconds): at every move, each action on the board is drawn there and only there, and no
# readable text shows an internal id (INTERNAL, or a card id); the move is clicked as CLICK_ONE does.
PLAY = r"""async ([seed, preferred, internal, slugs, limit, stop]) => {
  let r = seed;
  const random = () => (r = (r * 1103515245 + 12345) % 2147483648) / 2147483648;
  const clickOne = CLICK_ONE;
  const unplaced = UNPLACED;
  const texts = TEXTS;
  const named = slugs.map((x) => x.replace(/-/g, "\\-")).join("|");
  const ids = new RegExp(`${internal}|(?<![\\w-])(?:${named})(?![\\w-])`, "g");
  const settled = () => new Promise((done, fail) => {
    const ready = () => app.drawn === app.since
      && (app.state.status === "finished" || (!app.sent && app.state.legal.length > 0));
    const look = () => !document.getElementById("error").hidden ? fail(document.getElementById("error").innerText)
      : ready() ? done() : setTimeout(look, 2);
    setTimeout(look, 0);
  });
  const ways = {};
  for (let moves = 0; moves < limit; moves++) {
    await settled();
    if (app.state.status === "finished") return { ways, finished: true };
    if (stop && (0, eval)(stop)) return { ways, finished: false };
    const lost = unplaced();
    if (lost.length) return { error: `not on the board, or also in the bar: ${lost}` };
    const found = texts().match(ids);
    if (found) return { error: `internal ids: ${found.slice(0, 5)}` };
    const codes = app.state.legal.map((o) => o.code);
    let i = null;
    if (random() < 0.75) {
      for (const head of preferred) {
        const picks = codes.flatMap((c, k) => (c.split(" ")[0] === head ? [k] : []));
        if (picks.length) { i = picks[Math.floor(random() * picks.length)]; break; }
      }
    }
    if (i === null) {
      const placing = codes.flatMap((c, k) => (c.startsWith("place ") ? [k] : []));
      const from = placing.length && random() < 0.8 ? placing : codes.map((_, k) => k);
      i = from[Math.floor(random() * from.length)];
    }
    const way = clickOne((i + 0.5) / codes.length);
    if (!["bar", "board", "menu"].includes(way)) return { error: way };
    const key = `${codes[i].split(" ")[0]} ${way}`;
    ways[key] = (ways[key] ?? 0) + 1;
  }
  return { error: "the game did not end" };
}""".replace("CLICK_ONE", CLICK_ONE).replace("UNPLACED", UNPLACED).replace("TEXTS", TEXTS)


def play_by_clicking(page: Page, rng: random.Random, slugs: set[str], limit: int = 3000, stop: str = "",
                     preferred: tuple[str, ...] = PREFERRED) -> dict[str, Any]:
    """Play our seat by clicking (PLAY) to the end, or until the page expression `stop` holds. Returns
    `ways`, the moves made on the board ("<kind> board|menu") and in the action bar ("<kind> bar"), and
    whether the game is `finished`."""
    result: dict[str, Any] = page.evaluate(PLAY, [rng.randrange(2**30), list(preferred), INTERNAL.pattern,
                                                  sorted(slugs), limit, stop])
    assert "error" not in result, result
    return result


def no_ids(text: str, slugs: set[str]) -> None:
    named = [slug for slug in slugs if re.search(rf"(?<![\w-]){re.escape(slug)}(?![\w-])", text)]
    found = INTERNAL.findall(text) + named
    assert not found, found


def card_slugs(page: Page) -> set[str]:
    """The default edition's card ids that cannot be mistaken for a word (they have a hyphen)."""
    names = page.evaluate("app.names")
    return {slug for slug in names["en"]["card"] if "-" in slug}


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {}), (4, {}), (3, {"expand_plus": True})],
                         ids=["2p", "3p", "4p", "3p-expand-plus"])
def test_a_whole_game_against_bots_is_played_by_clicking_the_board(
    browser: Browser, server: ServerProcess, screenshots: Path, players: int, options: dict[str, Any]
) -> None:
    page = open_table(browser, server, GAME, players, **options)
    slugs = card_slugs(page)
    ways = play_by_clicking(page, random.Random(players * 7 + len(options)), slugs)["ways"]
    on_board = {way.split()[0] for way in ways if not way.endswith(" bar")}
    assert {"place"} <= on_board, ways
    assert "place menu" not in ways, ways  # a citizen is placed by one click on its disc, never through a menu
    assert all(not way.endswith(" bar") for way in ways if way.split()[0] in ("place", "attack", "build", "recruit",
                                                                             "store", "district", "pay", "draw"))
    expect(page.locator("#winner")).not_to_be_empty()
    expect(page.locator("#scores")).to_contain_text("Banners (VP)")
    no_ids(page.evaluate(TEXTS), slugs)
    suffix = f"{players}p{'-xp' if options else ''}"
    page.screenshot(path=str(screenshots / f"ancient-world-end-{suffix}.png"))
    assert page.errors == []
    page.context.close()


def test_the_table_is_one_screen_with_the_board_the_mats_and_the_edition_a_tap_away(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    page = open_table(browser, server, GAME, 4)
    st = ready(page)
    for region in ("board", "players", "log", "actions", "status"):
        assert in_first_screen(page, f"[data-part={region}]"), region
    assert page.evaluate("document.documentElement.scrollHeight") <= DESKTOP["height"]
    view = st["view"]
    # The action board, the rows, the titans, the District, the dice and every seat's citizens are drawn.
    assert page.locator("[data-space]").count() == 9
    for target in [*view["ids"]["empire_row"], *view["ids"]["military_row"], *(t["id"] for t in view["titans"]),
                   view["empire_deck"]["id"], view["districts"]["id"], view["ids"]["dice"], view["ids"]["round"],
                   *(p["areas"]["citizens"] for p in view["players"])]:
        assert page.locator(f'#board [data-target="{target}"]').count() >= 1, target
    # Each seat's mat (the others' opened from their rows): resources, citizens, banners, Empire cards, armies.
    open_mats(page, 1, 2, 3)
    assert page.locator(".aw-mat").count() == 4
    assert page.locator(".aw-mat .aw-army").count() == sum(len(p["armies"]) for p in view["players"])
    mine = page.locator('.aw-mat[data-seat="0"]')
    expect(mine.locator(".aw-stat").first).to_contain_text(str(view["players"][0]["coins"]))
    # What each of our citizens would pay on each space is drawn on the space.
    build = next(a for a in view["actions"] if a["name"] == "build")
    assert page.locator('[data-space="build"] .aw-ghost').count() == len(build["yours"]) > 0
    # The edition's designed values are one hover away, not a block above the board.
    tip = page.locator(".aw-edition").get_attribute("data-tip") or ""
    assert "damage dice" in tip and "Agora" in tip
    page.locator(".aw-edition").hover()  # a resting pointer opens it (a click closes tooltips), short at first
    expect(page.locator("#tip")).to_contain_text("Agora edition")
    page.locator("#tip .tip-more").click()  # "More" reads the rest
    expect(page.locator("#tip")).to_contain_text("damage dice")
    page.screenshot(path=str(screenshots / "ancient-world-1280.png"))
    page.select_option("#lang", "el")
    page.wait_for_function("document.querySelector('[data-space=build] .aw-space-name').textContent === 'Κατασκευή'")
    assert "Ζαριών Ζημιάς" in (page.locator(".aw-edition").get_attribute("data-tip") or "")
    no_ids(page.evaluate(TEXTS), card_slugs(page))
    page.screenshot(path=str(screenshots / "ancient-world-1280-el.png"))
    assert page.errors == []
    page.context.close()


def test_on_a_phone_the_board_scrolls_in_its_frame_at_a_size_a_finger_can_tap(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    page = open_table(browser, server, GAME, 3, viewport=PHONE)
    ready(page)
    for region in ("board", "actions", "status", "players"):
        assert in_first_screen(page, f"[data-part={region}]"), region
    frame = page.evaluate("((el) => [el.scrollHeight, el.clientHeight])(document.getElementById('board-frame'))")
    assert frame[0] > frame[1]  # the board is taller than its frame: it scrolls, not shrinks
    heights = page.eval_on_selector_all("[data-space] > .hit",
                                        "els => els.map((e) => e.getBoundingClientRect().height)")
    assert len(heights) == 9 and min(heights) >= 40, heights
    page.screenshot(path=str(screenshots / "ancient-world-390.png"))
    page.evaluate("document.getElementById('board-frame').scrollTop = 10000")
    page.screenshot(path=str(screenshots / "ancient-world-390-rows.png"))
    assert page.errors == []
    page.context.close()


# The texts of the round track (the rounds' numbers, the notes under them, the edition's badge) that overlap one
# another on screen, in pairs.
TRACK_OVERLAPS = """() => {
  const texts = [...document.querySelectorAll('.aw-round text')].map((t) => [t.textContent, t.getBoundingClientRect()])
    .filter(([, b]) => b.width > 0);
  const found = [];
  texts.forEach(([a, p], i) => texts.slice(i + 1).forEach(([b, q]) => {
    if (Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1
        && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1) found.push([a, b]);
  }));
  return [texts.length, found];
}"""


@pytest.mark.parametrize("lang", ["en", "el"])
def test_on_a_phone_the_round_tracks_notes_overlap_neither_each_other_nor_the_badge(
    browser: Browser, server: ServerProcess, screenshots: Path, lang: str
) -> None:
    page = open_table(browser, server, GAME, 4, viewport=PHONE, lang=lang)
    ready(page)
    page.locator(".aw-round").scroll_into_view_if_needed()
    count, overlaps = page.evaluate(TRACK_OVERLAPS)
    assert count >= 10, count  # six rounds, four notes at least (deck B, no income, the spaces opening later)
    assert overlaps == []
    page.locator(".aw-round").screenshot(path=str(screenshots / f"ancient-world-390-track-{lang}.png"))
    assert page.errors == []
    page.context.close()


def test_placing_a_citizen_is_one_click_on_its_disc_on_the_space(browser: Browser, server: ServerProcess) -> None:
    page = open_table(browser, server, GAME, 2)
    st = ready(page)
    space = next(a for a in st["view"]["actions"] if len(a["yours"]) > 1)
    citizen = space["yours"][-1]
    disc = page.locator(f'[data-space="{space["name"]}"] .aw-ghost[data-target="{citizen["id"]}"]')
    expect(disc).to_have_class(re.compile(r"\bselectable\b"))
    assert page.locator(f'[data-space="{space["name"]}"] .aw-ghost.selectable').count() == len(space["yours"])
    disc.click()
    expect(page.locator(".choice-menu")).to_have_count(0)  # no menu: the disc named the citizen
    page.wait_for_function(f"app.state.log_index > {st['log_index']}")
    expect(page.locator(f'[data-space="{space["name"]}"] [data-piece="cit-0-{citizen["skill"]}"]')).to_have_count(1)
    assert page.errors == []
    page.context.close()


# Every text drawn on the board, at the size it shows on screen: its font size times the SVG's scale.
TEXT_SIZES = """() => [...document.querySelectorAll('#board text')].filter((t) => t.getBoundingClientRect().width > 0)
  .map((t) => { const m = t.closest('svg').getScreenCTM();
    return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b); })"""


@pytest.mark.parametrize(("viewport", "least"), [(DESKTOP, 12), (PHONE, 11)], ids=["1280", "390"])
@pytest.mark.parametrize("lang", ["en", "el"])
def test_every_board_text_is_readable_at_the_default_zoom(
    browser: Browser, server: ServerProcess, viewport: Any, least: float, lang: str
) -> None:
    page = open_table(browser, server, GAME, 4, viewport=viewport, lang=lang)
    ready(page)
    sizes = page.evaluate(TEXT_SIZES)
    # A phone shows one section of the board at a time: each is measured in its turn.
    for tab in page.locator(".section-tabs [role=tab]").all():
        tab.click()
        sizes += page.evaluate(TEXT_SIZES)
    assert len(sizes) > 80, len(sizes)  # the action board, the homes, the track, the dice and the cards
    assert min(sizes) >= least, sorted(sizes)[:5]
    assert page.errors == []
    page.context.close()


def test_a_spectator_sees_no_card_we_stored_face_down(browser: Browser, server: ServerProcess) -> None:
    page = open_table(browser, server, GAME, 2)
    rng = random.Random(3)
    stored = None
    for _ in range(400):  # play until we have drawn Empire cards and stored one of them
        st = ready(page)
        assert st["status"] != "finished", "no Explore came to us"
        codes = [offer["code"] for offer in st["legal"]]
        wanted = [i for i, c in enumerate(codes) if c == "draw" or re.fullmatch(r"store [a-z0-9-]+", c)]
        wanted = wanted or [i for i, c in enumerate(codes) if c.endswith(" explore")]
        i = rng.choice(wanted) if wanted else choose(codes, rng)
        page.evaluate(CLICK_ONE, (i + 0.5) / len(codes))
        page.wait_for_function(f"app.since > {st['log_index']}")
        if re.fullmatch(r"store [a-z0-9-]+", codes[i]):
            stored = codes[i].split()[1]
            break
    assert stored is not None
    page.wait_for_function("app.state.view.players[0].stored.length > 0")
    assert page.locator('.aw-mat[data-seat="0"] [data-target^="your-stored-"]').count() >= 1
    watcher = browser.new_context(viewport=DESKTOP).new_page()
    watcher.goto(page.url)
    watcher.wait_for_function("app.state !== null && app.state.seat === null && app.drawn === app.since")
    seen = watcher.evaluate("app.state.view.players[0]")
    assert seen["stored"] is None and seen["stored_ids"] is None
    open_mats(watcher, 0)  # a spectator's panel opens no mat by itself
    mat = watcher.locator('.aw-mat[data-seat="0"]')
    assert mat.locator('[data-target^="your-"]').count() == 0
    expect(mat).to_contain_text("face down")
    assert watcher.locator(".selectable").count() == 0
    watcher.context.close()
    page.context.close()


ATTACKING = ("fight", "attack", "pay", "damage", "build", "recruit", "place")
# The newest roll of this round damaged a card (what the board tells of a roll: the newest, until the round ends).
HIT = """(() => { const events = app.log.entries.map((e) => e.event);
  const after = events.slice(events.findLastIndex((e) => e.kind === "damage_dice") + 1);
  return events.some((e) => e.kind === "damage_dice") && after.some((e) => e.kind === "damaged")
    && !after.some((e) => e.kind === "round_start"); })()"""


def test_a_beaten_titan_shows_its_roll_and_the_card_it_damaged_and_each_round_end_shows_each_seat_fed_or_not(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    rng = random.Random(5)
    # A game may well end with no titan's dice damaging a card (12 of 20 in a trial; the server seeds each
    # table at random): then another, up to twenty, so that CI does not fail by luck.
    for _ in range(20):
        page = open_table(browser, server, GAME, 2)
        slugs = card_slugs(page)
        if not play_by_clicking(page, rng, slugs, stop=HIT, preferred=ATTACKING)["finished"]:
            break
        page.context.close()
    else:
        pytest.fail("no titan's dice damaged a card in twenty games")
    st = ready(page)
    assert st["status"] != "finished", "no titan's dice damaged a card in twenty games"
    events = page.evaluate("app.log.entries.map((e) => e.event)")
    roll = next(e for e in reversed(events) if e["kind"] == "damage_dice")
    seat, card = roll["seat"], next(e["card"] for e in events if e["kind"] == "damaged" and e["index"] > roll["index"])
    # §8.5 the faces it showed are lit on the dice, and the panel says who beat the titan and which card it hit
    assert page.locator(".aw-face.rolled").count() >= len({(f["titan"], f["coin"]) for f in roll["faces"][:3]})
    names = page.evaluate("app.names.en.card")
    expect(page.locator(".aw-roll-text")).to_contain_text(names[card])
    damaged = {e["card"] for e in events if e["kind"] == "damaged" and e["index"] > roll["index"]}
    open_mats(page, seat)  # the seat's cards are on its mat (only the reader's opens by itself)
    hit = page.locator(f'.aw-mat[data-seat="{seat}"] .aw-chip.hit')
    expect(hit).to_have_count(len(damaged))
    assert all("☠" in text for text in hit.all_text_contents())
    # each drawn as a card of the city, face down (hatched) and stamped ☠
    expect(page.locator(f'.aw-mat[data-seat="{seat}"] .aw-city-card.damaged.hit .aw-skull')).to_have_count(len(damaged))
    assert names[card] in " ".join(hit.all_text_contents())
    page.screenshot(path=str(screenshots / "ancient-world-roll.png"))
    # §4.3 a round's end: each seat's box says whether its citizens were fed (unless that end was the game's)
    if not play_by_clicking(page, rng, slugs, stop=f"app.state.view.round > {st['view']['round']}")["finished"]:
        st = ready(page)
        summaries = page.locator(".aw-home-summary")
        expect(summaries).to_have_count(2)
        for seat, summary in enumerate(summaries.all_text_contents()):
            hungry = st["view"]["players"][seat]["hungry"]
            assert ("hungry" in summary) == bool(hungry) and ("fed" in summary) == (not hungry), summary
    assert page.errors == []
    page.context.close()


# Each seat's mat against its view: the city's cards in order (Empire cards, then Districts and Titans) each with
# the capacity it gives as slots, a damaged one stamped ☠, a card action's citizen slot (filled once used); the
# capacity left as empty places; the coins as a pile whose number is the view's (on the mat and on each army); no
# text under 12 px.
CITY_MISMATCHES = """() => {
  const view = app.state.view, found = [];
  for (const p of view.players) {
    const mat = document.querySelector(`.aw-mat[data-seat="${p.seat}"]`);
    const cards = [...mat.querySelectorAll('.aw-city .aw-city-card[data-card]')];
    const slugs = [...p.empire.map((e) => e.card), ...p.districts, ...p.titans];
    if (cards.map((c) => c.dataset.card).join() !== slugs.join()) found.push(`${p.seat}: cards ${slugs}`);
    cards.forEach((el, i) => {
      const card = view.cards[slugs[i]], e = p.empire[i];
      if (el.querySelectorAll('.aw-gives-cap i').length !== (card.capacity ?? 0)) found.push(`${slugs[i]}: capacity`);
      if (!e) return;
      if (!!el.querySelector('.aw-skull') !== e.damaged || el.classList.contains('damaged') !== e.damaged)
        found.push(`${e.card}: damage`);
      const slot = el.querySelector('.aw-slot');
      if (!!slot !== !!card.action || (slot && (slot.classList.contains('filled') !== e.used
          || !!slot.querySelector('.aw-cit') !== e.used))) found.push(`${e.card}: citizen slot`);
    });
    const free = mat.querySelectorAll('.aw-city .aw-free i').length;
    if (free !== Math.max(0, p.capacity - p.capacity_used)) found.push(`${p.seat}: ${free} free places`);
    const walk = document.createTreeWalker(mat, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const size = parseFloat(getComputedStyle(n.parentElement).fontSize);
      if (n.textContent.trim() && size < 12) found.push(`${p.seat}: "${n.textContent}" at ${size} px`);
    }
    const piles = [[mat.querySelector('.aw-stats .aw-coin-pile'), p.coins],
                   ...p.armies.map((a, i) => [mat.querySelectorAll('.aw-army .aw-coin-pile.pic')[i], a.picture_coins])];
    for (const [pile, n] of piles) {
      if (!pile || pile.querySelector('.aw-coin-n').textContent !== String(n)
          || pile.querySelectorAll('.aw-disc').length !== Math.min(n, 5)) found.push(`${p.seat}: a pile of ${n}`);
    }
  }
  return found;
}"""

# Every card name of the game drawn on a city card of the mat (all of them, damaged, in the reader's language):
# the lines that run past their card.
NAMES_PAST_CARDS = """() => {
  const view = structuredClone(app.state.view);
  view.players[0].empire = Object.keys(app.names.en.card)
    .map((card) => ({ card, id: card, damaged: true, used: false }));
  const mat = app.board.module.mat(view, 0, app.board.context());
  const shown = document.querySelector('.aw-mat[data-seat="0"]');
  shown.after(mat);
  const found = [...mat.querySelectorAll('.aw-city-card')].flatMap((card) => {
    const box = card.getBoundingClientRect();
    const text = (el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect();
    };
    return [...card.querySelectorAll('.aw-name > span, .aw-foot > *')].map((el) => [el, text(el)])
      .filter(([, r]) => r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5))
      .map(([el, r]) => `${card.dataset.card} ${el.className || "line"} "${el.textContent}" `
        + `${Math.round(r.right - box.right)}`);
  });
  const count = mat.querySelectorAll('.aw-city-card').length;
  mat.remove();
  return [count, found];
}"""


def test_each_city_is_cards_with_capacity_and_damage_and_coins_are_piles_and_greek_names_fit(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    page = open_table(browser, server, GAME, 4)
    play_by_clicking(page, random.Random(11), card_slugs(page), stop="app.state.view.round >= 3", preferred=ATTACKING)
    ready(page)
    open_mats(page, 1, 2, 3)
    assert page.locator(".aw-mat .aw-city-card[data-card]").count() >= 8  # four Capitals' starting cards at least
    assert page.evaluate(CITY_MISMATCHES) == []
    page.locator('.aw-mat[data-seat="0"]').screenshot(path=str(screenshots / "ancient-world-city.png"))
    for lang, word in (("el", "Πόλη"), ("en", "City")):
        page.select_option("#lang", lang)
        expect(page.locator('.aw-mat[data-seat="0"] .aw-label').first).to_have_text(word)
        count, past = page.evaluate(NAMES_PAST_CARDS)
        assert count >= 80 and past == [], (lang, past)
        assert page.evaluate(OVERFLOWING) == [], lang
    page.screenshot(path=str(screenshots / "ancient-world-city-1280-en.png"))
    assert page.errors == []
    page.context.close()


# Each figure of each seat's line in the players panel: its text, its accessible name and tooltip, its size (px),
# and whether it is drawn with a picture; and every "◎" a player reads in the panel (the coin's old glyph).
PANEL_FIGURES = """() => ({
  figures: [...document.querySelectorAll('#players .aw-summary .aw-key')].map((k) => ({ text: k.textContent.trim(),
    label: k.getAttribute('aria-label'), tip: k.dataset.tip, px: parseFloat(getComputedStyle(k).fontSize),
    drawn: k.querySelector('svg') !== null })),
  glyphs: (document.getElementById('players').innerText.match(/◎/g) ?? []).length,
})"""


@pytest.mark.parametrize(("lang", "coins"), [("en", r"\d+ coins?"), ("el", r"\d+ νομίσματ?α?")])
def test_the_players_panel_says_what_each_figure_is(
    browser: Browser, server: ServerProcess, screenshots: Path, lang: str, coins: str
) -> None:
    """The coins were a "◎" and a number, a symbol no player reads: now a drawn coin named in words (tooltip and
    accessible name) in the page's language, at least 12 px, as is every other figure of the line."""
    page = open_table(browser, server, GAME, 4, lang=lang)
    ready(page)
    shown = page.evaluate(PANEL_FIGURES)
    assert shown["glyphs"] == 0, shown
    figures = shown["figures"]
    assert len(figures) >= 4 * 6, figures
    coin = figures[0]
    assert coin["drawn"] and re.fullmatch(r"\d+", coin["text"]) and re.fullmatch(coins, coin["label"]), coin
    assert all(f["label"] and f["label"] == f["tip"] and f["px"] >= 12 for f in figures), figures
    page.locator("#players").screenshot(path=str(screenshots / f"ancient-world-panel-1280-{lang}.png"))
    assert page.errors == []
    page.context.close()




# Each mat's label of its armies (the label of the row holding its army chips), and the army chips drawn over it:
# a chip's box with the ring the shell draws around it (a place to click: an outline; a place just touched: a
# shadow) meets the label's box by more than a pixel. With `ringed`, every chip is marked as the shell marks a place
# to click (when the reader picks the armies that pay for an attack), as drawn then.
ARMIES_LABEL = """(ringed) => {
  const over = [], labels = [];
  const chips = [...document.querySelectorAll('.aw-mat .aw-army')];
  if (ringed) chips.forEach((chip) => chip.classList.add('selectable'));
  const ring = (el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle === 'none' ? 0
      : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const shadow = style.boxShadow === 'none' ? 0 : Math.max(0, ...[...style.boxShadow.matchAll(/(-?[\\d.]+)px/g)]
      .map((m) => parseFloat(m[1])));
    return Math.max(0, outline, shadow);
  };
  for (const row of document.querySelectorAll('.aw-mat .aw-mat-row:has(.aw-army)')) {
    const name = row.querySelector(':scope > .aw-label');
    const a = name.getBoundingClientRect();
    labels.push({ text: name.textContent, width: a.width, height: a.height });
    for (const chip of row.querySelectorAll('.aw-army')) {
      const b = chip.getBoundingClientRect(), r = ring(chip);
      if (Math.min(a.right, b.right + r) - Math.max(a.left, b.left - r) > 1
          && Math.min(a.bottom, b.bottom + r) - Math.max(a.top, b.top - r) > 1) {
        over.push([name.textContent, chip.textContent.slice(0, 30), r]);
      }
    }
  }
  if (ringed) chips.forEach((chip) => chip.classList.remove('selectable'));
  return { labels, over, chips: chips.length };
}"""


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280", "390"])
def test_no_army_chip_covers_the_armies_label_of_a_mat(
    browser: Browser, server: ServerProcess, screenshots: Path, viewport: Any, lang: str
) -> None:
    page = open_table(browser, server, GAME, 4, viewport=viewport, lang=lang)
    # Into the game: armies recruited, coins on their pictures, attacks made (coins on their names).
    play_by_clicking(page, random.Random(11), card_slugs(page), stop="app.state.view.round >= 6", preferred=ATTACKING)
    ready(page)
    if viewport == DESKTOP:
        open_mats(page, 1, 2, 3)  # ours is open; on a phone "since your last turn" lies over the others' rows
    for ringed in (False, True):
        shown = page.evaluate(ARMIES_LABEL, ringed)
        assert shown["chips"] >= (6 if viewport == DESKTOP else 2), shown  # each seat starts with two armies
        assert {x["text"] for x in shown["labels"]} == {"Armies" if lang == "en" else "Στρατοί"}, shown
        assert all(x["width"] > 0 and x["height"] > 0 for x in shown["labels"]), shown
        assert shown["over"] == [], (ringed, shown)
    page.locator('.aw-mat[data-seat="0"] .aw-army').first.scroll_into_view_if_needed()
    page.screenshot(path=str(screenshots / f"ancient-world-armies-{viewport['width']}-{lang}.png"))
    assert page.errors == []
    page.context.close()


def test_a_rules_tooltip_keeps_the_rulebooks_greek_behind_a_toggle(browser: Browser, server: ServerProcess,
                                                                   screenshots: Path) -> None:
    page = open_table(browser, server, GAME, 2)
    ready(page)
    tip = page.locator("#tip")
    page.locator('[data-space="work"] > .hit').hover()
    expect(tip).to_contain_text("Work: gain 2 coins (§6, p. 10)")
    original = tip.locator(".tip-original")
    # Our English with its section first; the Greek original is in the tip but not shown until asked for.
    expect(original).to_be_hidden()
    assert not re.search(r"[α-ω]", tip.inner_text())
    toggle = tip.locator(".tip-rulebook")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    toggle.click()
    expect(original).to_be_visible()
    assert original.get_attribute("lang") == "el"
    quotes = original.locator(".tip-quote").all_inner_texts()
    # Work's own words (§6) and, as Work has no placement rule of its own, the general one (§5), each with its page.
    assert quotes[0].startswith("§6 «Εργασία: Ο παίκτης παίρνει δύο νομίσματα.» (σελ. 10)")
    assert quotes[1].startswith("§5 «Κάθε παίκτης μπορεί να τοποθετήσει") and quotes[1].endswith("(σελ. 5)")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    box = tip.bounding_box()
    assert box is not None and box["y"] + box["height"] <= DESKTOP["height"]
    # Opened, it stays while the pointer goes away to read; the toggle folds it again.
    page.mouse.move(5, 5)
    page.wait_for_timeout(600)
    expect(original).to_be_visible()
    page.screenshot(path=str(screenshots / "ancient-world-rulebook-text-1280.png"))
    toggle.click()
    expect(original).to_be_hidden()
    page.keyboard.press("Escape")
    expect(tip).to_be_hidden()
    # Build has its own placement rule: its quote, not the general one; on a Greek page the toggle is Greek.
    page.select_option("#lang", "el")
    page.wait_for_function("document.querySelector('[data-space=build] .aw-space-name').textContent === 'Κατασκευή'")
    page.locator('[data-space="build"] > .hit').hover()
    expect(tip.locator(".tip-rulebook")).to_have_text("το κείμενο του κανονισμού")
    tip.locator(".tip-rulebook").click()
    quotes = original.locator(".tip-quote").all_inner_texts()
    assert [q.split(" ")[0] for q in quotes] == ["§6", "§5"]
    assert "Κατασκευή:" in quotes[0] and "πρέπει να πληρώσει ένα νόμισμα" in quotes[1]


# Just after a round's end: each seat's box, its summary line ("+5◎ · fed") and the boxes of the citizens drawn
# at its home, once they have glided there (no piece mid-transition); and each summary a home citizen's box meets.
SUMMARY_OVER_CITIZENS = """() => {
  const moving = [...document.querySelectorAll('.aw-home [data-piece]')].some((el) => el.style.transform
    || el.getAnimations().some((a) => a.playState === 'running'));
  const boxes = [...document.querySelectorAll('.aw-home')].map((home) => {
    const text = home.querySelector('.aw-home-summary');
    const tokens = [...home.querySelectorAll(':scope > .aw-token:not(.hungry)')];
    return { summary: text?.textContent ?? null, box: text?.getBoundingClientRect().toJSON() ?? null,
             tokens: tokens.map((t) => t.getBoundingClientRect().toJSON()) };
  });
  const meets = (a, b) => Math.min(a.right, b.right) > Math.max(a.left, b.left)
    && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);
  const over = boxes.flatMap((b, seat) => (b.box ? b.tokens.filter((t) => meets(b.box, t)) : [])
    .map(() => [seat, b.summary]));
  return { moving, boxes, over };
}"""


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280", "390"])
def test_no_home_citizen_covers_a_seats_summary_after_a_round_ends(
    browser: Browser, server: ServerProcess, screenshots: Path, viewport: Any, lang: str
) -> None:
    """§4.3: for 9 s after a round's end each seat's box says what it gained and whether all were fed, while its
    citizens come home to the same box: neither may be drawn over the other, in either language, on either screen."""
    page = open_table(browser, server, GAME, 4, viewport=viewport, lang=lang)
    if play_by_clicking(page, random.Random(3), card_slugs(page), stop="app.state.view.round > 1")["finished"]:
        pytest.fail("the game ended in its first round")
    ready(page)
    page.wait_for_function(f"({SUMMARY_OVER_CITIZENS})().moving === false")
    shown = page.evaluate(SUMMARY_OVER_CITIZENS)
    assert [b["summary"] is not None for b in shown["boxes"]] == [True] * 4, shown  # still within the 9 s
    assert sum(len(b["tokens"]) for b in shown["boxes"]) >= 4, shown  # each seat's citizens are home (or hungry)
    page.locator(".aw-homes").scroll_into_view_if_needed()
    page.screenshot(path=str(screenshots / f"ancient-world-round-end-{viewport['width']}-{lang}.png"))
    assert shown["over"] == [], shown
    assert page.errors == []
    page.context.close()


# Seat 0's box drawn with all its citizens home, or all in the Hunger box: each token's rectangle, and the box's.
ALL_CITIZENS = """async (hungry) => {
  const view = structuredClone(app.state.view);
  const p = view.players[0];
  p.citizens = [1, 2, 3, 4, 5];
  p.placed = [];
  p.hungry = hungry ? [1, 2, 3, 4, 5] : [];
  app.board.draw(view);
  const home = document.querySelector('.aw-home');
  home.scrollIntoView();
  // Where the tokens come to rest: a piece drawn elsewhere before moves to its new place.
  const moving = () => [...home.querySelectorAll('[data-piece]')].some((el) => el.style.transform
    || el.getAnimations().some((a) => a.playState === 'running'));
  while (moving()) await new Promise((done) => setTimeout(done, 50));
  const rect = (el) => el.getBoundingClientRect().toJSON();
  return { hunger: rect(home.querySelector('rect[stroke-dasharray]')),
           tokens: [...home.querySelectorAll(':scope > .aw-token')].map(rect) };
}"""


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280", "390"])
def test_five_citizens_home_keep_clear_of_the_hunger_box_and_five_hungry_stay_in_it(
    browser: Browser, server: ServerProcess, viewport: Any
) -> None:
    """§1 a seat has at most 5 citizens: all of them at home stay left of its Hunger box (on a phone the fifth lay on
    it), without covering one another; all of them hungry stay inside the box."""
    page = open_table(browser, server, GAME, 4, viewport=viewport)
    ready(page)
    home = page.evaluate(ALL_CITIZENS, False)
    hunger, tokens = home["hunger"], home["tokens"]
    assert len(tokens) == 5
    assert all(t["right"] <= hunger["left"] for t in tokens), home
    assert all(a["right"] <= b["left"] + 0.5 for a, b in pairwise(tokens)), home
    hungry = page.evaluate(ALL_CITIZENS, True)
    assert len(hungry["tokens"]) == 5
    box = hungry["hunger"]
    assert all(box["left"] <= t["left"] and t["right"] <= box["right"] for t in hungry["tokens"]), hungry
    assert page.errors == []
    page.context.close()
