"""Sphinx directive ``preset-table``: the presets side by side, read from their rules.

The page comparing the presets is built from the presets themselves: every name of
:data:`thousand.PRESETS` is a column, every setting of :class:`thousand.Rules` on which
two presets differ is a row, and each cell is that preset's value. A new preset or a new
setting appears by itself, and the table cannot drift from the code. Under the table, each
preset's one-line description (:data:`thousand.PRESET_DESCRIPTIONS`) and the rule texts
it comes from (:data:`thousand.PRESET_SOURCES`).

The generator (:func:`table_markdown`, :func:`sources_markdown`) needs no Sphinx, so the
tests read its output; the directives parse that Markdown into the page. Usage in MyST::

    ```{preset-table}
    ```

    ```{preset-sources}
    ```
"""

from __future__ import annotations

import enum
import re
from typing import Any

import attrs

import thousand as t


def settings(rules: t.Rules) -> dict[str, Any]:
    """Every setting of ``rules`` by its dotted path, nested values walked into.

    ``play.marriage_values`` is four settings, ``play.marriage_values.hearts`` and the
    others, so that a preset changing one suit's value shows that suit.
    """
    out: dict[str, Any] = {}

    def walk(prefix: str, value: Any) -> None:
        for field in attrs.fields(type(value)):
            item = getattr(value, field.name)
            path = f"{prefix}.{field.name}" if prefix else field.name
            if attrs.has(type(item)):
                walk(path, item)
            else:
                out[path] = item

    walk("", rules)
    return out


def rule_id(path: str) -> str | None:
    """The catalogue ID a setting's docstring names (``"bidding.bid_jumps"`` -> ``"C4"``).

    Each group's docstring lists its fields as ``name: ID, ...``; a nested setting takes
    the ID of the field holding it. ``None`` for a setting whose docstring names none.
    """
    group, field, *_ = path.split(".")
    cls = type(getattr(t.Rules(), group))
    match = re.search(rf"^\s+{field}: ([A-G]\d+)\b", cls.__doc__ or "", re.MULTILINE)
    return match.group(1) if match else None


def shown(value: Any) -> str:
    """A setting's value as the table shows it."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, enum.Enum):
        return str(value.value)
    if isinstance(value, frozenset):
        return ", ".join(sorted(shown(v) for v in value)) or "(none)"
    return str(value)


def comparison() -> tuple[list[str], list[tuple[str, list[str]]]]:
    """The preset names and, for each setting on which two of them differ, its values.

    Returns:
        The names in the order of :data:`thousand.PRESETS`, and the rows in the order of
        the settings: ``(path, [value shown for each preset])``.
    """
    names = list(t.PRESETS)
    built = [settings(t.PRESETS[name]()) for name in names]
    rows = []
    for path in built[0]:
        values = [preset[path] for preset in built]
        if any(value != values[0] for value in values):
            rows.append((path, [shown(value) for value in values]))
    return names, rows


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def table_markdown() -> str:
    """The comparison table, in MyST Markdown: a column per preset, a row per setting."""
    names, rows = comparison()
    lines = [
        _row(["setting", *(f"`{name}`" for name in names)]),
        _row(["---"] * (len(names) + 1)),
    ]
    for path, values in rows:
        rule = rule_id(path)
        setting = f"`{path}`" + (f" ([{rule}](rule-{rule}))" if rule else "")
        lines.append(_row([setting, *values]))
    return "\n".join(lines) + "\n"


def sources_markdown() -> str:
    """Each preset's one-line description and its rule texts, in MyST Markdown."""
    lines = [_row(["preset", "in a line", "rule texts"]), _row(["---"] * 3)]
    for name in t.PRESETS:
        texts = "; ".join(
            f"*{source.title}*" + (f", <{source.address}>" if source.address else "")
            for source in t.PRESET_SOURCES[name]
        )
        lines.append(_row([f"`{name}`", t.PRESET_DESCRIPTIONS[name], texts]))
    return "\n".join(lines) + "\n"


def markdown() -> str:
    """Both parts, the table and the sources, as the page shows them."""
    return table_markdown() + "\n" + sources_markdown()


def setup(app: Any) -> dict[str, Any]:
    # Sphinx is imported here, not at the top, so that the tests can read markdown()
    # where the docs extras are not installed.
    from docutils import nodes
    from docutils.statemachine import StringList
    from sphinx.util.docutils import SphinxDirective

    def directive(name: str, generate: Any) -> type[SphinxDirective]:
        class Generated(SphinxDirective):
            def run(self) -> list[nodes.Node]:
                container = nodes.container()
                text = StringList(generate().splitlines(), source=name)
                self.state.nested_parse(text, self.content_offset, container)
                return container.children

        Generated.__name__ = Generated.__qualname__ = name.title().replace("-", "")
        return Generated

    app.add_directive("preset-table", directive("preset-table", table_markdown))
    app.add_directive("preset-sources", directive("preset-sources", sources_markdown))
    return {"parallel_read_safe": True, "parallel_write_safe": True}
