"""Processes of one distributed job that compiled different programs.

Every process of a multi-process JAX job (``jax.distributed.initialize``) must
compile the same program for each step, or the job hangs in the first collective
that the programs disagree on, with nothing to say why. Under
`jaxcheck run -- COMMAND` each process adds two things to the snapshot it writes
at every compile (``run/process.py``):

- ``job``: which job it belongs to and where in it: the coordinator address, the
  process count and this process's index (:func:`job`);
- ``signatures``: per jitted function (definition site and name), per compile in
  order, jaxcheck's own signature of the call in plain JSON and a digest of it
  (:func:`signatures`).

The parent jaxcheck process reads the snapshots and, per job, compares the
digests of the k-th compile of each function across the processes; where they
differ it rebuilds the signatures and runs the same diff that explains a
recompile (``analysis/diff.py``) between the most common signature and each other one
(:func:`find`). Each differing argument path is one :class:`Divergence`, with
every process's value (worded by the report's view, ``report/view.py``: ``scale:
f32[] (weak) on process 0, i32[] (weak) on process 1``). A process that hangs in a
collective afterwards has still written its snapshot (the snapshot thread runs while
the main thread waits), so the divergence is reported when the parent stops the job
at ``--timeout``.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from ..model.report import Divergence, FunctionReport

#: a repr's memory address differs between processes but says nothing of the value.
_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
#: a single device: always one of the process's own (local) devices in a
#: multi-process job, so its id differs between processes by design.
_ONE_DEVICE = re.compile(r"^\w+:\d+$")


# --- inside each process --------------------------------------------------------------


def job(compiled: bool) -> dict[str, Any] | None:
    """This process's place in a distributed job, or None when it is not in one.

    Read from JAX's distributed state, which ``jax.distributed.initialize`` fills;
    ``jax.process_index()`` and ``jax.process_count()`` are asked only once the
    program ``compiled`` something (its backend is up), never to start a backend
    the program has not started: its configuration may not be done yet.
    """
    from .. import jaxcompat as compat

    connected = compat.distributed_job()
    if connected is None:
        return None
    coordinator, index, count = connected
    if compiled:
        import jax

        index, count = jax.process_index(), jax.process_count()
    if not isinstance(index, int) or not isinstance(count, int) or count < 2:
        return None
    return {"coordinator": str(coordinator), "process_index": index, "process_count": count}


def _plain(text: str) -> str:
    return _ADDRESS.sub("", text)


def _static_key(static: Any) -> str:
    """What makes a static argument the same cache key in another process: its repr
    (a hash of a str differs between processes), or for an object hashed by
    identity its label (`function f #1`: the first such function seen)."""
    if static.by_identity:
        return static.text
    try:
        text = _plain(repr(static.value))
    except Exception:
        return static.text
    return text if len(text) <= 80 else hashlib.sha256(text.encode()).hexdigest()[:16]


def signature_data(sig: Any, transform: str | None) -> dict[str, Any]:
    """A signature (``signature.Signature``) as plain JSON that reads the same in
    every process that made the same call."""
    from .diff import context_text

    leaves = {}
    for path, leaf in sig.leaves.items():
        place, committed = leaf.placement, leaf.committed
        if place is not None and _ONE_DEVICE.match(place):
            # committed or not, a single device is the process's own: the program is
            # the same on each (a sharding over the job's devices reads the same)
            place, committed = None, None
        leaves[path] = [list(leaf.shape) if leaf.shape is not None else None, leaf.dtype,
                        leaf.weak_type, place, committed, leaf.pytype]
    return {
        "transform": transform,
        "passing": dict(sig.passing),
        "nodes": {p: [n.type_name, _plain(n.aux), list(n.keys),
                      [[name, _plain(text)] for name, text in n.static_fields]]
                  for p, n in sig.nodes.items()},
        "leaves": leaves,
        "statics": {p: [_static_key(s), s.text, s.by_identity]
                    for p, s in sig.statics.items()},
        "context": [_plain(context_text(v)) for v in sig.context],
        "aliases": dict(sig.aliases),
    }


def digest(data: Any) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def function_key(fn: FunctionReport) -> str:
    return f"{fn.name} {fn.defined_at}"


def signatures(functions: Sequence[FunctionReport], records: Sequence[Any],
               cache: dict[tuple[int, str | None], dict[str, Any]]) -> dict[str, list]:
    """Per function, per compile in order: {"digest", "signature", "call_site"}.

    ``cache`` keeps what was built for a record: the snapshot is rewritten at
    each compile, a record's signature never changes.
    """
    out: dict[str, list] = {}
    for fn in functions:
        key = function_key(fn)
        while key in out:  # another function object defined at the same line
            key += "'"
        entries = []
        for event in fn.events:
            sig = records[event.record].signature if 0 <= event.record < len(records) else None
            cached = cache.get((event.record, event.transform))
            if cached is None:
                data = None if sig is None else signature_data(sig, event.transform)
                cached = {"digest": digest(data) if data is not None else None,
                          "signature": data,
                          "error": None if sig is not None else
                          (event.signature_error or "no signature")}
                cache[(event.record, event.transform)] = cached
            entries.append({**cached, "call_site": event.call_site})
        out[key] = entries
    return out


# --- in the parent: compare ---------------------------------------------------------


def jobs(snapshots: Iterable[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """The snapshots of each job, one per process index, keyed by a job label.

    Processes of one job share the coordinator address and the process count;
    processes of the same command that are in no job, or in another, are left out.
    A command that runs the same job twice (same coordinator) gives two runs of it,
    told apart by start order.
    """
    groups: dict[tuple[str, int], dict[int, list[dict]]] = {}
    for snap in sorted(snapshots, key=lambda s: (s.get("started", 0.0), s.get("pid", 0))):
        info = snap.get("job")
        if not info:
            continue
        key = (info["coordinator"], info["process_count"])
        groups.setdefault(key, {}).setdefault(info["process_index"], []).append(snap)
    out = {}
    for (coordinator, count), by_index in groups.items():
        runs = max(len(v) for v in by_index.values())
        for n in range(runs):
            label = f"{coordinator} ({count} processes)" + (f" run {n + 1}" if runs > 1 else "")
            out[label] = [v[n] for _, v in sorted(by_index.items()) if n < len(v)]
    return out


def find(snapshots: Iterable[dict[str, Any]]) -> tuple[list[Divergence], dict[int, list[str]]]:
    """Every disagreement between the processes of each job, and notes (by the pid of
    the job's first process) on what could not be compared."""
    found: list[Divergence] = []
    notes: dict[int, list[str]] = {}
    for label, members in jobs(snapshots).items():
        for m in members:  # the divergences name processes by their index in the job
            notes.setdefault(m.get("pid", 0), []).append(
                f"process {m['job']['process_index']} of the distributed job {label}")
        said = notes[members[0].get("pid", 0)]
        count = members[0]["job"]["process_count"]
        # processes that compare through the job's store (``run/hosts.py``) see the others
        if len(members) < count and not all(m.get("hosts") for m in members):
            seen = ranges([m["job"]["process_index"] for m in members])
            said.append(f"job {label}: only process {seen} of {count} ran under this "
                        "jaxcheck; the others' compiles cannot be compared (run every "
                        "process of the job under one `jaxcheck run -- COMMAND`)")
        if len(members) >= 2:
            found += _compare(label, members, said)
    return found, notes


def _compare(label: str, members: list[dict[str, Any]], notes: list[str]) -> list[Divergence]:
    index = {id(m): m["job"]["process_index"] for m in members}
    names: dict[str, None] = {}
    for m in members:
        names.update(dict.fromkeys(m.get("signatures") or {}))
    # a missing compile is a divergence only once every process has ended normally:
    # a process stopped in a collective may simply not have got there yet
    complete = all(m.get("final") for m in members)
    out: list[Divergence] = []
    for key in names:
        name, _, defined_at = key.partition(" ")
        per = {index[id(m)]: (m.get("signatures") or {}).get(key, []) for m in members}
        counts = {i: len(v) for i, v in per.items()}
        for k in range(max(counts.values())):
            compiled = {i: v[k] for i, v in per.items() if k < len(v)}
            unknown = sorted(i for i, e in compiled.items() if e["digest"] is None)
            if unknown:
                notes.append(f"job {label}: {name} compile #{k + 1} on process "
                             f"{ranges(unknown)} has no signature, so it was not compared "
                             f"({compiled[unknown[0]].get('error')})")
            compiled = {i: e for i, e in compiled.items() if e["digest"] is not None}
            if len(compiled) >= 2:
                out += compare_compile(label, name, defined_at.rstrip("'"), k + 1, compiled)
        if complete and len(set(counts.values())) > 1:
            out.append(_count_divergence(label, name, defined_at.rstrip("'"), per))
    return out


def _count_divergence(label: str, name: str, defined_at: str,
                      per: dict[int, list[dict[str, Any]]]) -> Divergence:
    """Some processes compiled ``name`` more often than others: the commonest
    divergence (one process recompiles, the others reuse their executable, and the
    next collective hangs). Each extra compile is named by its cause against the
    same process's own earlier compiles (``scale: f32[] (weak) → i32[] (weak)``),
    at its call site; the processes with fewer compiles reused their executable."""
    fewest = min(len(v) for v in per.values())
    values: dict[int, str] = {}
    path, site = None, None
    for i, entries in sorted(per.items()):
        n = len(entries)
        count = f"{n} compile{'s' if n != 1 else ''}"
        if n == fewest:
            values[i] = f"{count} (no recompile: reused its executable)"
            continue
        extra, earlier = entries[fewest], [e for e in entries[:fewest] if e["digest"]]
        site = site or extra["call_site"]
        causes = (min((_causes(e, extra) for e in earlier), key=len)
                  if extra["digest"] and earlier else [])
        if not causes:
            values[i] = f"{count} (#{fewest + 1} at {extra['call_site'] or 'an unknown site'})"
            continue
        path = path or causes[0][1]
        said = "; ".join(f"{p or kind}: {before} → {after}"
                         for kind, p, before, after in causes[:3])
        values[i] = f"{count} (#{fewest + 1}: {said})"
    if site is None:
        site = next((v[-1]["call_site"] for v in per.values() if v), None)
    return Divergence(job=label, function=name, defined_at=defined_at, compile=fewest + 1,
                      kind="compiles", path=path, call_site=site, values=values)


def compare_compile(label: str, name: str, defined_at: str, k: int,
                    compiled: dict[int, dict[str, Any]]) -> list[Divergence]:
    """The ``k``-th compile of ``name`` compared across the processes of job ``label``
    (``compiled``: process index -> its signature entry): one :class:`Divergence` per
    (kind, path) where some process differs from the most common signature; empty
    when all agree. The parent's comparison and a host's live one are this one."""
    digests = {i: e["digest"] for i, e in compiled.items()}
    if len(set(digests.values())) == 1:
        return []
    # the most common signature is the reference; a tie goes to the lowest index
    tally = Counter(digests.values())
    top = max(tally.values())
    reference = next(i for i in sorted(digests) if tally[digests[i]] == top)
    site = compiled[reference]["call_site"] or next(
        (e["call_site"] for e in compiled.values() if e["call_site"]), None)
    ref = compiled[reference]

    def new(kind: str, path: str | None) -> Divergence:
        return Divergence(job=label, function=name, defined_at=defined_at, compile=k,
                          kind=kind, path=path, call_site=site, values={})

    by_path: dict[tuple[str, str | None], Divergence] = {}
    for i, entry in sorted(compiled.items()):
        if digests[i] == digests[reference]:
            continue
        causes = _causes(ref, entry)
        if not causes:  # they differ, in something the diff does not name: still say so
            causes = [("signature", None, _whole(ref), _whole(entry))]
        for kind, path, before, after in causes:
            d = by_path.setdefault((kind, path), new(kind, path))
            d.values[i] = after
            for j in compiled:  # every process that agrees with the reference
                if digests[j] == digests[reference]:
                    d.values.setdefault(j, before)
    for d in by_path.values():  # the other processes: their own value at that path
        for i, entry in compiled.items():
            if i not in d.values:
                d.values[i] = _value_at(entry, d.path, d.kind)
        d.values = dict(sorted(d.values.items()))
    return list(by_path.values())


def _whole(entry: dict[str, Any]) -> str:
    return f"signature {entry['digest'][:8]}"


def _causes(ref: dict[str, Any], other: dict[str, Any]) -> list[tuple]:
    a, b = ref["signature"], other["signature"]
    out = []
    if a.get("transform") != b.get("transform"):
        out.append(("transform", None, a.get("transform") or "plain call",
                    b.get("transform") or "plain call"))
    from .diff import diff

    for c in diff(rebuild(a), rebuild(b)):
        out.append((c.kind, c.path, c.before, c.after))
    return out


def _value_at(entry: dict[str, Any], path: str | None, kind: str) -> str:
    """What another process had at ``path`` (it differs from the reference too)."""
    data = entry["signature"]
    if path in data["statics"]:
        return data["statics"][path][1]
    if path in data["leaves"]:
        leaf = _leaf(data["leaves"][path])
        return leaf.placement_text() if kind == "sharding" else leaf.type_text()
    if path in data["nodes"]:
        return data["nodes"][path][0]
    if path in data["passing"]:
        return data["passing"][path]
    return _whole(entry)


def _leaf(item: list) -> Any:
    from ..signature.signature import Leaf

    shape, dtype, weak, place, committed, pytype = item
    return Leaf(tuple(shape) if shape is not None else None, dtype, weak, place, committed,
                pytype)


def rebuild(data: dict[str, Any]) -> Any:
    """A ``Signature`` from :func:`signature_data`, for ``diff.diff``: static values
    become their cross-process keys, which compare equal exactly when they agree."""
    from ..signature.signature import Node, Signature, Static

    return Signature(
        passing=dict(data["passing"]),
        nodes={p: Node(t, aux, tuple(keys), tuple(tuple(f) for f in fields))
               for p, (t, aux, keys, fields) in data["nodes"].items()},
        leaves={p: _leaf(item) for p, item in data["leaves"].items()},
        statics={p: Static(key, text, by_identity)
                 for p, (key, text, by_identity) in data["statics"].items()},
        context=tuple(data["context"]),
        aliases=dict(data.get("aliases") or {}))


# --- words ------------------------------------------------------------------------


def ranges(indices: Sequence[int]) -> str:
    """``0, 2-5, 9``: process indices in the fewest words (the notes here, and a
    divergence's values in the report's view)."""
    parts: list[str] = []
    run: list[int] = []
    for i in sorted(indices):
        if run and i == run[-1] + 1:
            run.append(i)
            continue
        if run:
            parts.append(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}")
        run = [i]
    if run:
        parts.append(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}")
    return ", ".join(parts)
