"""`jaxcheck init`: write a commented ``[tool.jaxcheck]`` block (and an example-factory
stub) for the project in the current directory, from its source alone (``config/scaffold.py``)."""

from __future__ import annotations

import os
import sys
import tomllib
from pathlib import Path

from ...config import scaffold
from ...util import errors
from ...util.errors import IOFailure, UsageError
from ...util.printable import listing


def init(path: str | None = None, dry_run: bool = False) -> int:
    """Find the project (the nearest pyproject.toml, else ``path`` or the cwd), scan it,
    and write what is missing; never overwrite a ``[tool.jaxcheck]`` table or a file."""
    from ...config import table as config

    start = Path(path or os.getcwd())
    if not start.is_dir():
        raise UsageError(f"jaxcheck init: {str(start)!r} is not a directory")
    found = config.find_pyproject(start)
    root = found.parent if found is not None else start.resolve()
    pyproject = root / "pyproject.toml"
    existing = _read(pyproject)
    skipped: list[str] = []
    entries = scaffold.scan(root, skipped)
    more = max(0, len(entries) - scaffold.MAX_ENTRIES)
    entries = entries[:scaffold.MAX_ENTRIES]
    stub_path = root / f"{scaffold.STUB_MODULE}.py"
    stub_text = scaffold.stub(entries)
    text = scaffold.block(entries, scaffold.STUB_MODULE, more)
    has_table = existing is not None and "jaxcheck" in (existing.get("tool") or {})
    say = print if not dry_run else (lambda *a, **k: print(*a, **k, file=sys.stderr))
    if skipped:  # on stderr: --dry-run's stdout is the block alone
        print(f"jaxcheck: not scanned, over {scaffold.MAX_SOURCE_BYTES // 2**20} MB "
              f"(generated code?): {listing(skipped)}", file=sys.stderr)
    if dry_run:
        print(text, end="")
        if stub_text:
            print(f"\n# {stub_path.name}\n{stub_text}", end="")
        return errors.OK
    if has_table:
        say(f"jaxcheck: {pyproject} already has [tool.jaxcheck]: left as it is. What init "
            "would write (jaxcheck init --dry-run prints it again):\n")
        say(text)
    else:
        _append(pyproject, text)
        say(f"jaxcheck: wrote [tool.jaxcheck] to {pyproject} "
            f"({_count(entries, 'entry', 'args')} entr"
            f"{'y' if _count(entries, 'entry', 'args') == 1 else 'ies'} to run"
            + (f", {_count(entries, 'example')} to fill in" if _count(entries, 'example')
               else "") + ")")
    if stub_text:
        if os.path.lexists(stub_path):  # a file, a folder or a link (even to nowhere)
            say(f"jaxcheck: {stub_path.name} exists: left as it is")
        else:
            _write_new(stub_path, stub_text)
            say(f"jaxcheck: wrote {stub_path.name}: {_count(entries, 'example')} "
                "example factor" + ("y" if _count(entries, 'example') == 1 else "ies")
                + " to fill in (then uncomment their entries in pyproject.toml)")
    _ignore_cache(root, say)
    say(_next_steps(entries, has_table))
    return errors.OK


def _ignore_cache(root: Path, say) -> None:
    """``.jaxcheck_cache/`` (`check`'s record of what passed) in the project's
    ``.gitignore``, once: it is this machine's, never to be committed."""
    from ...verdict.incremental import CACHE_DIR

    path = root / ".gitignore"
    try:
        before = path.read_text(encoding="utf-8") if path.is_file() else ""
    except (OSError, UnicodeDecodeError):
        return  # not ours to repair; the cache ignores itself in git anyway
    lines = {line.strip().strip("/") for line in before.splitlines()}
    if CACHE_DIR in lines:
        return
    try:
        with open(path, "a", encoding="utf-8") as f:
            f.write(("\n" if before and not before.endswith("\n") else "") + CACHE_DIR + "/\n")
    except OSError as e:
        raise IOFailure(f"cannot write {path}: {e.strerror or e}") from None
    say(f"jaxcheck: added {CACHE_DIR}/ to {path.name} (the record of what `jaxcheck check` "
        "may skip)")


def _count(entries, *kinds) -> int:
    return sum(1 for e in entries if e.kind in kinds)


def _next_steps(entries, has_table: bool) -> str:
    steps = ["next:"]
    if _count(entries, "entry", "args"):
        steps.append("  jaxcheck check       # run every entry; fails on unexpected "
                     "recompiles")
        steps.append("  jaxcheck baseline    # record today's compiles in jaxcheck.lock "
                     "(commit it)")
    else:
        steps.append("  add an entry to [tool.jaxcheck] (docs/configuration.md), then "
                     "jaxcheck check")
    if _count(entries, "example"):
        steps.append(f"  fill in {scaffold.STUB_MODULE}.py, uncomment its entries, "
                     "jaxcheck check again")
    steps.append("  CI: docs/ci.md")
    return "\n".join(steps)


def _read(path: Path) -> dict | None:
    try:
        if not path.is_file():  # raises too where a folder on the way cannot be entered
            return None
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise UsageError(f"{path}: not valid TOML ({e}): fix it before jaxcheck init "
                         "adds to it") from None
    except OSError as e:
        raise IOFailure(f"cannot read {path}: {e.strerror or e}") from None


def _writable(path: Path) -> None:
    """An :class:`IOFailure` when ``path`` (or, for a new file, its folder) is read-only:
    the permission bits decide, for root too (``chmod -w`` means "leave it")."""
    import stat

    for what in (path, path.parent):
        try:
            mode = what.stat().st_mode
        except FileNotFoundError:
            continue
        except OSError as e:
            raise IOFailure(f"cannot write {path}: {e.strerror or e}") from None
        if not stat.S_IMODE(mode) & 0o222:
            where = "" if what == path else "the folder of "
            raise IOFailure(f"{where}{path} is read-only: nothing written (make it "
                            "writable, or add what jaxcheck init --dry-run prints "
                            "yourself)")


def _append(path: Path, text: str) -> None:
    """The block after the file's own text (or a new file), checked to parse first, in
    the file's own line endings; the file replaced in one step (its mode kept; a link
    kept, its target replaced), never a read-only one."""
    from ...lint.fixfile import newline_of
    from ...util.io import KEEP, replace_file

    _writable(path)
    if not path.is_file():
        _write_new(path, text)
        return
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise IOFailure(f"cannot read {path}: {e.strerror or e}") from None
    before = raw.decode("utf-8")  # _read parsed it as UTF-8 already
    joined = before + ("\n" if before and not before.endswith(("\n", "\r")) else "") + \
        ("\n" if before.strip() else "") + text
    tomllib.loads(joined)  # a bug of jaxcheck's if not: never write a broken file
    newline = newline_of(raw)
    added = joined[len(before):].replace("\n", newline)
    try:
        replace_file(os.path.realpath(path), raw + added.encode("utf-8"), mode=KEEP)
    except OSError as e:
        raise IOFailure(f"cannot write {path}: {e.strerror or e}") from None


def _write_new(path: Path, text: str) -> None:
    _writable(path)
    try:
        with open(path, "x", encoding="utf-8") as f:  # never over an existing file
            f.write(text)
    except FileExistsError:  # appeared meanwhile, or a link to nowhere: theirs
        raise UsageError(f"{path} exists (or appeared while jaxcheck init ran, or is a "
                         "link to nowhere): left as it is") from None
    except OSError as e:
        raise IOFailure(f"cannot write {path}: {e.strerror or e}") from None
