"""A deal or a game written down: text notation, records, JSON and its schema.

:mod:`~thousand.formats.notation` (one action per line), :mod:`~thousand.formats.records`
(rules, dealer, deals and actions; replayed through the engine when read),
:mod:`~thousand.formats.serialization` (JSON through one strict cattrs converter) and
:mod:`~thousand.formats.schema` (JSON Schemas of those documents);
:mod:`~thousand.formats.summaries` writes a deal summary as one line of text. The former
module paths :mod:`thousand.notation`, :mod:`thousand.records`,
:mod:`thousand.serialization` and :mod:`thousand.schema` import the same names.
"""
