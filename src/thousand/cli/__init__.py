"""The command line, ``python -m thousand``: play, replay, check and keep score.

One module per command (:mod:`~thousand.cli.play`, :mod:`~thousand.cli.replay`,
:mod:`~thousand.cli.check`, :mod:`~thousand.cli.score`), the reading of saved records
(:mod:`~thousand.cli.documents`), the saving of games and score sheets as they go
(:mod:`~thousand.cli.saves`), the bots a game can be played against
(:mod:`~thousand.cli.players`), the terminal's input and output
(:mod:`~thousand.cli.console`), the exit statuses and the codes of what is refused
(:mod:`~thousand.cli.status`) and the argument parser (:mod:`~thousand.cli.main`).
Only the command line does I/O; the rest of the library does none.
"""
