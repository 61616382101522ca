"""Recall and false positives of `jaxcheck lint` on a corpus written apart from it.

    python bench/lint_blind.py FOLDER [FOLDER ...] [--cases] [--findings]

Each FOLDER holds case folders (``main.py``, maybe other modules, and ``truth.json``
whose counts JAX's compile log fixed). Each case is linted as a project of its own and
scored (tests/lint/blind_score.py): a pitfall is found when lint reports anything in the
case, and found on a line when a finding sits on a line the truth names; a look-alike
with any finding is a false positive. Prints a Markdown table per class and overall;
``--cases`` adds one line per case, ``--findings`` each finding.

Public tools only: the standard library and jaxcheck.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "lint"))

from blind_score import score, table  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--cases", action="store_true", help="one line per case")
    parser.add_argument("--findings", action="store_true", help="every finding")
    args = parser.parse_args()
    start = time.process_time()
    scored = score(args.folders)
    cpu = time.process_time() - start
    if args.cases or args.findings:
        for case in scored:
            mark = ("found" if case.flagged else "MISSED") if case.kind == "pitfall" else (
                "FALSE POSITIVE" if case.flagged else "clean")
            line = " (on a truth line)" if case.kind == "pitfall" and case.on_line else ""
            print(f"{case.name:<48} {case.kind:<10} {case.group:<14} {mark}{line}")
            if args.findings:
                for f in case.findings:
                    print(f"    {f.path}:{f.line}: {f.code} {f.message[:110]}")
        print()
    print(table(scored))
    print(f"\n{len(scored)} cases linted in {cpu:.2f} CPU s")


if __name__ == "__main__":
    main()
