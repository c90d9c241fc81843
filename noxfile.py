"""Nox sessions: `nox` runs lint, typecheck, tests and docs; `nox -s bench` runs benchmarks."""

import shutil
from pathlib import Path

import nox

nox.options.default_venv_backend = "uv|virtualenv"
nox.options.reuse_venv = "yes"
nox.options.download_python = "never"
nox.options.error_on_missing_interpreters = True
nox.options.sessions = ["lint", "typecheck", "tests", "docs"]

PYTHONS = ["3.11"]
BENCH_SCRIPT = Path("benchmarks/run.py")

# Session venvs made by uv have no pip: install only through session.install.


@nox.session(python=PYTHONS)
def tests(session: nox.Session) -> None:
    """Run the tests and the doctests of src/ and README.md, with coverage."""
    session.install("-e", ".[test]")
    session.run("pytest", "--cov=thousand", "--cov-report=term-missing", *session.posargs)


@nox.session
def typecheck(session: nox.Session) -> None:
    """Run mypy --strict over the files listed in pyproject.toml."""
    session.install("-e", ".[typecheck]")
    session.run("mypy", *session.posargs)


@nox.session
def lint(session: nox.Session) -> None:
    """Run ruff's linter and formatter check and the import contracts (pinned in the lint extra)."""
    pyproject = nox.project.load_toml("pyproject.toml")
    session.install("-e", ".", *pyproject["project"]["optional-dependencies"]["lint"])
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")
    # The import contracts of pyproject.toml: layers one way, no cycles (import-linter).
    session.run("lint-imports")


@nox.session
def docs(session: nox.Session) -> None:
    """Build the HTML docs and run the Sphinx doctests, warnings as errors."""
    session.install("-e", ".[docs]")
    # A reused build dir makes Sphinx skip unchanged pages, and so their warnings.
    shutil.rmtree("docs/_build", ignore_errors=True)
    session.run("sphinx-build", "-W", "--keep-going", "-b", "html", "docs", "docs/_build/html")
    session.run(
        "sphinx-build", "-W", "--keep-going", "-b", "doctest", "docs", "docs/_build/doctest"
    )


@nox.session(python=PYTHONS, default=False)
def fuzz(session: nox.Session) -> None:
    """The untrusted-input suite at length: about 100,000 hostile documents and lines.

    ``THOUSAND_FUZZ_EXAMPLES`` (default here 12,500 per test) scales it; the statistics
    say how many examples each test ran.
    """
    session.install("-e", ".[test]")
    session.run(
        "pytest",
        "tests/test_untrusted_input.py",
        "-q",
        "-p",
        "no:cacheprovider",
        "--hypothesis-show-statistics",
        *session.posargs,
        env={"THOUSAND_FUZZ_EXAMPLES": session.env.get("THOUSAND_FUZZ_EXAMPLES", "12500")},
    )


@nox.session(python=PYTHONS, default=False)
def bench(session: nox.Session) -> None:
    """Run benchmarks/run.py (plain perf_counter, no extra packages).

    Extra arguments go to the script: `nox -s bench -- --quick`, `-- --json bench.json`.
    """
    session.install("-e", ".")
    session.run("python", str(BENCH_SCRIPT), *session.posargs)
