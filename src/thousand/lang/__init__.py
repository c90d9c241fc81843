"""The words beneath the table: languages, texts, cards and seats as people read them.

These modules sit below :mod:`thousand.table` (which the state and the views print
themselves with) so that the table speaks every language; :mod:`thousand.i18n` is
where a program finds them.
"""
