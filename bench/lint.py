"""Speed and precision of `jaxcheck lint` (README "Lint (no running)").

    python bench/lint.py [--repeat 5]

1. A small project (this repository's examples/ in a temporary folder with a
   pyproject.toml): wall time of ``python -m jaxcheck lint``, median of ``--repeat`` runs,
   next to the same Python's bare start-up (``python -c pass``) on the same machine.
2. The installed sources of optax, flax, equinox and diffrax (found with
   importlib.util.find_spec, never imported): lines, seconds (wall and CPU), lines/s, the
   time ``ast.parse`` alone takes on the same files, and findings per 10k lines, each
   finding listed so that it can be read.

Public tools only: the standard library and jaxcheck.
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from jaxcheck._lint import LintConfig, Stats, lint_files

ROOT = Path(__file__).resolve().parent.parent
LIBRARIES = ("optax", "flax", "equinox", "diffrax")


def _wall(cmd: list[str], cwd: Path, repeat: int) -> tuple[float, float]:
    """Median wall and CPU seconds (user + system of the child) of ``cmd``; on a shared
    machine CPU time is the steadier of the two."""
    walls, cpus = [], []
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(cmd, cwd=cwd, capture_output=True, check=False)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(walls), statistics.median(cpus)


def small_project(repeat: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp)
        shutil.copytree(ROOT / "examples", project / "examples",
                        ignore=shutil.ignore_patterns("ci", "broken_syntax.py"))
        (project / "pyproject.toml").write_text('[project]\nname = "small"\n')
        files = list(project.rglob("*.py"))
        lines = sum(f.read_bytes().count(b"\n") for f in files)
        script = Path(sys.executable).parent / "jaxcheck"
        commands = {"python -m jaxcheck lint": [sys.executable, "-m", "jaxcheck", "lint"],
                    "jaxcheck lint (console script)": [str(script), "lint"],
                    "python -m jaxcheck._lint (the hook)": [sys.executable, "-m",
                                                            "jaxcheck._lint"],
                    "python -c pass (start-up alone)": [sys.executable, "-c", "pass"]}
        print(f"small project: {len(files)} files, {lines} lines; median of {repeat} runs")
        for label, cmd in commands.items():
            wall, cpu = _wall(cmd, project, repeat)
            print(f"  {label:<38} {wall:.3f} s wall, {cpu:.3f} s CPU")


def _source_dir(name: str) -> Path | None:
    spec = importlib.util.find_spec(name)  # finds the package without importing it
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def libraries() -> None:
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    print(f"{'library':<10}{'files':>7}{'lines':>9}{'wall s':>9}{'cpu s':>8}{'lines/s':>10}"
          f"{'l/cpu s':>10}{'parse s':>9}{'findings':>10}{'/10k':>7}")
    total_lines, total_wall, total_cpu, total_found, listed = 0, 0.0, 0.0, 0, []
    for name in LIBRARIES:
        folder = _source_dir(name)
        if folder is None:
            print(f"{name:<10} not installed (pip install {name})")
            continue
        files = sorted(folder.rglob("*.py"))
        start = time.perf_counter()
        for f in files:
            ast.parse(f.read_bytes())
        parse = time.perf_counter() - start
        stats = Stats()
        wall0, cpu0 = time.perf_counter(), time.process_time()
        found = lint_files(files, LintConfig(root=folder.parent), stats)
        wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
        per10k = len(found) / stats.lines * 10_000
        print(f"{name:<10}{stats.files:>7}{stats.lines:>9}{wall:>9.3f}{cpu:>8.3f}"
              f"{stats.lines / wall:>10.0f}{stats.lines / cpu:>10.0f}{parse:>9.3f}"
              f"{len(found):>10}{per10k:>7.2f}")
        total_lines += stats.lines
        total_wall += wall
        total_cpu += cpu
        total_found += len(found)
        listed += found
    if total_lines:
        print(f"{'all':<10}{'':>7}{total_lines:>9}{total_wall:>9.3f}{total_cpu:>8.3f}"
              f"{total_lines / total_wall:>10.0f}{total_lines / total_cpu:>10.0f}{'':>9}"
              f"{total_found:>10}"
              f"{total_found / total_lines * 10_000:>7.2f}")
    for f in listed:
        print(f"  {f.path}:{f.line}:{f.col}: {f.code} {f.message}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    small_project(args.repeat)
    libraries()


if __name__ == "__main__":
    main()
