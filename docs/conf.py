"""Sphinx configuration for the thousand documentation."""

import doctest
import sys
from importlib.metadata import version as _installed_version
from pathlib import Path

# Local extensions: rule_tests lists the tests marked with each rule ID, json_schemas
# writes docs/schema, card_pictures draws the pictures of how-to-play.md and pictures.md
# with thousand.svg, preset_table
# sets the presets side by side on presets.md.
sys.path.insert(0, str(Path(__file__).parent / "_ext"))

project = "thousand"
# Needs the package installed (pip install -e '.[docs]'), as the docs session does.
release = _installed_version("thousand")
version = ".".join(release.split(".")[:2])

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.doctest",
    "sphinx.ext.viewcode",
    "myst_parser",
    "rule_tests",
    "json_schemas",
    "card_pictures",
    "preset_table",
]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
exclude_patterns = ["_build"]

html_theme = "furo"
html_title = f"thousand {release}"

autodoc_typehints = "description"
autodoc_member_order = "bysource"

napoleon_google_docstring = True
napoleon_numpy_docstring = False
# With attrs classes, ivar avoids "duplicate object description" warnings.
napoleon_use_ivar = True

# `sphinx-build -b doctest` runs docstring examples without their module's globals.
# PICTURES: the folder of the pictures, which pictures.md compares its examples with.
doctest_global_setup = f"""
from pathlib import Path as _Path
PICTURES = _Path({str(Path(__file__).resolve().parent / "pictures")!r})
import thousand as t
from thousand import *
from thousand.scoring import *
from thousand.serialization import *
from thousand.schema import *
from thousand.presets import *
"""
# Setting the flags replaces Sphinx's defaults (the first three), so they are repeated.
doctest_default_flags = (
    doctest.ELLIPSIS
    | doctest.IGNORE_EXCEPTION_DETAIL
    | doctest.DONT_ACCEPT_TRUE_FOR_1
    | doctest.NORMALIZE_WHITESPACE
)
