"""The doubtful readings of issue 17, each checked against the Greek rulebook (the quotes are its text)."""

from __future__ import annotations

from rr_helpers import at_main, box_place, boxes, go, hold_ivory, loc, new, place, play, set_stack, tile

from agora.games.relic_runners.state import MAIN


def test_purple_5_teleports_to_base_camp_and_the_turn_goes_on() -> None:
    # «Αμέσως μεταφερθείτε στην Κατασκήνωση Βάσης και πάρτε 3 Πακέτα Τροφίμων»: a transport, not the end of a move
    # at Base Camp («ΟΛΟΚΛΗΡΩΝΩΝΤΑΣ ΤΗΝ ΜΕΤΑΚΙΝΗΣΗ ΣΑΣ … εκεί τελειώνει ο γύρος σας»), so a toolbox may still be used
    for option, tool_left in ((False, True), (True, False)):
        s = new(players=3, purple_camp_ends_turn=option)
        boxes(s, 0, box_place("machete", 3))
        at_main(s, 0, "te1")
        set_stack(s, "te1", [tile(s, "purple", 1, 1), tile(s, "purple", 2, 5)], public_top=True)
        play(s, "explore")
        assert s.explorer_at[0] == loc(s, "camp") and s.phase == MAIN
        assert any(c.startswith("tool ") for c in s.legal(0)) == tool_left
        assert "done" in s.legal(0)


def test_the_expedition_relic_is_taken_with_the_expedition() -> None:
    # «Η επιτυχημένη αυτή Αποστολή του επιτρέπει να πάρει το Κειμήλιο … Ο παίκτης αμέσως κερδίζει …»: what the
    # expedition earns, with no step of its own; a relic left on its shrine would let expeditions repeat for ever
    s = new()
    for site in ("ru1", "ru2"):
        s.stacks[loc(s, site)] = ()
        s.stack_seen_by[loc(s, site)] = ()
        s.relic_on[loc(s, site)] = 0
    place(s, 0, "ru1")
    events = play(s, go(s, "ru1", "ru2"), "stop")
    assert [e.kind for e in events].count("relic") == 1 and s.relics[0] == 1 and s.relic_on[loc(s, "ru2")] == -1
    assert not any(c.startswith("take") or c == "relic" for c in s.legal(0))


def test_teleport_from_a_fully_explored_temple_follows_the_option() -> None:
    # «Αντί να μετακινηθείτε, μεταφερθείτε άμεσα σε έναν ναό του ίδιου χρώματος με αυτόν που ήδη βρίσκεστε. Ωστόσο,
    # δεν μπορείτε να μεταφερθείτε άμεσα σε μία τοποθεσία με Κειμήλιο»: the text bars relic places only as targets
    for option, offered in ((True, True), (False, False)):
        s = new(teleport_from_shrine=option)
        hold_ivory(s, 0, 2, 6)
        s.stacks[loc(s, "te1")] = ()
        s.stack_seen_by[loc(s, "te1")] = ()
        s.relic_on[loc(s, "te1")] = 3
        place(s, 0, "te1")
        assert any(c.startswith("teleport") for c in s.legal(0)) == offered


def test_refill_only_at_the_start_of_the_turn_not_after_a_toolbox_use() -> None:
    # ivory L2 #3 «Στην αρχή του γύρου σας, αναπληρώστε τα αποθέματα τροφίμων σας μέχρι και σε 5 Πακέτα»
    s = new(players=3)
    hold_ivory(s, 0, 2, 3)
    boxes(s, 0, box_place("shovel", 1))
    s.rations[0] = 1
    assert "refill" in s.legal(0)
    play(s, "tool shovel 1", "shovel vp")  # the shovel's 2 VP, before moving
    assert not s.pending and s.move_length == 0 and "refill" not in s.legal(0)


def test_the_shrine_is_shown_after_the_last_tiles_action() -> None:
    # «Ο παίκτης που παίρνει το τελευταίο πλακίδιο εκτελεί την ανάλογη ενέργεια Ερειπίων ή Ναού και ΕΠΕΙΤΑ τοποθετεί
    # ένα Κειμήλιο»: a ruin's pathway first, then the relic
    s = new()
    at_main(s, 0, "ru1")
    s.stacks[loc(s, "ru1")] = s.stacks[loc(s, "ru1")][-1:]
    s.stack_seen_by[loc(s, "ru1")] = s.stack_seen_by[loc(s, "ru1")][-1:]
    events = play(s, "explore")
    assert s.relic_on[loc(s, "ru1")] == -1 and "shrine" not in [e.kind for e in events]
    events = play(s, next(c for c in s.legal(0) if c.startswith("path ")))
    assert [e.kind for e in events][-1] == "shrine" and s.relic_on[loc(s, "ru1")] == 0
