"""Properties of the engine over random legal playouts (hypothesis).

Each property runs over playouts from ``strategies.playouts``: random playable rules, a
random dealer, a seeded or hypothesis-shuffled deal and hypothesis-drawn choices among
``legal_actions``. Where a property needs the rules of the game it uses small reference
implementations written here from the catalogue (rank order, card points, following,
trick winner, bid cap, rounding), independent of the engine's tables; those of the
trick-play variants (E1, E3-E6, the ace marriage in C6) are in ``reference/play.py``.
"""

from __future__ import annotations

import os
import pickle
from collections import Counter
from collections.abc import Iterable

import attrs
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import thousand as t
from reference import bidding as bids_ref
from reference import layouts as lay
from reference import play as ref
from strategies import (
    CHANCE_KINDS,
    CHANCE_REFUSALS,
    PLAYABLE_PLAYERS,
    Playout,
    bid_limits,
    candidate_actions,
    deal_from_order,
    playouts,
    rules,
    shape_of,
    tricks_of,
)

rule = pytest.mark.rule
Reason = t.Reason

# Hypothesis settings: many cheap playouts, fewer for the exhaustive candidate checks
# (about 4,300 playouts in all; the file runs in about 25 s on two cores, about 2.5 times
# that under coverage). THOUSAND_PROPERTY_SCALE=10 runs ten times as many examples.
# No deadline: the machine is shared and timings vary.
_SCALE = float(os.environ.get("THOUSAND_PROPERTY_SCALE", "1"))
_COMMON = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
FAST = settings(_COMMON, max_examples=max(1, round(250 * _SCALE)))
MEDIUM = settings(_COMMON, max_examples=max(1, round(120 * _SCALE)))
SLOW = settings(_COMMON, max_examples=max(1, round(80 * _SCALE)))

PLAYOUTS = playouts()

# --- reference implementations (from RULES-CATALOGUE.md, not from the engine) ------------

RANK_ORDER = (t.Rank.NINE, t.Rank.JACK, t.Rank.QUEEN, t.Rank.KING, t.Rank.TEN, t.Rank.ACE)
"""core.rank_order: in a suit, low to high."""
RANK_POINTS = {
    t.Rank.ACE: 11,
    t.Rank.TEN: 10,
    t.Rank.KING: 4,
    t.Rank.QUEEN: 3,
    t.Rank.JACK: 2,
    t.Rank.NINE: 0,
}
"""core.card_points."""
MARRIAGE_RANKS = (t.Rank.KING, t.Rank.QUEEN)


def points_of(cards: Iterable[t.Card]) -> int:
    return sum(RANK_POINTS[card.rank] for card in cards)


def strength(card: t.Card) -> int:
    return RANK_ORDER.index(card.rank)


def reference_winner(plays: tuple[tuple[int, t.Card], ...], trump: t.Suit | None) -> int:
    """core.trick_winner: the highest trump, else the highest card of the led suit."""
    led = plays[0][1].suit
    trumps = [(seat, card) for seat, card in plays if card.suit == trump]
    pool = trumps or [(seat, card) for seat, card in plays if card.suit == led]
    return max(pool, key=lambda play: strength(play[1]))[0]


def reference_follow(
    hand: tuple[t.Card, ...], trick: tuple[tuple[int, t.Card], ...], trump: t.Suit | None
) -> set[t.Card]:
    """core.follow: the led suit if held, else a trump if set and held, else anything."""
    if not trick:
        return set(hand)
    led = trick[0][1].suit
    for suit in (led, trump):
        same = {card for card in hand if card.suit == suit}
        if suit is not None and same:
            return same
    return set(hand)


def marriages_in(hand: Iterable[t.Card]) -> list[t.Suit]:
    """core.marriage: the suits whose king and queen are both in ``hand``."""
    held = set(hand)
    return [
        suit
        for suit in t.Suit
        if t.Card.of(t.Rank.KING, suit) in held and t.Card.of(t.Rank.QUEEN, suit) in held
    ]


def reference_round(points: int, rounding: t.Rounding) -> int:
    """F1: remainder 1-2 rounds down, 3-4 up (17 -> 15, 18 -> 20); F8: to 10 with 5 up
    (15 -> 20), or down to 10 or 5 (19 -> 10, 15)."""
    if rounding is t.Rounding.NONE:
        return points
    if rounding is t.Rounding.NEAREST_10:
        return (points + 5) // 10 * 10
    if rounding is t.Rounding.DOWN_10:
        return points // 10 * 10
    if rounding is t.Rounding.DOWN_5:
        return points // 5 * 5
    remainder = points % 5
    return points - remainder if remainder in (0, 1, 2) else points + 5 - remainder


def with_seat(action: t.Action, seat: int) -> t.Action:
    """The same action for another seat."""
    assert not isinstance(action, (t.Deal, t.ExposedCard))
    return attrs.evolve(action, seat=seat)


def snapshot(state: t.RoundState) -> tuple[object, ...]:
    """Everything a state shows through its public properties."""
    return (
        state.rules,
        state.dealer,
        state.phase,
        state.to_act,
        state.hands,
        state.talon,
        state.talon_shown,
        state.log,
        state.bids,
        state.highest_bid,
        state.passed,
        state.declarer,
        state.contract,
        state.conceded,
        state.trump,
        state.marriages,
        state.trick,
        state.leader,
        state.tricks,
        tuple(state.taken(seat) for seat in range(state.players)),
        state.unseen,
        state.dark,
        state.multiplier,
    )


def given_to(state: t.RoundState) -> set[int]:
    """The opponents who received a card in the exchange so far."""
    return {action.to for action in state.log if isinstance(action, t.GiveCard)}


def opponents(state: t.RoundState) -> set[int]:
    """The declarer's opponents: the other seats that play (A5: not the sitting dealer)."""
    return set(state.seats) - {state.declarer} if state.declarer is not None else set()


def describe(playout: Playout) -> None:
    """Label the example for ``--hypothesis-show-statistics``."""
    final = playout.final
    if final.conceded:
        event("conceded")
    else:
        event("made" if t.round_result(final).made else "failed")
    event(f"marriages declared: {len(final.marriages)}")
    for declaration in final.declarations:
        if declaration.kind is not t.MarriageKind.MARRIAGE:
            event(f"declared: {declaration.kind.value}")


# --- cards ------------------------------------------------------------------------------


@rule("core.deck")
@rule("A1")
@rule("A2")
@rule("A3")
@rule("A5")
@FAST
@given(PLAYOUTS)
def test_24_cards_are_conserved_at_every_state(playout: Playout) -> None:
    """Every card is in a hand, a trick, or apart: a talon not taken, the discards, the
    dummy or the stock (A3); the sitting dealer holds none (A5)."""
    describe(playout)
    assert playout.states[0].hands == ((),) * playout.rules.players
    hand_sizes, _ = shape_of(playout.rules, playout.dealer)
    for state in playout.states[1:]:
        if not any(isinstance(a, t.Deal) for a in state.log):
            # Before the deal (the cutting, A9) or instead of it (A10): no cards out.
            assert state.hands == ((),) * state.players
            continue
        before_auction = state.phase is t.Phase.BIDDING or (
            state.declarer is None and state.phase in (t.Phase.REDEAL, t.Phase.OVER)
        )
        taken = [card for seat in range(state.players) for card in state.taken(seat)]
        in_trick = [card for _, card in state.trick]
        held = [card for hand in state.hands for card in hand]
        everything = Counter([*held, *lay.apart(state), *taken, *in_trick])
        assert everything == Counter(t.DECK), state
        if state.sitting_out is not None:
            assert state.hand(state.sitting_out) == ()
            assert state.sitting_out not in state.seats
        # Taken cards are exactly the cards of the tricks each seat won.
        for seat in range(state.players):
            won = [card for trick in state.tricks if trick.winner == seat for card in trick.cards]
            assert sorted(state.taken(seat)) == sorted(won)
        if before_auction:
            assert tuple(len(hand) for hand in state.hands) == hand_sizes
        if state.phase is t.Phase.PLAYING:
            # A2: eight cards each after the exchange (A3: ten, eleven, or the stock's
            # hand); one fewer per card played, one more per card drawn.
            for seat in state.seats:
                assert len(state.hand(seat)) == lay.hand_in_play(state, seat)


@rule("core.card_points")
@rule("E6")
@rule("A3")
@rule("A4")
@rule("A5")
@FAST
@given(PLAYOUTS)
def test_a_played_out_deal_has_120_card_points(playout: Playout) -> None:
    """The tricks hold 120 card points; E6's bonus is apart, to the last trick's taker.

    With two players the tricks, the piles left over (A4: the unused talon, the bank,
    the discards, which the results count for their takers) and the cards out of play
    (A3: the dummy) hold 120. With four the tricks hold 120 (the declarer plays the
    talon's cards); the sitting dealer's talon points come on top (A5).
    """
    describe(playout)
    final = playout.final
    result = t.round_result(final)
    if final.conceded or not playout.played:
        assert final.tricks == ()
        assert result.card_points == (0,) * final.players
        assert result.bonus_points == (0,) * final.players
        return
    bonus = final.rules.play.last_trick_bonus
    last = final.tricks[-1].winner
    nines = ref.four_nines_leader(final)  # B5
    assert result.four_nines == nines
    assert result.bonus_points == tuple(
        (bonus if s == last else 0) + (final.rules.redeal.four_nines_bonus if s == nines else 0)
        for s in range(final.players)
    )
    assert len(final.tricks) == tricks_of(final.rules)
    assert all(len(trick.plays) == len(final.seats) for trick in final.tricks)
    played = sorted(card for trick in final.tricks for card in trick.cards)
    assert sorted([*played, *lay.apart(final)]) == sorted(t.DECK)
    dead = points_of(lay.out_of_play(final))
    assert (
        sum(points_of(trick.cards) for trick in final.tricks) + points_of(lay.apart(final)) == 120
    )
    assert sum(trick.points for trick in final.tricks) + sum(lay.pile_points(final)) + dead == 120
    assert sum(result.card_points) + dead == 120
    piles = lay.pile_points(final)
    assert result.card_points == tuple(
        points_of(final.taken(s)) + piles[s] for s in range(final.players)
    )
    assert result.tricks == tuple(
        sum(trick.winner == seat for trick in final.tricks) for seat in range(final.players)
    )
    assert sum(result.tricks) == tricks_of(final.rules)
    sitting = final.sitting_out
    assert result.sitting_out == sitting
    if sitting is not None:  # A5: the talon's points, on top of the 120
        assert result.talon_points == points_of(final.talon)
        assert result.talon_marriage == lay.talon_marriage(final.talon)
        assert result.card_points[sitting] == result.tricks[sitting] == 0


@rule("core.declarer_score")
@rule("core.defender_score")
@rule("F1")
@rule("F2")
@rule("E2")
@rule("E3")
@rule("E4")
@rule("E6")
@rule("D4")
@rule("D5")
@rule("D6")
@rule("F3")
@rule("A4")
@rule("A5")
@rule("B5")
@FAST
@given(PLAYOUTS)
def test_score_changes_follow_the_formulas(playout: Playout) -> None:
    """The declarer, the defenders (with their piles, A4) and the sitting dealer (A5)."""
    describe(playout)
    final = playout.final
    result = t.round_result(final)
    if not playout.played:
        return  # test_redeal_properties: the deals that end without play
    declarer, contract = final.declarer, final.contract
    assert declarer is not None
    assert contract is not None
    assert (result.declarer, result.contract, result.conceded) == (
        declarer,
        contract,
        final.conceded,
    )
    seats = final.seats  # the seats that play (A5)
    sitting = final.sitting_out
    marriage_points = [0] * final.players
    for declaration in final.declarations:
        marriage_points[declaration.seat] += ref.value(final.rules, declaration)
    rounding = final.rules.deal_scoring.rounding
    # F6: a deal won with a dark bid multiplies every score (no golden deals here).
    scoring = final.rules.deal_scoring
    winning = [a for a in final.log if isinstance(a, t.Bid)]
    dark = bool(winning) and winning[-1].blind
    assert result.dark == final.dark == dark
    m = scoring.dark_multiplier if dark else 1
    assert result.multiplier == final.multiplier == m
    weight = m if scoring.bolt_doubling and m > 1 else 1
    if sitting is not None:
        # A5, A6: the talon's card points and the value of a marriage lying in it,
        # rounded; the card points multiplied in a dark deal.
        # A12: or so much per ace instead of the card points, or nothing.
        suit = lay.talon_marriage(final.talon)
        value = final.rules.play.marriage_values[suit] if suit is not None else 0
        dealing = final.rules.dealing
        if dealing.sitter_scores is t.SitterScores.NOTHING:
            value = 0
            assert result.score_changes[sitting] == 0
        else:
            base = points_of(final.talon)
            if dealing.sitter_scores is t.SitterScores.ACES:
                aces = sum(1 for c in final.talon if c.rank is t.Rank.ACE)
                base = aces * dealing.sitter_ace_points
            rounded = reference_round(base + value, rounding)
            assert result.score_changes[sitting] == lay.sitter_score(
                final.rules, final.talon, m, rounded
            )
        marriage_points[sitting] = value
        assert result.bolts[sitting] == 0
    assert result.marriage_points == tuple(marriage_points)
    changes = tuple(result.score_changes[s] for s in seats)
    if final.conceded:
        # D4-D6: the declarer loses the contract (or gets a bolt instead, or nothing,
        # D9, or a flat fine, D11), each opponent scores 60 or the award of D14 (or half
        # the contract, rounded as a defender's points).
        assert not result.made
        talon = final.rules.talon
        penalty = {
            t.ConcedePenalty.CONTRACT: -contract,
            t.ConcedePenalty.FIXED: -talon.concede_penalty_points,
        }.get(talon.concede_penalty, 0)
        award = talon.concede_award_points
        if talon.concede_award is t.ConcedeAward.HALF_CONTRACT:
            award = reference_round(contract // 2, final.rules.deal_scoring.rounding)
        expected = tuple((penalty if s == declarer else award) * m for s in seats)
        assert changes == expected
        assert tuple(result.bolts[s] for s in seats) == tuple(
            weight * (s == declarer and talon.concede_penalty is t.ConcedePenalty.BOLT)
            for s in seats
        )
        return
    # E6: the last-trick bonus counts like card points, for the declarer and defenders;
    # so does B5's four-nines bonus.
    last = final.tricks[-1].winner
    nines = ref.four_nines_leader(final)
    piles = lay.pile_points(final)
    totals = [
        points_of(final.taken(s))
        + piles[s]
        + marriage_points[s]
        + (final.rules.play.last_trick_bonus if s == last else 0)
        + (final.rules.redeal.four_nines_bonus if s == nines else 0)
        for s in range(final.players)
    ]
    if sitting is not None:
        totals[sitting] += points_of(final.talon)
    assert result.points == tuple(totals)
    made = totals[declarer] >= contract  # F2: compared unrounded
    assert result.made == made
    plain_marriages = dark and not scoring.dark_marriages_multiplied
    expected = tuple(
        (contract if made else -contract) * m
        if s == declarer
        else reference_round(totals[s], rounding) * m
        - (marriage_points[s] * (m - 1) if plain_marriages else 0)
        for s in seats
    )
    assert changes == expected
    # F3: a bolt for taking no trick, or for scoring no points (F5: weighted).
    by_points = final.rules.deal_scoring.bolt_rule is t.BoltRule.NO_POINTS
    tricks = [sum(1 for trick in final.tricks if trick.winner == s) for s in range(final.players)]
    assert result.bolts == tuple(
        weight * (s in seats and (totals[s] == 0 if by_points else tricks[s] == 0))
        for s in range(final.players)
    )


# --- who acts ---------------------------------------------------------------------------


@FAST
@given(PLAYOUTS)
def test_exactly_one_seat_acts_or_chance_or_over(playout: Playout) -> None:
    for i, state in enumerate(playout.states):
        assert t.to_act(state) == state.to_act
        assert not (t.is_chance(state) and t.is_over(state))
        # Chance: the deal, and with cutting (A9) each cut before it.
        assert t.is_chance(state) == (
            state.phase is t.Phase.DEALING
            or (state.phase is t.Phase.CUTTING and state.to_act is None)
        )
        assert t.is_chance(state) == (
            i < len(playout.actions) and isinstance(playout.actions[i], CHANCE_KINDS)
        )
        assert t.is_chance(playout.states[0])
        assert t.is_over(state) == (i == len(playout.states) - 1)
        assert t.is_over(state) == (state.phase is t.Phase.OVER)
        legal = t.legal_actions(state)
        if t.is_chance(state) or t.is_over(state):
            assert state.to_act is None
            assert legal == ()
        else:
            if state.phase is t.Phase.CUTTING:  # A9: the dealer decides on the bottom card
                assert state.to_act == state.dealer
            else:
                assert state.to_act in state.seats  # A5: never the sitting dealer
            assert legal
            assert {getattr(action, "seat", None) for action in legal} == {state.to_act}
        if t.is_over(state):
            t.round_result(state)
        else:
            with pytest.raises(t.StateError) as info:
                t.round_result(state)
            assert info.value.reason is Reason.ROUND_NOT_OVER


@FAST
@given(PLAYOUTS)
def test_every_legal_action_applies(playout: Playout) -> None:
    for state in playout.states[1:]:
        legal = t.legal_actions(state)
        assert len(set(legal)) == len(legal), "legal_actions has duplicates"
        assert t.legal_actions(state) == legal, "legal_actions is not deterministic"
        for action in legal:
            assert t.check(state, action) is None
            assert t.is_legal(state, action)
            after = t.apply(state, action)
            assert after.log == (*state.log, action)
            assert after != state


# --- what check accepts -----------------------------------------------------------------


@SLOW
@given(PLAYOUTS)
def test_legal_actions_are_exactly_what_check_accepts(playout: Playout) -> None:
    """Every candidate: accepted iff in legal_actions; refused ones change nothing."""
    for state in playout.states:
        legal = set(t.legal_actions(state))
        copy = pickle.loads(pickle.dumps(state))
        before, hashed = snapshot(state), hash(state)
        for action in candidate_actions(state):
            violation = t.check(state, action)
            if t.is_chance(state) and isinstance(action, CHANCE_KINDS):
                # A chance action, not in legal_actions: accepted, or refused for a reason
                # of its own (a deal that forgets the kept bottom card, a cut by another).
                assert violation is None or violation.reason in CHANCE_REFUSALS, violation
                continue
            assert (violation is None) == (action in legal), (state, action, violation)
            if violation is None:
                continue
            # pytest.raises costs more than the engine here: catch by hand.
            raised: t.IllegalActionError | None = None
            try:
                t.apply(state, action)
            except t.IllegalActionError as error:
                raised = error
            assert raised is not None, f"apply accepted {action!r} that check refused"
            assert raised.reason is violation.reason, (state, action)
            assert raised.violation == violation
        assert all(t.is_legal(state, action) for action in legal)
        # The refused actions left the state equal to a copy taken before.
        assert state == copy
        assert snapshot(state) == before
        assert hash(state) == hashed == hash(copy)


@rule("core.pass_final")
@FAST
@given(PLAYOUTS)
def test_a_seat_acting_out_of_turn_is_refused(playout: Playout) -> None:
    for state in playout.states:
        seat = state.to_act
        if seat is None:
            continue
        for action in t.legal_actions(state):
            for other in range(state.players):
                if other == seat:
                    continue
                expected = {Reason.NOT_YOUR_TURN}
                if state.phase is t.Phase.BIDDING and other in state.passed:
                    expected = {Reason.ALREADY_PASSED}
                violation = t.check(state, with_seat(action, other))
                assert violation is not None
                assert violation.reason in expected, (state, action, other, violation)
            for no_seat in (-1, state.players):
                violation = t.check(state, with_seat(action, no_seat))
                assert violation is not None
                assert violation.reason is Reason.MALFORMED_ACTION


_KINDS_OF_PHASE: dict[t.Phase, tuple[type, ...]] = {
    t.Phase.CUTTING: (t.Cut, t.Recut, t.BuryJack, t.AcceptCut),
    t.Phase.DEALING: (t.Deal, t.ExposedCard),
    t.Phase.REDEAL: (t.ClaimRedeal, t.DeclineRedeal),
    t.Phase.BIDDING: (t.Bid, t.Pass, t.Look),
    t.Phase.TALON: (t.ChooseTalon,),
    t.Phase.EXCHANGE: (t.GiveCard, t.Discard, t.Concede, t.ClaimRedeal),
    t.Phase.CONTRACT: (t.DeclareContract, t.Concede),
    t.Phase.PLAYING: (t.PlayCard,),
    t.Phase.OVER: (),
}


def before_first_lead(state: t.RoundState) -> bool:
    return state.phase is t.Phase.PLAYING and not state.tricks and not state.trick


def kinds_of(state: t.RoundState) -> tuple[type, ...]:
    """The kinds of action that belong to the state's phase (D4: conceding until the lead)."""
    kinds = _KINDS_OF_PHASE[state.phase]
    return (*kinds, t.Concede) if before_first_lead(state) else kinds


def _wrong_phase_reason(state: t.RoundState) -> Reason:
    if state.phase is t.Phase.DEALING:
        return Reason.DEAL_EXPECTED
    if state.phase is t.Phase.CUTTING and state.to_act is None:
        return Reason.CUT_EXPECTED
    if state.phase is t.Phase.OVER:
        return Reason.ROUND_OVER
    return Reason.WRONG_PHASE


@rule("D4")
@MEDIUM
@given(PLAYOUTS)
def test_an_action_of_another_phase_is_refused(playout: Playout) -> None:
    """Every player's action outside its phase: WRONG_PHASE, DEAL_EXPECTED or ROUND_OVER.

    Conceding belongs to the exchange, the contract and trick play until the first lead
    (D4); the declarer conceding after the first lead is told it is too late
    (CONCEDE_NOT_ALLOWED).
    """
    for state in playout.states:
        allowed = {_wrong_phase_reason(state)}
        for action in candidate_actions(state, exhaustive=False):
            if isinstance(action, (t.Deal, *kinds_of(state))):
                continue
            expected = set(allowed)
            if (
                isinstance(action, t.Concede)
                and state.phase is t.Phase.PLAYING
                and action.seat == state.declarer
            ):
                expected.add(Reason.CONCEDE_NOT_ALLOWED)
            violation = t.check(state, action)
            assert violation is not None
            assert violation.reason in expected, (state, action, violation)


@FAST
@given(PLAYOUTS)
def test_a_deal_after_the_cards_are_dealt_is_refused_as_wrong_phase(playout: Playout) -> None:
    """A (valid) Deal once the cards are dealt is an action of the wrong phase; so is one
    before the cut (A9) or after an exposed card (A10)."""
    deals = [deal_from_order(playout.rules, t.DECK)]
    if playout.deal is not None:
        deals.append(playout.deal)
    for state in playout.states:
        if state.phase is t.Phase.DEALING:
            continue
        for deal in deals:
            violation = t.check(state, deal)
            assert violation is not None
            assert violation.reason is _wrong_phase_reason(state), (state, violation)


@rule("D2")
@rule("A3")
@FAST
@given(PLAYOUTS)
def test_a_card_not_held_is_refused(playout: Playout) -> None:
    for state in playout.states:
        seat = state.to_act
        if seat is None:  # a chance node, or over
            continue
        missing = set(t.DECK) - set(state.hand(seat))
        if state.phase is t.Phase.PLAYING:
            for card in missing:
                for declare in (False, True):
                    violation = t.check(state, t.PlayCard(seat=seat, card=card, declare=declare))
                    assert violation is not None
                    assert violation.reason is Reason.CARD_NOT_IN_HAND
        if state.phase is t.Phase.EXCHANGE:
            rules = state.rules
            gives = lay.gives(rules)
            owed = opponents(state) - given_to(state) if gives else set()
            discards = lay.discards(rules) - len(state.discards)
            assert owed or discards > 0  # the exchange is not over
            for card in t.DECK:
                for to in range(state.players):
                    violation = t.check(state, t.GiveCard(seat=seat, to=to, card=card))
                    expected = set()
                    if not gives:
                        expected.add(Reason.NO_GIFT)  # A3: the declarer discards
                    elif to not in opponents(state):
                        expected.add(Reason.NOT_AN_OPPONENT)
                    elif to not in owed:
                        expected.add(Reason.ALREADY_GIVEN)
                    if card in missing:
                        expected.add(Reason.CARD_NOT_IN_HAND)
                    if not expected:
                        assert violation is None
                    else:
                        assert violation is not None
                        assert violation.reason in expected, (state, card, to, violation)
                # A3: discards while the exchange asks for them.
                violation = t.check(state, t.Discard(seat=seat, card=card))
                if not lay.discards(rules):
                    assert violation is not None
                    assert violation.reason is Reason.NO_DISCARD
                elif discards <= 0:
                    assert violation is not None
                    assert violation.reason is Reason.ALREADY_DISCARDED
                elif card in missing:
                    assert violation is not None
                    assert violation.reason is Reason.CARD_NOT_IN_HAND
                else:
                    assert violation is None


@rule("core.follow")
@rule("E3")
@rule("E5")
@rule("A3")
@FAST
@given(PLAYOUTS)
def test_plays_follow_suit_then_trump(playout: Playout) -> None:
    """core.follow, narrowed by overtaking (E5) and by the duty to lead aces (E3); with a
    stock (A3) anything goes while it lasts."""
    for state in playout.states:
        if state.phase is not t.Phase.PLAYING:
            continue
        seat = state.to_act
        assert seat is not None
        hand = state.hand(seat)
        followed = reference_follow(hand, state.trick, state.trump)
        free = ref.plays_freely(state)
        if free:
            followed = set(hand)
        allowed = ref.plain_plays(state)
        if state.trick and (free or playout.rules.play.must_overtake is t.Overtake.OFF):
            assert allowed == followed
        plain = {
            action.card
            for action in t.legal_actions(state)
            if isinstance(action, t.PlayCard) and not action.declare
        }
        assert plain == allowed, state
        if not state.trick:
            for card in set(hand) - allowed:
                violation = t.check(state, t.PlayCard(seat=seat, card=card))
                assert violation is not None
                if card in ref.declared_automatically(state, seat) and not (
                    ref.must_lead_ace(state, seat)
                ):
                    assert violation.reason is Reason.MUST_DECLARE_MARRIAGE  # E7
                else:
                    assert violation.reason is Reason.MUST_LEAD_ACE
            continue
        led = state.trick[0][1].suit
        for card in set(hand) - allowed:
            violation = t.check(state, t.PlayCard(seat=seat, card=card))
            assert violation is not None
            if card in followed:
                assert violation.reason is Reason.MUST_OVERTAKE
                assert dict(violation.details)["to_beat"] in {str(c) for _, c in state.trick}
            elif any(c.suit == led for c in hand):
                assert violation.reason is Reason.MUST_FOLLOW_SUIT
            else:
                assert state.trump is not None
                assert violation.reason is Reason.MUST_TRUMP


@rule("C3")
@rule("C4")
@rule("C5")
@rule("C6")
@rule("C8")
@rule("C9")
@rule("core.raise_only")
@rule("D3")
@FAST
@given(PLAYOUTS)
def test_bids_and_contracts_follow_step_maximum_and_cap(playout: Playout) -> None:
    rules = playout.rules
    bidding = rules.bidding
    step = bidding.bid_step
    for state in playout.states:
        seat = state.to_act
        if state.phase is t.Phase.BIDDING:
            assert seat is not None
            for action in candidate_actions(state):
                if getattr(action, "seat", None) != seat:
                    continue
                expected = bids_ref.auction_reasons(state, action)
                if expected is None:
                    continue
                violation = t.check(state, action)
                if expected:
                    assert violation is not None, (state, action)
                    assert violation.reason in expected, (state, action, violation)
                else:
                    assert violation is None, (state, action, violation)
        if state.phase is t.Phase.CONTRACT:
            assert seat is not None
            bid = state.contract
            assert bid is not None
            cap = ref.cap(rules, state.hand(seat), bidding.contract_ceiling)  # C13
            for action in candidate_actions(state):
                if not isinstance(action, t.DeclareContract) or action.seat != seat:
                    continue
                value = action.value
                expected = set()
                if value < bid:
                    expected.add(Reason.CONTRACT_BELOW_BID)
                if value % step and value != bid:  # the bid kept: C11's barrel 121 (G5)
                    expected.add(Reason.CONTRACT_OFF_STEP)
                if value > bid:
                    if not rules.talon.raise_after_exchange:
                        expected.add(Reason.RAISE_NOT_ALLOWED)
                    if value > bidding.contract_ceiling:
                        expected.add(Reason.CONTRACT_ABOVE_MAX)
                    if value > cap:
                        expected.add(Reason.CONTRACT_ABOVE_CAP)
                violation = t.check(state, action)
                if expected:
                    assert violation is not None, (state, action)
                    assert violation.reason in expected, (state, action, violation)
                else:
                    assert violation is None, (state, action, violation)
    final = playout.final
    winning = final.highest_bid
    if final.declarer is None:
        return  # the deal ended before the auction did (A9, A10, B1, C1)
    assert winning is not None
    assert final.contract is not None
    assert final.contract >= winning[1]  # core.raise_only


@rule("E1")
@rule("E3")
@rule("E4")
@rule("core.marriage_declared_by_lead")
@rule("core.marriage_lost")
@FAST
@given(PLAYOUTS)
def test_an_illegal_marriage_declaration_is_refused(playout: Playout) -> None:
    rules = playout.rules
    after_trick = rules.play.marriage_timing is t.MarriageTiming.AFTER_TRICK
    for state in playout.states:
        if state.phase is not t.Phase.PLAYING:
            continue
        seat = state.to_act
        assert seat is not None
        hand = state.hand(seat)
        for card in hand:
            expected: set[Reason] = set()
            kind = ref.kind_declared(rules, hand, card)
            if state.trick:
                expected.add(Reason.DECLARE_NOT_LEADING)
            if card.rank not in ref.declaring_cards(rules):
                expected.add(Reason.DECLARE_NOT_MARRIAGE_CARD)
            elif kind is None:
                expected.add(Reason.MARRIAGE_NOT_HELD)
            elif kind is not t.MarriageKind.ACE_MARRIAGE and (
                rules.play.half_marriage and ref.suit_declared(state.declarations, card.suit)
            ):
                expected.add(Reason.MARRIAGE_ALREADY_DECLARED)
            if after_trick and not state.taken(seat):
                expected.add(Reason.MARRIAGE_NEEDS_TRICK)
            if ref.must_lead_ace(state, seat) and card not in ref.ACES:
                expected.add(Reason.MUST_LEAD_ACE)
            violation = t.check(state, t.PlayCard(seat=seat, card=card, declare=True))
            if expected:
                assert violation is not None, (state, card)
                assert violation.reason in expected, (state, card, violation)
            else:
                assert violation is None, (state, card, violation)


def named_before_talon(rules: t.Rules) -> bool:
    """C12 ``before_talon``: the contract is named before the talon is taken."""
    return rules.talon.contract_timing is t.ContractTiming.BEFORE_TALON


def _check_talon_taken(
    rules: t.Rules, holder: int | None, before: t.RoundState, after: t.RoundState
) -> None:
    """D1, A3: the declarer takes the talon (or chooses one), shown unless hidden."""
    declarer = after.declarer
    assert declarer is not None
    bids = [a for a in after.log if isinstance(a, t.Bid)]
    # C10 on the hundred, C9 for a dark declarer (D1); A3: a stock has no talon.
    dark = bool(bids) and bids[-1].blind
    hidden = (rules.bidding.talon_hidden_on_hundred and not bids and holder is not None) or dark
    stock = lay.mode(rules) is t.TwoPlayerDeal.STOCK
    assert after.talon_shown == (not hidden and not stock)
    taken: tuple[t.Card, ...] = before.talon  # D1: the declarer takes the talon
    if lay.chooses_talon(rules):  # A3: first the choice of one of two
        assert after.phase is t.Phase.TALON
        taken = ()
    elif stock:  # A3: nothing to take, the contract at once (or B3's claims)
        assert after.phase in (t.Phase.CONTRACT, t.Phase.REDEAL, t.Phase.PLAYING)
        taken = ()
    assert set(after.hand(declarer)) == set(before.hand(declarer)) | set(taken)


@rule("D4")
@rule("C12")
@FAST
@given(PLAYOUTS)
def test_the_declarer_may_concede_from_the_talon_until_the_first_lead(playout: Playout) -> None:
    allowed = playout.rules.talon.concede
    for state in playout.states[1:]:
        declarer = state.declarer
        if declarer is None:  # before the talon is taken, or a deal that ended before
            for seat in range(state.players):
                violation = t.check(state, t.Concede(seat=seat))
                assert violation is not None
                assert violation.reason is _wrong_phase_reason(state)
            continue
        if state.phase is t.Phase.REDEAL:  # B3 after_exchange: the claims come first
            violation = t.check(state, t.Concede(seat=declarer))
            assert violation is not None
            assert violation.reason is Reason.WRONG_PHASE
            continue
        # E8: the dealer's opponent may lead the first trick; the declarer is not on turn.
        opponent_leads = before_first_lead(state) and state.to_act != declarer
        in_time = state.phase in (t.Phase.EXCHANGE, t.Phase.CONTRACT) or (
            before_first_lead(state) and not opponent_leads
        )
        if state.phase is t.Phase.CONTRACT and named_before_talon(state.rules):
            in_time = False  # C12: the talon is not taken yet
        violation = t.check(state, t.Concede(seat=declarer))
        if t.is_over(state):
            assert violation is not None
            assert violation.reason is Reason.ROUND_OVER
        elif state.phase is t.Phase.TALON:  # A3: the talon is not taken yet
            assert violation is not None
            assert violation.reason is Reason.WRONG_PHASE
        elif opponent_leads:
            assert violation is not None
            assert violation.reason is Reason.NOT_YOUR_TURN, (state, violation)
        elif in_time and allowed:
            assert violation is None, state
        else:
            assert violation is not None, state
            assert violation.reason is Reason.CONCEDE_NOT_ALLOWED, (state, violation)
        for seat in set(range(state.players)) - {declarer}:
            violation = t.check(state, t.Concede(seat=seat))
            assert violation is not None
            if opponent_leads and seat == state.to_act:
                # E8: the opponent on lead is no declarer to concede.
                assert violation.reason is Reason.CONCEDE_NOT_ALLOWED, (state, violation)
                continue
            assert violation.reason in {
                Reason.NOT_YOUR_TURN,
                Reason.WRONG_PHASE,
                Reason.ROUND_OVER,
            }, (state, violation)
            if in_time:
                assert violation.reason is Reason.NOT_YOUR_TURN


# --- states are values ------------------------------------------------------------------


@MEDIUM
@given(PLAYOUTS)
def test_states_are_values(playout: Playout) -> None:
    rules_copy = attrs.evolve(playout.rules)
    replayed = t.new_round(rules_copy, playout.dealer)
    assert replayed == playout.states[0]
    for i, (before, action, after) in enumerate(playout.steps()):
        seen = snapshot(before)
        hashed = hash(before)
        again = t.apply(before, action)
        assert snapshot(before) == seen  # apply never changes its input
        assert hash(before) == hashed
        assert again == after
        assert hash(again) == hash(after)
        replayed = t.apply(replayed, action)
        assert replayed == after
        assert hash(replayed) == hash(after)
        assert snapshot(replayed) == snapshot(after)
        assert after.log == playout.actions[: i + 1]
        copy = pickle.loads(pickle.dumps(after))
        assert copy == after
        assert hash(copy) == hash(after)
        assert snapshot(copy) == snapshot(after)
        assert t.legal_actions(copy) == t.legal_actions(after)
    assert t.apply_all(playout.states[0], playout.actions) == playout.final
    with pytest.raises(AttributeError):
        playout.final._d = playout.states[0]._d


# --- the auction, the talon and the lead ------------------------------------------------


@rule("C1")
@rule("C2")
@rule("C10")
@rule("D1")
@rule("D2")
@rule("A3")
@rule("A5")
@rule("core.pass_final")
@rule("core.declarer_leads")
@rule("E8")
@FAST
@given(PLAYOUTS)
def test_auction_talon_and_first_lead(playout: Playout) -> None:
    rules = playout.rules
    players = rules.players
    seats = playout.states[0].seats
    left = (playout.dealer + 1) % players
    # C1: the dealer's left (the default), the dealer, or nobody holds the obligatory bid.
    holder = {
        t.ObligatoryBid.LEFT_OF_DEALER: left,
        t.ObligatoryBid.DEALER: playout.dealer,
    }.get(rules.bidding.obligatory_bid)
    assert seats[0] == left  # A5: the dealer sits out, the auction is the others'
    dealt = playout.opened
    assert playout.states[0].obligatory_bidder == holder
    if dealt is not None:
        # C2: the next after the holder opens, without a holder the dealer's left; under
        # C8 first_hand the holder decides first whether to go dark.
        assert dealt.to_act == bids_ref.first_to_act(dealt)
        if holder is None:
            assert dealt.to_act == left
        elif rules.bidding.blind_bidding is not t.BlindBidding.FIRST_HAND:
            assert dealt.to_act == seats[(seats.index(holder) + 1) % len(seats)]
        assert dealt.unseen == frozenset(s for s in seats if bids_ref.may_go_dark(dealt, s))
        if holder is None:
            assert dealt.highest_bid is None
        else:
            assert dealt.highest_bid == (holder, rules.bidding.min_bid)
    for before, action, after in playout.steps():
        if before.phase is t.Phase.BIDDING:
            assert before.to_act not in before.passed  # a pass is final
            if isinstance(action, t.Pass):
                assert after.passed == before.passed | {action.seat}
        if before.phase is t.Phase.BIDDING and after.phase is t.Phase.OVER:
            # C1 none: everybody passed; the deal is thrown in.
            assert holder is None
            assert after.passed == frozenset(seats)
            assert after.outcome is t.Outcome.THROWN_IN
            continue
        if before.phase is t.Phase.BIDDING and after.phase is not t.Phase.BIDDING:
            declarer = after.declarer
            assert declarer is not None
            assert len(after.passed) == len(seats) - 1
            assert declarer not in after.passed
            bids = [a for a in after.log if isinstance(a, t.Bid)]
            assert declarer == (bids[-1].seat if bids else holder)
            assert after.contract == (bids[-1].value if bids else playout.rules.bidding.min_bid)
            dark = bool(bids) and bids[-1].blind
            assert after.dark == dark
            assert after.unseen == frozenset()
            if named_before_talon(rules):
                # C12: the contract is named first, the talon still a pile.
                assert after.phase is t.Phase.CONTRACT
                assert not after.talon_shown
                assert after.hand(declarer) == before.hand(declarer)
                continue
            _check_talon_taken(rules, holder, before, after)
        if (
            before.phase is t.Phase.CONTRACT
            and named_before_talon(rules)
            and not isinstance(action, t.Concede)
        ):
            _check_talon_taken(rules, holder, before, after)  # C12: after the contract
        if before.phase is t.Phase.TALON:
            assert isinstance(action, t.ChooseTalon)
            assert after.chosen_talon == action.index
            chosen = set(before.talons[action.index])
            assert set(after.hand(action.seat)) == set(before.hand(action.seat)) | chosen
        # C12: the contract named before the talon, the play follows the exchange.
        next_phase = t.Phase.PLAYING if named_before_talon(rules) else t.Phase.CONTRACT
        if before.phase is t.Phase.EXCHANGE and after.phase in (next_phase, t.Phase.REDEAL):
            # D2: one card to each opponent; A3: or the discards. (B3 after_exchange: the
            # redeal claims come first.)
            gifts = [a for a in after.log if isinstance(a, t.GiveCard)]
            expected = sorted(opponents(after)) if lay.gives(rules) else []
            assert sorted(g.to for g in gifts) == expected
            assert len(after.discards) == lay.discards(rules)
            for seat in seats:
                assert len(after.hand(seat)) == lay.cards_in_play(rules)
        if after.phase is t.Phase.PLAYING and before.phase is not t.Phase.PLAYING:
            # The declarer leads (E8: or, with two players, the dealer's opponent).
            first = after.declarer
            if rules.play.first_lead is t.FirstLead.NON_DEALER:
                first = (after.dealer + 1) % after.players
            assert after.to_act == after.leader == first
            assert after.trump is None
            assert after.marriages == ()


# --- tricks and marriages ---------------------------------------------------------------


@rule("core.trick_winner")
@rule("core.rank_order")
@FAST
@given(PLAYOUTS)
def test_trick_winner_matches_the_reference(playout: Playout) -> None:
    for before, _, after in playout.steps():
        if len(after.tricks) == len(before.tricks):
            continue
        trick = after.tricks[-1]
        assert trick.plays[:-1] == before.trick
        assert trick.leader == before.leader
        assert trick.winner == reference_winner(trick.plays, after.trump), (trick, after.trump)
        assert trick.points == points_of(trick.cards)
        assert set(after.taken(trick.winner)) == set(before.taken(trick.winner)) | set(trick.cards)
        if not t.is_over(after):
            assert after.to_act == after.leader == trick.winner


@rule("core.trump_changes")
@rule("E3")
@rule("E4")
@FAST
@given(PLAYOUTS)
def test_trump_is_the_suit_of_the_last_declared_marriage(playout: Playout) -> None:
    """Of every kind but the ``points_only`` ace marriage (E3); half marriages too (E4)."""
    for state in playout.states:
        setting = [d.suit for d in state.declarations if ref.sets_trump(state.rules, d)]
        assert state.trump == (setting[-1] if setting else None), state
        assert state.marriages == tuple(
            (d.seat, d.suit) for d in state.declarations if d.kind is t.MarriageKind.MARRIAGE
        )


@rule("core.marriage")
@rule("core.marriage_declared_by_lead")
@rule("core.marriage_lost")
@rule("E1")
@rule("E3")
@rule("E4")
@FAST
@given(PLAYOUTS)
def test_declared_marriages_were_declarable(playout: Playout) -> None:
    describe(playout)
    rules = playout.rules
    for before, action, after in playout.steps():
        if not isinstance(action, t.PlayCard) or not action.declare:
            # Leading a marriage card without declaring declares nothing.
            assert after.declarations == before.declarations
            assert after.marriages == before.marriages
            if isinstance(action, t.PlayCard):
                assert after.trump == before.trump
            continue
        seat, card = action.seat, action.card
        assert before.trick == ()  # on lead
        assert before.leader == seat
        if rules.play.marriage_timing is t.MarriageTiming.AFTER_TRICK:
            assert before.taken(seat)  # E1: after taking a trick
        kind = ref.kind_declared(rules, before.hand(seat), card)
        assert kind is not None  # its cards held
        declaration = t.Declaration(seat, kind, card.suit)
        assert after.declarations == (*before.declarations, declaration)
        if kind is t.MarriageKind.MARRIAGE:
            assert after.marriages == (*before.marriages, (seat, card.suit))
        else:
            assert after.marriages == before.marriages
        assert after.trump == (card.suit if ref.sets_trump(rules, declaration) else before.trump)
    declarations = playout.final.declarations
    # A marriage is declared at most once; with half marriages on, a suit's marriage is
    # declared once, whole or half (E4); the ace marriage at most once (E3).
    full = [d.suit for d in declarations if d.kind is t.MarriageKind.MARRIAGE]
    suits = [d.suit for d in declarations if d.kind is not t.MarriageKind.ACE_MARRIAGE]
    aces = [d for d in declarations if d.kind is t.MarriageKind.ACE_MARRIAGE]
    assert len(full) == len(set(full))
    assert len(suits) == len(set(suits))
    assert len(aces) <= 1


# --- the strategies themselves ----------------------------------------------------------


def bid_limits_are_valid(step: int, min_bid: int, max_bid: int) -> bool:
    """C3-C5 as ``Rules`` validates them."""
    return (
        step > 0
        and min_bid > 0
        and max_bid > 0
        and min_bid % step == 0
        and max_bid % step == 0
        and max_bid >= min_bid
    )


@rule("A1")
@FAST
@given(rules())
def test_generated_rules_are_playable_values(the_rules: t.Rules) -> None:
    t.validate(the_rules)
    assert the_rules.players in PLAYABLE_PLAYERS
    b = the_rules.bidding
    assert bid_limits_are_valid(b.bid_step, b.min_bid, b.max_bid)
    assert attrs.evolve(the_rules) == the_rules
    assert hash(attrs.evolve(the_rules)) == hash(the_rules)
    assert pickle.loads(pickle.dumps(the_rules)) == the_rules


@rule("C3")
@rule("C4")
@rule("C5")
@FAST
@given(st.integers(-10, 60), st.integers(-20, 520), st.integers(-20, 520))
def test_rules_accept_exactly_the_bid_limits_generated(
    step: int, min_bid: int, max_bid: int
) -> None:
    valid = bid_limits_are_valid(step, min_bid, max_bid)
    bidding = t.BiddingRules(bid_step=step, min_bid=min_bid, max_bid=max_bid)
    # Without the barrel, whose minimum contract must be a possible bid (G5).
    no_barrel = t.GameScoringRules(barrel_threshold=None)
    if valid:
        assert t.Rules(bidding=bidding, game_scoring=no_barrel).bidding == bidding
        return
    with pytest.raises(t.RulesError) as info:
        t.Rules(bidding=bidding, game_scoring=no_barrel)
    fields = {p.field for p in info.value.problems}
    assert fields
    assert fields <= {"bidding.bid_step", "bidding.min_bid", "bidding.max_bid"}


@rule("C3")
@rule("C4")
@rule("C5")
@FAST
@given(bid_limits())
def test_bid_limits_strategy_generates_only_valid_limits(limits: tuple[int, int, int]) -> None:
    assert bid_limits_are_valid(*limits)


@rule("C8")
@rule("C9")
@FAST
@given(bid_limits(), st.sampled_from([t.BlindBidding.FIRST_HAND, t.BlindBidding.ANYONE]))
def test_rules_accept_dark_bidding_exactly_where_120_is_a_bid(
    limits: tuple[int, int, int], mode: t.BlindBidding
) -> None:
    step, min_bid, max_bid = limits
    fits = 120 % step == 0 and min_bid <= 120 <= max_bid
    bidding = t.BiddingRules(bid_step=step, min_bid=min_bid, max_bid=max_bid, blind_bidding=mode)
    no_barrel = t.GameScoringRules(barrel_threshold=None)
    if fits:
        assert t.Rules(bidding=bidding, game_scoring=no_barrel).bidding.blind_bidding is mode
        return
    with pytest.raises(t.RulesError) as info:
        t.Rules(bidding=bidding, game_scoring=no_barrel)
    assert [p.field for p in info.value.problems] == ["bidding.blind_bidding"]


@rule("A1")
@rule("E2")
@FAST
@given(st.integers(-5, 8), st.integers(-50, 50))
def test_rules_refuse_unplayable_players_and_negative_marriages(players: int, spades: int) -> None:
    dealing = t.DealingRules(players=players)
    play = t.PlayRules(marriage_values=t.MarriageValues(spades=spades))
    if players in PLAYABLE_PLAYERS and spades >= 0:
        t.Rules(dealing=dealing, play=play)
        return
    with pytest.raises(t.RulesError) as info:
        t.Rules(dealing=dealing, play=play)
    # Every problem is reported at once.
    fields = {p.field for p in info.value.problems}
    assert ("dealing.players" in fields) == (players not in PLAYABLE_PLAYERS)
    assert ("play.marriage_values.spades" in fields) == (spades < 0)


# --- the chance action ------------------------------------------------------------------


def _broken_deals(deal: t.Deal, index: int) -> list[t.Deal]:
    """Deals that do not share out the 24 cards as A2 says."""
    hands = [list(hand) for hand in deal.hands]
    talon = list(deal.talons[0])
    i = index % len(hands[0])
    duplicated = [list(hand) for hand in hands]
    duplicated[0][i] = hands[1][i]  # a card dealt twice, one missing
    moved = [list(hand) for hand in hands]
    moved[0].append(talon[0])  # eight cards and a talon of two
    return [
        t.Deal(hands=duplicated, talons=[talon]),
        t.Deal(hands=moved, talons=[talon[1:]]),
        t.Deal(hands=hands[:-1], talons=[talon]),
        t.Deal(hands=hands, talons=[talon, []]),
        t.Deal(hands=hands, talons=[]),
        t.Deal(hands=[*hands[:-1], hands[-1][:-1]], talons=[talon]),
    ]


@rule("A2")
@rule("core.deck")
@FAST
@given(st.permutations(t.DECK), st.integers(0, 6), st.integers(0, 2))
def test_a_deal_that_does_not_share_out_the_deck_is_refused(
    order: list[t.Card], index: int, dealer: int
) -> None:
    state = t.new_round(t.Rules(), dealer)
    good = deal_from_order(t.Rules(), order)
    assert t.check(state, good) is None
    for bad in _broken_deals(good, index):
        violation = t.check(state, bad)
        assert violation is not None, bad
        assert violation.reason is Reason.INVALID_DEAL
        with pytest.raises(t.IllegalActionError) as info:
            t.apply(state, bad)
        assert info.value.violation == violation
        assert state == t.new_round(t.Rules(), dealer)
