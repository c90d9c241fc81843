"""The documentation stands alone: no reference to files or work outside the repository.

The docs are for the library's users. They cite the rule texts by title (and address),
never a working file, a note or how the work was organised. This reads the sources of
every page (the Markdown pages, the docstrings the API pages are built from, the README,
the changelog, the examples, the test names the rules reference lists, the drawn
pictures) and the text Sphinx builds from them, so a reference cannot come back.

It also checks the rules reference as a catalogue: each rule ID has its section, and
each section lists the tests marked with its ID, and every ID a test is marked with has
a section. And the pictures of "How Thousand is played" are the ones the library draws.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"

FORBIDDEN = [
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        r"RULES-CATALOGUE",
        r"catalogue file",
        r"\.\./shared",
        r"/work/",
        r"\bDESIGN\.md",
        r"research notes",
        r"rules-references\.md",
        r"\bseeds?/",
        r"(?<![a-z])seeds?[ _-]?0\d\d(?!\d)",
        r"\bthe seeds\b",
        r"\bissues?\b",
        r"\bhelper[- ](?:session|brief|branch)",
        r"\b(?:lead|helper)'s (?:checkout|branch|session|worktree)",
        r"\bworktree",
        r"\bbrief\.md",
    )
]

SOURCES = [
    *sorted(DOCS.glob("*.md")),
    *sorted(DOCS.glob("*.rst")),
    DOCS / "conf.py",
    *sorted((DOCS / "_ext").glob("*.py")),
    *sorted((DOCS / "pictures").rglob("*.svg")),
    *sorted((DOCS / "schema").glob("*.json")),
    ROOT / "README.md",
    ROOT / "CHANGELOG.md",
    *sorted((ROOT / "examples").glob("*.py")),
    *sorted((ROOT / "benchmarks").glob("*.py")),
    *sorted((ROOT / "src" / "thousand").rglob("*.py")),
]


def _load(name: str) -> ModuleType:
    path = DOCS / "_ext" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"_docs_ext_{name}", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def offences(text: str) -> list[str]:
    """Each forbidden phrase in ``text`` with a little of its line."""
    found = []
    for line in text.splitlines():
        for pattern in FORBIDDEN:
            match = pattern.search(line)
            if match:
                found.append(f"{match.group(0)!r} in: {line.strip()[:120]}")
    return found


def test_the_checks_catch_the_phrases_they_are_for() -> None:
    for text in (
        "see /work/shared/RULES-CATALOGUE.md",
        "as seed 003 says",
        "test_under_the_first_text_of_seed_002",
        "the simple bot of the game issue",
        "research notes row 63",
        "see ../shared/DESIGN.md",
        "a helper session wrote it",
    ):
        assert offences(text), text
    for text in (
        "random.Random(seed)",
        "seeded games, seeds 0-199",
        "nox sessions",
        "helpers shared by test files",
        "the rules catalogue (this page)",
    ):
        assert not offences(text), text


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_source_of_the_docs_refers_outside_the_repository(path: Path) -> None:
    assert not offences(path.read_text(encoding="utf-8"))


def test_the_test_names_the_rules_reference_lists_refer_to_nothing_outside() -> None:
    index = _load("rule_tests").collect()
    names = "\n".join(test for tests in index.values() for test in tests)
    assert not offences(names)


def _rule_ids(page: str) -> list[str]:
    return re.findall(r"^\(rule-([A-Za-z0-9_.]+)\)=$", page, re.MULTILINE)


def test_every_rule_of_the_reference_lists_its_tests() -> None:
    page = (DOCS / "rules-reference.md").read_text(encoding="utf-8")
    index = _load("rule_tests").collect()
    ids = _rule_ids(page)
    assert len(ids) == len(set(ids))
    sections = re.split(r"^\(rule-[A-Za-z0-9_.]+\)=$", page, flags=re.MULTILINE)[1:]
    for rule, section in zip(ids, sections, strict=True):
        listed = re.findall(r"^```\{rule-tests\} (\S+)$", section, re.MULTILINE)
        assert listed == [rule], rule
        assert index.get(rule), f"no test is marked rule({rule!r})"
    # Every ID a test is marked with is a rule of the reference (or its presets).
    assert set(index) <= {*ids, "presets"}


def test_the_reference_has_every_group_of_rules_and_their_sources() -> None:
    ids = _rule_ids((DOCS / "rules-reference.md").read_text(encoding="utf-8"))
    groups = {rule[0] for rule in ids if not rule.startswith("core.")}
    assert groups == set("ABCDEFG")
    assert sum(rule.startswith("core.") for rule in ids) >= 18
    page = (DOCS / "rules-reference.md").read_text(encoding="utf-8")
    for title in (
        "*How many points*",
        "*Thousand for two, three or four*",
        "*Игры азартные карты 1000*",
        "*Тысяча вчетвером*",
        "*Mille pour deux*",
    ):
        assert page.count(title) > 1, title  # named in the sources table and cited


def test_the_pictures_are_the_ones_the_library_draws(tmp_path: Path) -> None:
    pictures = _load("card_pictures")
    written = {p.relative_to(tmp_path).as_posix(): p for p in pictures.write_pictures(tmp_path)}
    folder = DOCS / "pictures"
    assert set(written) == {p.relative_to(folder).as_posix() for p in folder.rglob("*.svg")}
    for name, path in written.items():
        committed = folder / name
        assert path.read_text(encoding="utf-8") == committed.read_text(encoding="utf-8"), (
            f"docs/pictures/{name} is stale: build the docs to redraw it"
        )


def test_the_sample_trick_is_trumped_as_the_page_says() -> None:
    pictures = _load("card_pictures")
    states = pictures.example_states()
    trick = states[-1].tricks[pictures.SAMPLE_TRICK]
    assert [str(card) for card in trick.cards] == ["Tc", "Qh", "Kc"]
    assert (trick.winner, trick.points) == (2, 17)
    assert 'class="card marked" data-card="Qh"' in pictures.trick_picture()


def test_the_built_text_refers_to_nothing_outside(tmp_path: Path) -> None:
    pytest.importorskip("sphinx")
    pytest.importorskip("myst_parser")
    done = subprocess.run(
        [sys.executable, "-m", "sphinx", "-q", "-b", "text", str(DOCS), str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    pages = sorted(tmp_path.glob("*.txt"))
    assert {p.stem for p in pages} >= {"how-to-play", "rules-reference", "api", "index"}
    for page in pages:
        assert not offences(page.read_text(encoding="utf-8")), page.name
    reference = (tmp_path / "rules-reference.txt").read_text(encoding="utf-8")
    # The text build unfolds each rule's tests: they are there, one click away in HTML.
    assert "tests/test_cards.py::" in reference
