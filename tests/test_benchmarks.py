"""A smoke test of benchmarks/run.py: the quick run works (no timing is checked here)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).parent.parent / "benchmarks" / "run.py"


def test_quick_benchmark_runs_and_writes_json(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--quick", "--runs", "1", "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(out.read_text())
    sections = {s["number"]: s for s in report["sections"]}
    assert sorted(sections) == [1, 2, 3, 4, 5, 6]
    # Sections 1, 2 and 6 use only the foundation's API; 3-5 run or say what they wait for.
    for number in (1, 2, 6):
        assert sections[number]["status"] == "ok", sections[number]
        assert all(m["median"] > 0 for m in sections[number]["metrics"])
    for section in sections.values():
        assert section["status"] in ("ok", "unavailable"), section
        if section["status"] == "unavailable":
            assert section["message"].startswith("not available yet (needs issue")
            assert not section["metrics"]
    assert "deals per second" in done.stdout


ENVS_SCRIPT = Path(__file__).parent.parent / "benchmarks" / "envs.py"


def test_the_environment_benchmark_runs_and_writes_json(tmp_path: Path) -> None:
    pytest.importorskip("pettingzoo")
    out = tmp_path / "envs.json"
    done = subprocess.run(
        [sys.executable, str(ENVS_SCRIPT), "--quick", "--rules", "four_player", "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(out.read_text())
    loops = {loop["name"]: loop for loop in report["loops"]}
    assert sorted(loops) == ["engine", "engine + view", "gymnasium", "pettingzoo"]
    assert all(loop["median"] > 0 for loop in loops.values())
    assert loops["engine"]["ratio_to_engine"] == 1.0
    assert "decisions per second" in done.stdout
