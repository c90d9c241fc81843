"""A smoke test of benchmarks/openspiel.py: the quick run works (no timing is checked)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")

SCRIPT = Path(__file__).parent.parent / "benchmarks" / "openspiel.py"


def test_quick_openspiel_benchmark_runs_and_writes_json(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--quick", "--runs", "1", "--deals", "5", "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(out.read_text())
    figures = report["figures"]
    for name in ("engine decisions/s", "openspiel decisions/s", "openspiel chance steps/s"):
        assert figures[name]["median"] > 0
    assert "ratio of decisions/s" in done.stdout
