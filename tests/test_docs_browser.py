"""The built documentation in a real browser: every picture loads, no internal link is broken.

Headless Chromium, driven by Playwright, opens every page of the HTML build. A picture
has loaded when the browser decoded it (``naturalWidth > 0``), and every picture is a
file of the build, never fetched from the network. Every link inside the site must lead
to a page of the build and, with a ``#fragment``, to an element with that id there.

Run it with ``nox -s browser``, which builds the HTML and fails if no browser can be
started, or as a plain test file (``python -m pytest tests/test_docs_browser.py``), which
builds the HTML into a temporary folder and is skipped unless Playwright and a Chromium
are installed. The browser is the first of: ``THOUSAND_CHROMIUM``, a ``chromium``,
``chromium-browser`` or ``google-chrome`` on the PATH, Playwright's own Chromium.
``THOUSAND_DOCS_HTML`` names an HTML build to check instead of building one.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NoReturn
from urllib.parse import unquote, urldefrag, urlparse

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.browser

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def _unavailable(reason: str) -> NoReturn:
    if os.environ.get("THOUSAND_BROWSER_REQUIRED"):
        pytest.fail(reason)
    pytest.skip(reason)


def _chromium() -> str | None:
    named = os.environ.get("THOUSAND_CHROMIUM")
    if named:
        return named
    for name in BROWSERS:
        found = shutil.which(name)
        if found:
            return found
    return None  # Playwright's own Chromium, if `playwright install chromium` was run


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The HTML build to check: ``THOUSAND_DOCS_HTML``, or a fresh one."""
    given = os.environ.get("THOUSAND_DOCS_HTML")
    if given:
        return Path(given).resolve()
    if shutil.which("sphinx-build") is None and not _has("sphinx"):
        _unavailable("Sphinx is not installed")
    out = tmp_path_factory.mktemp("html")
    done = subprocess.run(
        [sys.executable, "-m", "sphinx", "-q", "-b", "html", str(ROOT / "docs"), str(out)],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return out


def _has(module: str) -> bool:
    try:
        __import__(module)
    except ImportError:
        return False
    return True


@pytest.fixture(scope="module")
def browser_page() -> Iterator[Any]:
    """A page of a headless Chromium."""
    if not _has("playwright"):
        _unavailable("Playwright is not installed (pip install -e '.[browser]')")
    from playwright.sync_api import Error, sync_playwright

    with sync_playwright() as playwright:
        try:
            browser = playwright.chromium.launch(
                executable_path=_chromium(), args=["--no-sandbox", "--disable-gpu"]
            )
        except Error as error:
            _unavailable(
                "no Chromium could be started (install one: apt-get install chromium):"
                f" {error.message.splitlines()[0]}"
            )
        page = browser.new_page()
        yield page
        browser.close()


@pytest.fixture(scope="module")
def pages(site: Path, browser_page: Any) -> dict[Path, dict[str, Any]]:
    """Each built page as the browser sees it: its pictures, links and element ids."""
    seen: dict[Path, dict[str, Any]] = {}
    for path in sorted(site.rglob("*.html")):
        browser_page.goto(path.as_uri(), wait_until="load")
        seen[path] = browser_page.evaluate(
            """() => ({
                images: Array.from(document.images).map(i => ({
                    src: i.currentSrc || i.src, complete: i.complete, width: i.naturalWidth,
                })),
                links: Array.from(document.querySelectorAll("a[href]")).map(a => a.href),
                ids: Array.from(document.querySelectorAll("[id], a[name]"))
                    .map(e => e.id || e.getAttribute("name")),
            })"""
        )
    return seen


def test_every_page_of_the_site_is_opened(site: Path, pages: dict[Path, dict[str, Any]]) -> None:
    names = {path.relative_to(site).as_posix() for path in pages}
    assert {"index.html", "how-to-play.html", "rules-reference.html", "api.html"} <= names


def test_every_picture_loads_from_the_build(site: Path, pages: dict[Path, dict[str, Any]]) -> None:
    pictures = 0
    for path, seen in pages.items():
        for image in seen["images"]:
            pictures += 1
            where = f"{image['src']} on {path.relative_to(site)}"
            assert image["src"].startswith("file:"), f"fetched from the network: {where}"
            assert image["complete"], f"not loaded: {where}"
            assert image["width"] > 0, f"loaded but not decoded: {where}"
    how_to_play = pages[site / "how-to-play.html"]["images"]
    assert {Path(urlparse(i["src"]).path).suffix for i in how_to_play} == {".svg"}
    assert len(how_to_play) >= 4
    assert pictures >= len(how_to_play)


def test_no_internal_link_is_broken(site: Path, pages: dict[Path, dict[str, Any]]) -> None:
    ids = {path.resolve(): set(seen["ids"]) for path, seen in pages.items()}
    broken = []
    checked = 0
    for path, seen in pages.items():
        for href in seen["links"]:
            url, fragment = urldefrag(href)
            if urlparse(url).scheme != "file":
                continue  # the web: not part of the site, and this check works offline
            target = Path(unquote(urlparse(url).path)).resolve()
            checked += 1
            if target.is_dir():
                target = target / "index.html"
            if not target.is_file():
                broken.append(f"{path.relative_to(site)}: {href} (no such file)")
            elif fragment and target.suffix == ".html" and fragment not in ids.get(target, set()):
                broken.append(f"{path.relative_to(site)}: {href} (no such anchor)")
    assert checked > 100
    assert not broken, "\n".join(broken)
