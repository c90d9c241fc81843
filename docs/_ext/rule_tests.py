"""Sphinx directive ``rule-tests``: list the tests marked ``@pytest.mark.rule("ID")``.

The rules reference names, for each catalogue ID, the tests that cover it. They are read
from the test sources (with :mod:`ast`, nothing is imported), so the list never drifts
from the tests. An ID with no test is a build warning, and so an error under ``-W``.

Usage in MyST::

    ```{rule-tests} C6
    ```
"""

from __future__ import annotations

import ast
from collections import defaultdict
from html import escape
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

logger = logging.getLogger(__name__)
TESTS = Path(__file__).resolve().parents[2] / "tests"


def _rule_ids(decorators: list[ast.expr]) -> list[str]:
    ids = []
    for node in decorators:
        # pytest.mark.rule("ID"), possibly with several string arguments, or the same
        # through a module alias: rule = pytest.mark.rule; @rule("ID")
        if isinstance(node, ast.Call) and (
            (isinstance(node.func, ast.Attribute) and node.func.attr == "rule")
            or (isinstance(node.func, ast.Name) and node.func.id == "rule")
        ):
            ids += [a.value for a in node.args if isinstance(a, ast.Constant)]
    return ids


def collect() -> dict[str, list[str]]:
    """Map each rule ID to the tests (``file::Class::function``) marked with it."""
    index: dict[str, list[str]] = defaultdict(list)
    for path in sorted(TESTS.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module_ids: list[str] = []
        for node in tree.body:
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "pytestmark" for t in node.targets
            ):
                value = node.value
                marks = value.elts if isinstance(value, ast.List | ast.Tuple) else [value]
                module_ids += _rule_ids(marks)

        def visit(body: list[ast.stmt], prefix: str, inherited: list[str]) -> None:
            for node in body:
                if isinstance(node, ast.ClassDef):
                    marks = inherited + _rule_ids(node.decorator_list)
                    visit(node.body, f"{prefix}::{node.name}", marks)
                elif isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                    for rule in dict.fromkeys(inherited + _rule_ids(node.decorator_list)):
                        index[rule].append(f"{prefix}::{node.name}")

        visit(tree.body, f"tests/{path.name}", module_ids)
    return index


class RuleTests(SphinxDirective):
    """List the tests of one rule ID, folded away under a count.

    In HTML the list sits in a ``<details>`` block whose summary counts the tests, so the
    page reads as a catalogue and the tests are one click away; other builders (text,
    doctest) get the plain bullet list.
    """

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        rule = self.arguments[0]
        tests = _INDEX.get(rule, [])
        if not tests:
            logger.warning("no test is marked rule(%r)", rule, location=self.get_location())
            return [nodes.paragraph(text="No test yet.")]
        items = nodes.bullet_list(classes=["rule-tests"])
        for test in tests:
            items += nodes.list_item("", nodes.paragraph("", "", nodes.literal(text=test)))
        count = f"{len(tests)} test{'s' if len(tests) != 1 else ''}"
        opening = f'<details class="rule-tests"><summary>Tests of {escape(rule)}: {count}</summary>'
        return [
            nodes.raw("", opening, format="html"),
            items,
            nodes.raw("", "</details>", format="html"),
        ]


_INDEX: dict[str, list[str]] = {}


def setup(app: Sphinx) -> dict[str, Any]:
    _INDEX.update(collect())
    app.add_directive("rule-tests", RuleTests)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
