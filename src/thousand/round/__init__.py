"""One deal inside: the facts of a state, the per-deal setup, a module per phase, the flow.

This package is the engine's inside; programs use :mod:`thousand.engine` and
:class:`~thousand.RoundState`. :mod:`~thousand.round.facts` holds the tuples a state
keeps; :mod:`~thousand.round.setup` works out, once per deal, what the rules and the
game's context come to; one module per phase checks and applies its actions
(:mod:`~thousand.round.cutting`, :mod:`~thousand.round.deal`, :mod:`~thousand.round.redeal`,
:mod:`~thousand.round.auction`, :mod:`~thousand.round.talons`,
:mod:`~thousand.round.exchange`, :mod:`~thousand.round.play`); and
:mod:`~thousand.round.flow` alone decides which phase follows which.
"""
