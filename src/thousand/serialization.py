"""The names of :mod:`thousand.formats.serialization`, importable from their former place."""

from __future__ import annotations

from thousand.formats.converter import StrictConverter, make_converter
from thousand.formats.messages import ViewMessage
from thousand.formats.serialization import (
    converter,
    dumps,
    loads,
    rules_changes,
    rules_digest,
    structure,
    unstructure,
)
from thousand.formats.structure import FORMAT_VERSION, TAGS

__all__ = [
    "FORMAT_VERSION",
    "TAGS",
    "StrictConverter",
    "ViewMessage",
    "converter",
    "dumps",
    "loads",
    "make_converter",
    "rules_changes",
    "rules_digest",
    "structure",
    "unstructure",
]
