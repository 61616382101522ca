"""`check`'s incremental skip: a target whose inputs are unchanged since it last passed is
not run again.

A target's verdict is a function of its inputs, and each is in its record:

* the source files it was read from, recorded while it ran, in the process that ran it
  (``EntrypointReport.inputs``: the modules loaded once it finished, its example factory's
  and everything they import, transitively), each by the SHA-256 of its content;
* its *key*: its declaration in ``[tool.jaxcheck]`` (a decorator's is in its source) and
  the settings and options that change a run (``mode``, ``seed``, ``--example``), its
  entry in ``jaxcheck.lock``, the versions of jaxcheck, JAX and jaxlib, the Python
  interpreter and its version, and the environment JAX reads (``JAX_*``, ``XLA_*``,
  ``JAXCHECK_*``, ``PYTHONPATH``).

Like pytest-testmon, it never skips when unsure: a target is skipped only when it passed
last time with exactly this key and every one of its files reads back with the same hash.
A target that failed, raised or was never judged has no record; a file that is missing
or unreadable, or that changed while the target ran (modified after the run started),
means a rerun. The record lives in ``.jaxcheck_cache/`` beside the lock, written
atomically; a cache that is corrupt, of another format or unreadable is ignored (a full
run), and one that cannot be written is left as it was: the cache can make a check
faster, never make a failing one pass.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..util import jsonread
from ..util.io import KEEP, replace_file
from ..util.version import __version__

#: the folder beside ``jaxcheck.lock`` (it ignores itself in git, as ``.ruff_cache`` does).
CACHE_DIR = ".jaxcheck_cache"
CACHE_FILE = "check.json"
#: this format; a cache of any other is ignored.
FORMAT = "jaxcheck-check-cache/1"
#: the environment that can change what JAX compiles, or which files are imported.
ENV_PREFIXES = ("JAX_", "XLA_", "JAXCHECK_")
ENV_NAMES = ("PYTHONPATH",)
#: a cache larger than this is not a cache jaxcheck wrote: ignored.
MAX_BYTES = 64 * 1024 * 1024


@dataclass
class Cache:
    """The record of the targets that passed: ``{target: {"key": ..., "files": {path:
    sha256}}}``, read from and written to ``path``."""

    path: Path
    entries: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: content hashes of this check, each file read once
    hashes: dict[str, str | None] = field(default_factory=dict)

    def digest(self, path: str) -> str | None:
        """The SHA-256 of the file's content, or None when it cannot be read."""
        if path not in self.hashes:
            self.hashes[path] = _digest(path)
        return self.hashes[path]

    def unchanged(self, target: str, key: str) -> bool:
        """Whether ``target`` passed last time with ``key``, and every file it was read
        from still has the content it had then."""
        entry = self.entries.get(target)
        if not isinstance(entry, dict) or entry.get("key") != key:
            return False
        files = entry.get("files")
        if not isinstance(files, dict) or not files:
            return False
        return all(isinstance(path, str) and isinstance(sha, str) and self.digest(path) == sha
                   for path, sha in files.items())

    def record(self, reports: Iterable[Any], keys: dict[str, str], started_ns: int) -> None:
        """Remember each target that passed with nothing to say (no improvement to lock
        in, not missing from the lock) with its key and its files' hashes; forget every
        other one judged now (failed, raised, or its files changed meanwhile)."""
        for ep in reports:
            self.entries.pop(ep.target, None)
            key = keys.get(ep.target)
            # a pass with news (a recompile gone: "improved, run baseline"; a target the
            # lock lacks) says it again next time
            if key is None or ep.status != "pass" or not ep.inputs or ep.improvements \
                    or ep.not_locked:
                continue
            files = {}
            for path in ep.inputs:
                try:
                    changed = os.stat(path).st_mtime_ns >= started_ns
                except OSError:
                    changed = True
                sha = None if changed else self.digest(path)
                if sha is None:  # edited while it ran, or gone: unsure, so no record
                    files = {}
                    break
                files[path] = sha
            if files:
                self.entries[ep.target] = {"key": key, "files": files}

    def save(self) -> None:
        """Write the cache in one step; a cache that cannot be written is no failure of
        the check (the next one simply runs again)."""
        data = json.dumps({"format": FORMAT, "entrypoints": self.entries}, sort_keys=True)
        with contextlib.suppress(OSError):
            folder = self.path.parent
            folder.mkdir(exist_ok=True)
            ignore = folder / ".gitignore"
            if not ignore.exists():
                replace_file(ignore, "# jaxcheck's cache: never committed\n*\n", mode=KEEP)
            replace_file(self.path, data)


def _digest(path: str) -> str | None:
    """The SHA-256 of a regular file's content (None: not one, or unreadable). The cache
    is a file anyone can edit: a path in it naming a FIFO must not hang the check, nor
    one naming a device (``/dev/zero``) read forever."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except (OSError, ValueError):
        return None
    try:
        with open(fd, "rb", closefd=False) as f:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return None
            return hashlib.file_digest(f, "sha256").hexdigest()
    except (OSError, ValueError):
        return None
    finally:
        os.close(fd)


def cache_path(root: Path) -> Path:
    return root / CACHE_DIR / CACHE_FILE


def load(root: Path) -> Cache:
    """The cache of the project at ``root``; empty when there is none, or when what is
    there is unreadable, corrupt or not this format (ignored, never an error)."""
    path = cache_path(root)
    cache = Cache(path)
    try:
        doc = jsonread.read(path, max_bytes=MAX_BYTES)
    except (OSError, ValueError):  # missing, a link, unreadable, BadJSON
        return cache
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        return cache
    entries = doc.get("entrypoints")
    if not isinstance(entries, dict):
        return cache
    cache.entries = {t: e for t, e in entries.items() if isinstance(e, dict)}
    return cache


def _version(distribution: str) -> str | None:
    from importlib import metadata

    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return None


def environment() -> dict[str, Any]:
    """What every target's verdict depends on beyond the project: the versions, the
    interpreter, the environment JAX and the imports read."""
    env = {k: v for k, v in os.environ.items()
           if k.startswith(ENV_PREFIXES) or k in ENV_NAMES}
    return {"format": FORMAT, "jaxcheck": __version__, "jax": _version("jax"),
            "jaxlib": _version("jaxlib"), "python": sys.version,
            "executable": sys.executable, "env": dict(sorted(env.items()))}


def key(target: str, declaration: Any, settings: dict[str, Any], options: dict[str, Any],
        lock: dict[str, Any] | None, common: dict[str, Any]) -> str:
    """One target's key: everything but its files that its verdict depends on.
    ``declaration``: its ``[tool.jaxcheck]`` entry's (its ``repr``: plain data, the
    factory named as text); ``settings``: the table's own keys; ``options``: the run's;
    ``lock``: the lock, whose format and this target's entry count."""
    entries = (lock or {}).get("entrypoints")
    entry = entries.get(target) if isinstance(entries, dict) else None
    parts = {"target": target, "declaration": repr(declaration),
             "settings": {k: v for k, v in settings.items() if k != "lint"},
             "options": options, "lock": None if lock is None else
             {"version": lock.get("version"), "entry": entry}, **common}
    text = json.dumps(parts, sort_keys=True, default=repr)
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass
class Plan:
    """Which targets of a check run and which are skipped, and the record kept after."""

    config: Any  # the Config of the targets to run
    skipped: list[str]
    cache: Cache
    keys: dict[str, str]
    started_ns: int

    def record(self, report: Any) -> None:
        """After the run: what passed is remembered, what did not is forgotten; nothing
        of an interrupted run is (it holds only what finished)."""
        if report.interrupted:
            return
        self.cache.record(report.entrypoints, self.keys, self.started_ns)
        self.cache.save()


def plan(config: Any, options: Any, lock: dict[str, Any] | None, skip: bool) -> Plan:
    """The targets of ``config`` to run: all when not ``skip`` (``--all``, or outputs that
    promise a full report), else those whose record does not match."""
    import dataclasses
    import time

    started = time.time_ns()
    cache = load(config.root)
    common = environment()
    settings = {k: v for k, v in config.settings.items() if k not in ("lint", "jobs")}
    # isolated or not, one answer (the parity tests): how it ran is no input
    run = {**options.to_dict(), "timeout": options.timeout}
    keys = {e.target: key(e.target, e.declaration, settings, run, lock, common)
            for e in config.entries}
    skipped = [e.target for e in config.entries
               if skip and cache.unchanged(e.target, keys[e.target])]
    kept = [e for e in config.entries if e.target not in skipped]
    return Plan(dataclasses.replace(config, entries=kept), skipped, cache, keys, started)
