"""Shared pytest configuration; the `rule` marker is registered in pyproject.toml."""

from hypothesis import settings

# No test depends on how fast the machine is: hypothesis's default deadline (200 ms an
# example) fails tests on a busy machine, so the default profile has none.
settings.register_profile("default", settings.get_profile("default"), deadline=None)
settings.load_profile("default")
