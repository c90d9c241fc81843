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
    # The pettingzoo and openspiel extras: the environments' tests run, not skip.
    session.install("-e", ".[test,pettingzoo,openspiel,dask]")
    session.run("pytest", "--cov=thousand", "--cov-report=term-missing", *session.posargs)


@nox.session
def typecheck(session: nox.Session) -> None:
    """Run mypy --strict over the files listed in pyproject.toml."""
    session.install("-e", ".[typecheck,pettingzoo,openspiel,dask,browser]")
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
    # The pettingzoo and openspiel extras: the API reference imports the environments.
    session.install("-e", ".[docs,pettingzoo,openspiel]")
    # A reused build dir makes Sphinx skip unchanged pages, and so their warnings.
    shutil.rmtree("docs/_build", ignore_errors=True)
    session.run("sphinx-build", "-W", "--keep-going", "-b", "html", "docs", "docs/_build/html")
    session.run(
        "sphinx-build", "-W", "--keep-going", "-b", "doctest", "docs", "docs/_build/doctest"
    )


@nox.session(default=False)
def browser(session: nox.Session) -> None:
    """Open every page of the built docs in headless Chromium (tests/test_docs_browser.py).

    Every picture must load and every internal link lead to an existing page and anchor.
    Needs a Chromium: ``apt-get install chromium`` on Debian, any ``chromium`` or
    ``google-chrome`` on the PATH, or ``THOUSAND_CHROMIUM=/path/to/chrome``. Fails, rather
    than skips, when none starts.
    """
    session.install("-e", ".[docs,test,browser]")
    shutil.rmtree("docs/_build", ignore_errors=True)
    session.run("sphinx-build", "-W", "--keep-going", "-b", "html", "docs", "docs/_build/html")
    session.run(
        "pytest",
        "tests/test_docs_browser.py",
        "-p",
        "no:cacheprovider",
        *session.posargs,
        env={"THOUSAND_DOCS_HTML": "docs/_build/html", "THOUSAND_BROWSER_REQUIRED": "1"},
    )


@nox.session(python=PYTHONS, default=False)
def fuzz(session: nox.Session) -> None:
    """The hostile-input suites at length: over 100,000 documents, lines and commands,
    and as many hostile calls of the bots, the arena and the environments.

    The loaders and parsers fed mutated documents and text (tests/test_untrusted_input.py);
    the command line fed hostile arguments, standard input and files (tests/test_fuzz_cli.py);
    the bots, the arena and the environments called with hostile values
    (tests/test_fuzz_surfaces.py).
    ``THOUSAND_FUZZ_EXAMPLES`` (default here 20,000 per test) scales it; the statistics
    say how many examples each test ran. The normal test run draws a few per test.
    """
    session.install("-e", ".[test,pettingzoo,openspiel]")
    session.run(
        "pytest",
        "tests/test_untrusted_input.py",
        "tests/test_fuzz_cli.py",
        "tests/test_fuzz_surfaces.py",
        "-q",
        "-p",
        "no:cacheprovider",
        "--hypothesis-show-statistics",
        *session.posargs,
        env={"THOUSAND_FUZZ_EXAMPLES": session.env.get("THOUSAND_FUZZ_EXAMPLES", "20000")},
    )


@nox.session(python=PYTHONS, default=False)
def bench(session: nox.Session) -> None:
    """Run benchmarks/run.py (plain perf_counter, no extra packages).

    Extra arguments go to the script: `nox -s bench -- --quick`, `-- --json bench.json`.
    """
    session.install("-e", ".")
    session.run("python", str(BENCH_SCRIPT), *session.posargs)


@nox.session(python=PYTHONS, default=False)
def mutants(session: nox.Session) -> None:
    """Mutation testing of the engine's rule modules with mutmut (``[tool.mutmut]``).

    mutmut copies the tree into ``mutants/`` (git-ignored), changes one thing at a time in
    the modules of ``only_mutate`` (a comparison, a constant, a branch, ...) and runs the
    tests that reach the changed function (``pytest_add_cli_args_test_selection``), until
    one fails. A full run takes 8 to 16 minutes on two cores; a second run reuses the
    results, so delete ``mutants/`` to start afresh.

    Extra arguments go to ``mutmut run``: ``-- --max-children 2``, or mutant names (globs
    too) to run again, ``-- "thousand.game.barrel.*"``.

    Reading the results: the status line counts 🎉 killed, 🙁 survived, ⏰ timeout
    (counted as killed), 🫥 no tests. ``mutmut results`` lists the mutants that were not
    killed, named ``<module>.x_<function>__mutmut_<n>``; ``mutmut show <name>`` prints a
    mutant's diff, and ``mutmut browse`` shows them all. The totals are written to
    ``mutants/mutmut-cicd-stats.json`` and printed last: the score is
    ``(killed + timeout) / total``. A survivor in a rule is a rule no test pins down: add
    a test marked with its catalogue ID that fails on the mutant. A survivor with no
    observable change (an equivalent mutant), or one only in a message, is left.
    """
    session.install("-e", ".[test]", "mutmut==3.8.1")
    session.run("mutmut", "run", *session.posargs)
    session.run("mutmut", "results")
    session.run("mutmut", "export-cicd-stats")
    stats = Path("mutants/mutmut-cicd-stats.json")
    session.log(stats.read_text(encoding="utf-8"))
