"""Shared pytest configuration; the `rule` marker is registered in pyproject.toml."""

import os
import shutil
import tempfile

import pytest
from hypothesis import settings

from thousand.cli.saves import FOLDER_VARIABLE

_SAVES = pytest.StashKey[str]()

# No test depends on how fast the machine is: hypothesis's default deadline (200 ms an
# example) fails tests on a busy machine, so the default profile has none.
settings.register_profile("default", settings.get_profile("default"), deadline=None)
settings.load_profile("default")


def pytest_configure(config: pytest.Config) -> None:
    # ``play`` saves every game it plays; the tests' games go to a folder of their own
    # (subprocesses inherit it), never to the working directory.
    folder = tempfile.mkdtemp(prefix="thousand-saves-")
    config.stash[_SAVES] = folder
    os.environ[FOLDER_VARIABLE] = folder


def pytest_unconfigure(config: pytest.Config) -> None:
    folder = config.stash.get(_SAVES, None)
    if folder is not None:
        shutil.rmtree(folder, ignore_errors=True)
