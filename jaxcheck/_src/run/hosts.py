"""Divergence between the hosts of one distributed job, each under its own jaxcheck.

On a cluster every host starts ``jaxcheck run -- python train.py`` itself: no
parent sees every process. The processes compare through the job's own
key-value store instead (the coordinator's store that ``jax.distributed.initialize``
starts; ``jaxcompat.distributed_store``). Keys, all under ``jaxcheck/``:

- ``c/<fid>/<k>/<p>``: process ``p`` compiled the ``k``-th compile of function
  ``fid`` (a hash of its name and definition site): the signature's digest, the
  call site and, for a recompile, its causes. One write per compile.
- ``ref/<fid>/<k>``: the first process to compile it and its digest, written only
  if absent (``allow_overwrite=False``): every later process reads this one small
  key and compares its own digest with it. One write attempt and one read.
- ``sig/<fid>/<k>/<digest>``: the signature itself, once per different digest (by
  the first process with it); read only when digests differ.
- ``div/...``: a divergence announced: a digest that differs (by the process that
  has it), or a recompile that the other processes have not made :data:`STALL`
  seconds later (by the first process that made it, which then reads that
  compile's ``c/`` entries once). Every process reads this directory at each of
  its compiles and once a second (less often above 256 processes); it is empty
  while the job agrees, so the read costs a round trip and no bytes.
- ``miss/<fid>/<k>/<p>``: at the end, process ``p`` never made that compile.

At its first differing digest a process prints one line at once (flushed, on
stderr, before its next collective can hang) and keeps the :class:`Divergence`
for its snapshot; the others print it when they read ``div/``. Before the job's
shutdown (the program's ``jax.distributed.shutdown()``, or JAX's exit hook) the
processes meet at a barrier, list the compiles some made and others did not
(the commonest multi-host bug: one host recompiles, the others reuse their
executable), meet again, and read the misses: a process that ends early still
sees everything the others published. The parent (``program.merge``) adds these
divergences to its own comparison of local processes, once each (:func:`merged`).
"""

from __future__ import annotations

import hashlib
import json
import sys
import threading
import time
from collections.abc import Iterable, Sequence
from typing import Any

from ..analysis import divergence
from ..model.report import CompileEvent, Divergence, FunctionReport

PREFIX = "jaxcheck/"
#: seconds between two reads of ``div/`` by the background thread, at least: a job
#: of more than 256 processes reads less often, so that the coordinator answers at
#: most about 256 such reads a second.
POLL = 1.0


def _seconds(name: str, default: float) -> float:
    """A positive number of seconds from the environment, at most a day; the default
    when it is not one (:func:`env.number`)."""
    from ..util import env

    value = env.number(name, default, low=0.0, high=86400.0)
    return value if value > 0 else default


#: a recompile that the other processes have not made this many seconds later is
#: announced (the job may be hung in the collective after it); only a final
#: comparison makes it a divergence of a process that ended normally.
STALL = _seconds("JAXCHECK_HOSTS_STALL", 3.0)
#: how long a process waits at the final barriers for the others (milliseconds).
WAIT_MS = int(_seconds("JAXCHECK_HOSTS_WAIT", 60.0) * 1000)


def _fid(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()[:12]


class Store:
    """The job's key-value store, counting what jaxcheck writes and reads, by what it
    was doing (``phase``: at a compile, in the background, at the end)."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.phase = "compile"
        self.counts: dict[str, dict[str, float]] = {}

    def _add(self, what: str, n: float) -> None:
        counts = self.counts.setdefault(self.phase, dict.fromkeys(
            ("writes", "reads", "bytes_written", "bytes_stored", "bytes_read", "seconds",
             "barrier_seconds"), 0))
        counts[what] += n

    def set(self, key: str, value: str, new: bool = False) -> bool:
        """Write ``key``; with ``new``, only if absent (False when it existed)."""
        begin = time.perf_counter()
        self._add("writes", 1)
        self._add("bytes_written", len(PREFIX) + len(key) + len(value))
        try:
            self.client.key_value_set(PREFIX + key, value, allow_overwrite=not new)
            self._add("bytes_stored", len(PREFIX) + len(key) + len(value))
            return True
        except Exception as e:
            if new and "ALREADY_EXISTS" in str(e):
                return False
            raise
        finally:
            self._add("seconds", time.perf_counter() - begin)

    def get(self, key: str, wait_ms: int = 1) -> str | None:
        begin = time.perf_counter()
        self._add("reads", 1)
        try:
            value = self.client.blocking_key_value_get(PREFIX + key, wait_ms)
        except Exception:  # not there (yet)
            return None
        finally:
            self._add("seconds", time.perf_counter() - begin)
        self._add("bytes_read", len(value))
        return value

    def dir(self, key: str) -> list[tuple[str, str]]:
        begin = time.perf_counter()
        self._add("reads", 1)
        try:
            items = self.client.key_value_dir_get(PREFIX + key)
        finally:
            self._add("seconds", time.perf_counter() - begin)
        self._add("bytes_read", sum(len(k) + len(v) for k, v in items))
        return [(k[len(PREFIX):], v) for k, v in items]

    def barrier(self, name: str, wait_ms: int) -> bool:
        begin = time.perf_counter()
        try:
            self.client.wait_at_barrier(PREFIX + name, wait_ms)
            return True
        except Exception:
            return False
        finally:  # mostly waiting for the slowest process: kept apart
            self._add("barrier_seconds", time.perf_counter() - begin)

    def stats(self) -> dict[str, Any]:
        return {phase: {k: round(v, 6) for k, v in c.items()}
                for phase, c in self.counts.items()}


def _causes(event: CompileEvent) -> list[list]:
    if not event.recompile:
        return []
    return [[c.kind, c.path, c.before, c.after] for c in event.causes[:3]]


def _count(n: int) -> str:
    return f"{n} compile{'s' if n != 1 else ''}"


class Hosts:
    """This process's side of the comparison through the job's store."""

    def __init__(self, job: dict[str, Any], client: Any, out: Any = None) -> None:
        self.store = Store(client)
        self.index: int = job["process_index"]
        self.count: int = job["process_count"]
        # the parent's label for the job (`divergence.jobs`), so that both agree
        self.label = f"{job['coordinator']} ({self.count} processes)"
        self.out = out
        self.lock = threading.RLock()
        self.keys: dict[int, str] = {}  # id(FunctionReport) -> function key
        self.compiles: dict[str, int] = {}  # function key -> compiles made here
        self.divergences: dict[tuple, Divergence] = {}
        #: recompiles made here and not (yet) elsewhere, announced, not confirmed
        self.pending: dict[tuple, Divergence] = {}
        self.notes: list[str] = []
        self.seen: set[str] = set()  # div/ keys handled
        self.said: set[tuple] = set()  # divergences printed
        self.stalls: list[tuple[float, str, int, str]] = []  # (due, fid, k, function key)
        self.compared = False  # the final comparison ran with every process
        self.done = False
        self.published = 0
        #: called when a divergence is found (the process writes its snapshot again)
        self.changed: Any = None
        self.thread = threading.Thread(target=self._loop, name="jaxcheck-hosts", daemon=True)
        self.thread.start()

    # -- at each compile ---------------------------------------------------------------
    def publish(self, new: Iterable[tuple[FunctionReport, CompileEvent]],
                records: Sequence[Any]) -> None:
        """Publish each new compile and compare it with the first process's."""
        with self.lock:
            if self.done:
                return
            any_new = False
            for fn, event in new:
                try:
                    self._publish(fn, event, records)
                    any_new = True
                except Exception as e:  # never break the program: say once
                    self._note(f"the job's store could not be written: "
                               f"{type(e).__name__}: {e}")
            if any_new:
                self._read_divergences()

    def _key(self, fn: FunctionReport) -> str:
        key = self.keys.get(id(fn))
        if key is None:
            key = divergence.function_key(fn)
            while key in self.keys.values():  # another function object at that line
                key += "'"
            self.keys[id(fn)] = key
        return key

    def _publish(self, fn: FunctionReport, event: CompileEvent, records: Sequence[Any]) -> None:
        key = self._key(fn)
        k = self.compiles[key] = self.compiles.get(key, 0) + 1
        fid = _fid(key)
        rec = records[event.record] if 0 <= event.record < len(records) else None
        sig = getattr(rec, "signature", None)
        data = divergence.signature_data(sig, event.transform) if sig is not None else None
        digest = divergence.digest(data) if data is not None else None
        self.store.set(f"c/{fid}/{k}/{self.index}", json.dumps(
            {"d": digest, "s": event.call_site, "c": _causes(event)}))
        self.published += 1
        ref = json.dumps({"d": digest, "p": self.index, "f": key})
        if self.store.set(f"ref/{fid}/{k}", ref, new=True):
            if data is not None:
                self.store.set(f"sig/{fid}/{k}/{digest}", json.dumps(data), new=True)
            if k >= 2:  # a recompile, made here first: do the others make it too?
                self.stalls.append((time.monotonic() + STALL, fid, k, key))
        else:
            first = json.loads(self.store.get(f"ref/{fid}/{k}", 1000) or "{}")
            if digest is not None and first.get("d") not in (None, digest):
                self.store.set(f"sig/{fid}/{k}/{digest}", json.dumps(data), new=True)
                self.store.set(f"div/{fid}/{k}/{digest}", json.dumps({"f": key}), new=True)

    # -- what the others published ------------------------------------------------------
    def _read_divergences(self) -> None:
        for name, value in self.store.dir("div/"):
            if name in self.seen:
                continue
            self.seen.add(name)
            parts = name.split("/")  # div/<fid>/<k>/<digest or "count">
            info = json.loads(value)
            if parts[3] == "count":
                from ..model.wire import divergence_from_dict

                self._found(divergence_from_dict(info), pending=True)
            else:
                self._examine(parts[1], int(parts[2]), info["f"])

    def _examine(self, fid: str, k: int, key: str) -> None:
        """The processes' signatures of one compile, compared as the parent compares."""
        entries = {int(n.rsplit("/", 1)[1]): json.loads(v)
                   for n, v in self.store.dir(f"c/{fid}/{k}/")}
        sigs: dict[str, Any] = {}
        for e in entries.values():
            if e["d"] is not None and e["d"] not in sigs:
                text = self.store.get(f"sig/{fid}/{k}/{e['d']}", 10_000)
                sigs[e["d"]] = json.loads(text) if text else None
        compiled = {p: {"digest": e["d"], "signature": sigs[e["d"]], "call_site": e["s"]}
                    for p, e in entries.items() if e["d"] is not None and sigs.get(e["d"])}
        if len(compiled) < 2:
            return
        name, _, defined_at = key.partition(" ")
        for d in divergence.compare_compile(self.label, name, defined_at.rstrip("'"), k,
                                          compiled):
            self._found(d)

    def _found(self, d: Divergence, pending: bool = False) -> None:
        """Keep ``d`` (again, with more processes' values); print it the first time."""
        key = (d.function, d.defined_at, d.compile, d.kind, d.path)
        (self.pending if pending else self.divergences)[key] = d
        if self.changed is not None:
            self.changed()
        if key not in self.said:  # once, also when a recompile announced is confirmed
            self.said.add(key)
            from ..report.view import divergence as worded

            so_far = "so far, " if pending else ""
            self._say(f"jaxcheck: DIVERGED ({so_far}job {d.job}): {worded(d).line}")

    def _say(self, line: str) -> None:
        out = self.out or sys.stderr
        try:
            out.write(line + "\n")
            out.flush()
        except Exception:
            pass

    def _note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    # -- in the background: others' divergences, recompiles made alone -------------------
    def _loop(self) -> None:
        while True:
            time.sleep(max(POLL, self.count / 256))
            with self.lock:
                if self.done:
                    return
                self.store.phase = "background"
                try:
                    self._read_divergences()
                    self._check_stalls()
                except Exception:  # the job is shutting down: its store may be gone
                    return
                finally:
                    self.store.phase = "compile"

    def _check_stalls(self) -> None:
        now = time.monotonic()
        due = [s for s in self.stalls if s[0] <= now]
        self.stalls = [s for s in self.stalls if s[0] > now]
        for _, fid, k, key in due:
            entries = {int(n.rsplit("/", 1)[1]): json.loads(v)
                       for n, v in self.store.dir(f"c/{fid}/{k}/")}
            if len(entries) >= self.count:
                continue
            d = self._count_divergence(fid, k, key, entries,
                                       [p for p in range(self.count) if p not in entries],
                                       so_far=True)
            from ..model.wire import divergence_to_dict

            if self.store.set(f"div/{fid}/{k}/count", json.dumps(divergence_to_dict(d)),
                              new=True):
                self._found(d, pending=True)

    def _count_divergence(self, fid: str, k: int, key: str, entries: dict[int, dict],
                          missing: Sequence[int], so_far: bool = False) -> Divergence:
        """Processes made the ``k``-th compile of a function and ``missing`` did not:
        each extra compile named by its cause, the others reused their executable."""
        name, _, defined_at = key.partition(" ")
        values: dict[int, str] = {}
        path = site = None
        for p, e in sorted(entries.items()):
            causes = e.get("c") or []
            said = "; ".join(f"{c[1] or c[0]}: {c[2]} → {c[3]}" for c in causes)
            values[p] = f"{_count(k)} (#{k}: {said})" if said else \
                f"{_count(k)} (#{k} at {e.get('s') or 'an unknown site'})"
            path = path or (causes[0][1] if causes else None)
            site = site or e.get("s")
        what = "so far (reused its executable, or behind)" if so_far else \
            "(reused its executable)"
        for p in missing:
            values[p] = f"{_count(k - 1)} {what}"
        return Divergence(job=self.label, function=name, defined_at=defined_at.rstrip("'"),
                          compile=k, kind="compiles", path=path, call_site=site,
                          values=dict(sorted(values.items())))

    # -- before the job's shutdown ------------------------------------------------------
    def final(self) -> None:
        """The last comparison, with every process, before the store goes away."""
        with self.lock:
            if self.done:
                return
            self.done = True
            self.store.phase = "final"
            try:
                self._final()
            except Exception as e:
                self._note(f"the final comparison through the job's store failed: "
                           f"{type(e).__name__}: {e}")

    def _final(self) -> None:
        if not self.store.barrier("final/1", WAIT_MS):
            self._note(f"not every process of the job {self.label} reached jaxcheck's final "
                       f"comparison within {WAIT_MS / 1000:g} s (each must run under "
                       "jaxcheck): compiles made on some processes only are not reported")
            self._read_divergences()
            return
        # every process has published all its compiles: which did this one not make?
        mine = {_fid(key): n for key, n in self.compiles.items()}
        for name, value in self.store.dir("ref/"):
            _, fid, k = name.split("/")
            if mine.get(fid, 0) < int(k):
                self.store.set(f"miss/{fid}/{k}/{self.index}", json.loads(value)["f"])
        if not self.store.barrier("final/2", WAIT_MS):
            self._note(f"not every process of the job {self.label} finished jaxcheck's final "
                       f"comparison within {WAIT_MS / 1000:g} s")
            return
        missed: dict[str, dict[int, tuple[str, list[int]]]] = {}
        for name, key in self.store.dir("miss/"):
            _, fid, k, p = name.split("/")
            missed.setdefault(fid, {}).setdefault(int(k), (key, []))[1].append(int(p))
        self.pending.clear()  # what the job did is known now
        for fid, by_k in missed.items():
            k = min(by_k)  # the first compile some processes did not make
            key, missing = by_k[k]
            entries = {int(n.rsplit("/", 1)[1]): json.loads(v)
                       for n, v in self.store.dir(f"c/{fid}/{k}/")}
            self._found(self._count_divergence(fid, k, key, entries, missing))
        self.seen = {s for s in self.seen if s.endswith("/count")}
        self._read_divergences()  # every digest divergence again, with every process
        self.compared = True

    def to_dict(self) -> dict[str, Any]:
        """This process's part of its snapshot (``run/process.py``)."""
        from ..model.wire import divergence_to_dict

        with self.lock:
            return {"compared": self.compared, "process_index": self.index,
                    "compiles": self.published,
                    "divergences": [divergence_to_dict(d) for d in self.divergences.values()],
                    "pending": [divergence_to_dict(d) for d in self.pending.values()],
                    "notes": list(self.notes), "store": self.store.stats()}


def start(job: dict[str, Any] | None) -> Hosts | None:
    """The comparison through the store of this process's job, or None (no job, no
    store)."""
    from .. import jaxcompat as compat

    client = compat.distributed_store() if job else None
    if client is None:
        return None
    return Hosts(job, client)


# --- in the parent -------------------------------------------------------------------


def _same(a: Divergence, b: Divergence) -> bool:
    """One divergence seen twice: by the parent among local processes and through the
    store (same function, compile number and path; a count is a count)."""
    if (a.function, a.defined_at, a.compile) != (b.function, b.defined_at, b.compile):
        return False
    if a.kind == "compiles" or b.kind == "compiles":
        return a.kind == b.kind
    return a.path == b.path and a.kind == b.kind


def merged(found: list[Divergence], snapshots: Iterable[dict[str, Any]]
           ) -> tuple[list[Divergence], dict[int, list[str]]]:
    """The parent's divergences plus those the processes found through the store (a
    process that did not end normally: also those it announced), each once; and the
    processes' notes by pid."""
    from ..model.wire import divergence_from_dict

    out = list(found)
    notes: dict[int, list[str]] = {}
    for snap in snapshots:
        hosts = snap.get("hosts") or {}
        items = list(hosts.get("divergences") or [])
        if not snap.get("final"):  # stopped (hung): what it saw announced counts
            items += hosts.get("pending") or []
        for item in items:
            d = divergence_from_dict(item)
            if not any(_same(d, other) for other in out):
                out.append(d)
        if hosts.get("notes"):
            notes[snap.get("pid", 0)] = list(hosts["notes"])
    return out, notes
