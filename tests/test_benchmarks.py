"""Smoke tests of the benchmark scripts: their quick runs work (no timing is checked here)."""

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

BENCHMARKS = Path(__file__).parent.parent / "benchmarks"


def run_quick(script: str, tmp_path: Path, *args: str, timeout: int) -> tuple[str, Any]:
    """Run ``benchmarks/<script> --quick ARGS --json FILE``; its stdout and the JSON it wrote."""
    out = tmp_path / "report.json"
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / script), "--quick", *args, "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout, json.loads(out.read_text())


def test_quick_benchmark_runs_and_writes_json(tmp_path: Path) -> None:
    stdout, report = run_quick("run.py", tmp_path, "--runs", "1", timeout=120)
    sections = {s["number"]: s for s in report["sections"]}
    assert sorted(sections) == [1, 2, 3, 4, 5, 6]
    # Sections 1, 2 and 6 use only the core API; 3-5 run or say which API they miss.
    for number in (1, 2, 6):
        assert sections[number]["status"] == "ok", sections[number]
        assert all(m["median"] > 0 for m in sections[number]["metrics"])
    for section in sections.values():
        assert section["status"] in ("ok", "unavailable"), section
        if section["status"] == "unavailable":
            assert section["message"].startswith("not available yet (needs thousand.")
            assert not section["metrics"]
    ratio = next(m for m in sections[1]["metrics"] if m["name"] == "engine ÷ floor (wall clock)")
    assert ratio["target"] == 0.35
    assert "deals per second" in stdout


def test_quick_arena_benchmark_runs_and_writes_json(tmp_path: Path) -> None:
    # One worker: the pool is started and used as with more, at half the start-up cost.
    stdout, report = run_quick("arena.py", tmp_path, "--games", "3", "--workers", "1", timeout=300)
    figures = report["figures"]
    assert [f["name"] for f in figures] == ["serial", "pool, cold", "pool, warm"]
    assert all(rate > 0 for f in figures for rate in f["games_per_second"])
    assert "games/s" in stdout


def test_the_environment_benchmark_runs_and_writes_json(tmp_path: Path) -> None:
    pytest.importorskip("pettingzoo")
    stdout, report = run_quick("envs.py", tmp_path, "--rules", "four_player", timeout=300)
    loops = {loop["name"]: loop for loop in report["loops"]}
    assert sorted(loops) == ["engine", "engine + mask", "engine + view", "gymnasium", "pettingzoo"]
    assert all(loop["median"] > 0 for loop in loops.values())
    assert loops["engine"]["ratio_to_engine"] == 1.0
    assert "decisions per second" in stdout


def test_the_bot_games_benchmark_runs_two_versions_and_writes_json(tmp_path: Path) -> None:
    src = str(BENCHMARKS.parent / "src")
    stdout, report = run_quick("bot_games.py", tmp_path, "--old", src, timeout=300)
    assert report["games"] == 1
    assert all(len(rates) == 1 and rates[0] > 0 for rates in report["games_per_second"].values())
    assert len(report["ratios"]) == 1
    assert "new/old" in stdout
