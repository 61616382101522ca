"""Speed, precision and recall of `jaxcheck lint` (docs/lint.md).

    python bench/lint.py [--repeat 5] [--mirrors DIR] [--corpus-only]

1. A small project (this repository's examples/ in a temporary folder with a
   pyproject.toml): wall time of ``python -m jaxcheck lint``, median of ``--repeat`` runs,
   next to the same Python's bare start-up (``python -c pass``) on the same machine.
2. The installed sources of optax, flax, equinox and diffrax (found with
   importlib.util.find_spec, never imported): lines, seconds (wall and CPU), lines/s, the
   time ``ast.parse`` alone takes on the same files, and findings per 10k lines, each
   finding listed so that it can be read.

3. With ``--mirrors DIR``: the same for the git checkouts of nine JAX libraries (optax,
   flax, equinox, diffrax, levanter, haliax, penzai, brax, distrax), one bare git directory
   each as ``DIR/<owner>+<name>/repo`` (the Python files of HEAD are exported to a
   temporary folder with ``git archive``; nothing of theirs is kept). Each time is the
   least of ``--lib-repeat`` runs (CPU seconds; ``parse s`` too). ``--against REV`` then
   measures the engine of git revision REV and this one in turns, ``--rounds`` times, each
   in its own process, with the load average beside each round.
4. The corpus (tests/lint/lint_corpus/): per rule, recall (pitfall lines found / pitfall lines
   the headers name, whose recompiles JAX's log confirms in the slow test) and false
   positives (findings on lines no header names, clean files included).

Public tools only: the standard library, git and jaxcheck.
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

from jaxcheck._src.lint import LintConfig, Stats, lint_files

ROOT = Path(__file__).resolve().parent.parent
LIBRARIES = ("optax", "flax", "equinox", "diffrax")
MIRRORS = ("google-deepmind+optax", "google+flax", "patrick-kidger+equinox",
           "patrick-kidger+diffrax", "stanford-crfm+levanter", "stanford-crfm+haliax",
           "google-deepmind+penzai", "google+brax", "google-deepmind+distrax")


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
        commands = {"python -m jaxcheck lint (the hook)": [sys.executable, "-m", "jaxcheck",
                                                           "lint"],
                    "jaxcheck lint (console script)": [str(script), "lint"],
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


def _exported(mirrors: Path, tmp: Path) -> list[tuple[str, Path]]:
    """Each mirror's HEAD exported to ``tmp/<name>`` (Python files only)."""
    out = []
    for mirror in MIRRORS:
        git_dir = mirrors / mirror / "repo"
        name = mirror.split("+", 1)[1]
        if not git_dir.is_dir():
            print(f"{name:<10} no mirror at {git_dir}")
            continue
        target = tmp / name
        target.mkdir()
        archive = subprocess.run(["git", "--git-dir", str(git_dir), "archive", "HEAD",
                                  "--", "*.py"], capture_output=True, check=False)
        if archive.returncode != 0:
            print(f"{name:<10} git archive failed: {archive.stderr.decode()[:200]}")
            continue
        subprocess.run(["tar", "-x", "-C", str(target)], input=archive.stdout, check=True)
        out.append((name, target))
    return out


def _cpu_min(run, repeat: int) -> tuple[float, float]:
    """The least CPU and wall seconds of ``repeat`` runs of ``run()``: on a shared machine
    the other jobs only ever add time, so the least is the best estimate of the cost."""
    cpus, walls = [], []
    for _ in range(repeat):
        wall0, cpu0 = time.perf_counter(), time.process_time()
        run()
        walls.append(time.perf_counter() - wall0)
        cpus.append(time.process_time() - cpu0)
    return min(cpus), min(walls)


def _parse_all(files: list[Path]) -> None:
    for f in files:
        ast.parse(f.read_bytes())


def libraries(folders: list[tuple[str, Path]] | None = None, repeat: int = 3) -> None:
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs; each figure the "
          f"least of {repeat} runs")
    print(f"{'library':<10}{'files':>7}{'lines':>9}{'wall s':>9}{'cpu s':>8}{'lines/s':>10}"
          f"{'l/cpu s':>10}{'parse s':>9}{'findings':>10}{'/10k':>7}")
    total_lines, total_wall, total_cpu, total_parse, total_found, listed = 0, 0.0, 0.0, 0.0, \
        0, []
    for name, folder in folders or [(n, _source_dir(n)) for n in LIBRARIES]:
        if folder is None:
            print(f"{name:<10} not installed (pip install {name})")
            continue
        files = sorted(folder.rglob("*.py"))
        parse, _ = _cpu_min(lambda files=files: _parse_all(files), repeat)  # CPU s
        stats, found = Stats(), []

        def run(files=files, folder=folder, stats=stats, found=found):
            stats.files = stats.lines = 0
            found[:] = lint_files(files, LintConfig(root=folder.parent), stats)

        cpu, wall = _cpu_min(run, repeat)
        per10k = len(found) / stats.lines * 10_000
        print(f"{name:<10}{stats.files:>7}{stats.lines:>9}{wall:>9.3f}{cpu:>8.3f}"
              f"{stats.lines / wall:>10.0f}{stats.lines / cpu:>10.0f}{parse:>9.3f}"
              f"{len(found):>10}{per10k:>7.2f}")
        total_lines += stats.lines
        total_wall += wall
        total_cpu += cpu
        total_parse += parse
        total_found += len(found)
        listed += found
    if total_lines:
        print(f"{'all':<10}{'':>7}{total_lines:>9}{total_wall:>9.3f}{total_cpu:>8.3f}"
              f"{total_lines / total_wall:>10.0f}{total_lines / total_cpu:>10.0f}"
              f"{total_parse:>9.3f}{total_found:>10}"
              f"{total_found / total_lines * 10_000:>7.2f}")
        print(f"ast.parse alone: {total_lines / total_parse:.0f} lines per CPU second; lint "
              f"costs {total_cpu / total_parse:.2f}x parsing")
    for f in listed:
        print(f"  {f.path}:{f.line}:{f.col}: {f.code} {f.message}")


def _child(folders: list[Path]) -> None:
    """(``--child``) Lint each folder as its own project with the jaxcheck this process
    imports; print the lines and the least CPU seconds of three runs, summed."""
    lines, cpu = 0, 0.0
    for folder in folders:
        files = sorted(folder.rglob("*.py"))
        stats = Stats()

        def run(files=files, folder=folder, stats=stats):
            stats.files = stats.lines = 0
            lint_files(files, LintConfig(root=folder.parent), stats)

        cpu += _cpu_min(run, 3)[0]
        lines += stats.lines
    print(lines, cpu)


def against(rev: str, folders: list[tuple[str, Path]], rounds: int) -> None:
    """The engine of git revision ``rev`` and this one, in turns, ``rounds`` times, each
    in a process of its own on the same files: on a shared machine only figures measured
    side by side compare."""
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "jaxcheck"],
                                 capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
        engines = {rev: tmp, "this tree": str(ROOT)}
        print(f"{'round':<7}{'load':>6}" + "".join(f"{e[:12]:>14}" for e in engines)
              + "   (lines per CPU second)")
        best: dict[str, float] = {}
        for r in range(rounds):
            row = []
            for label, path in engines.items():
                out = subprocess.run(
                    [sys.executable, str(Path(__file__).resolve()), "--child",
                     *(str(f) for _, f in folders)], capture_output=True, text=True,
                    env={**os.environ, "PYTHONPATH": path}, cwd=tmp, check=True).stdout
                lines, cpu = out.split()
                rate = int(lines) / float(cpu)
                best[label] = max(best.get(label, 0.0), rate)
                row.append(rate)
            print(f"{r + 1:<7}{os.getloadavg()[0]:>6.1f}" + "".join(f"{x:>14.0f}" for x in row))
        print(f"{'best':<13}" + "".join(f"{best[e]:>14.0f}" for e in engines))


def corpus() -> None:
    sys.path.insert(0, str(ROOT / "tests" / "lint"))
    from lint_corpus import lint_all, samples

    from jaxcheck._src.lint import RULES

    want: dict[str, set] = {code: set() for code in RULES}
    got: dict[str, set] = {code: set() for code in RULES}
    linted = lint_all()  # the corpus folder as one project (cross-module samples)
    for s in samples():
        for line, code in s.findings:
            want[code].add((s.path.name, line))
        for line, code in linted[s.path.name]:
            got[code].add((s.path.name, line))
    print(f"corpus: {len(samples())} files\n{'rule':<7}{'pitfalls':>9}{'found':>7}"
          f"{'recall':>8}{'false +':>9}")
    for code in RULES:
        if not want[code] and not got[code]:
            continue
        hit = len(want[code] & got[code])
        recall = hit / len(want[code]) if want[code] else 1.0
        print(f"{code:<7}{len(want[code]):>9}{hit:>7}{recall:>8.0%}"
              f"{len(got[code] - want[code]):>9}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--mirrors", type=Path, help="folder of bare git mirrors "
                        "(<owner>+<name>/repo) of the nine libraries")
    parser.add_argument("--corpus-only", action="store_true")
    parser.add_argument("--lib-repeat", type=int, default=3,
                        help="runs per library (the least CPU time is reported)")
    parser.add_argument("--against", metavar="REV", help="also measure the engine of git "
                        "revision REV, interleaved with this one (needs --mirrors)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of --against")
    parser.add_argument("--child", nargs="+", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        _child(args.child)
        return
    corpus()
    if args.corpus_only:
        return
    small_project(args.repeat)
    if args.mirrors is None:
        libraries(repeat=args.lib_repeat)
        return
    with tempfile.TemporaryDirectory() as tmp:
        folders = _exported(args.mirrors, Path(tmp))
        libraries(folders, args.lib_repeat)
        if args.against:
            against(args.against, folders, args.rounds)


if __name__ == "__main__":
    main()
