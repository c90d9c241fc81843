"""Shared pytest configuration; the `rule` marker is registered in pyproject.toml."""
