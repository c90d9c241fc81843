"""The names of :mod:`thousand.formats.schema`, importable from their former place."""

from __future__ import annotations

from thousand.formats.schema import DIALECT, documents, json_schema, schema_text

__all__ = ["DIALECT", "documents", "json_schema", "schema_text"]
